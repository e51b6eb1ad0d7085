import { describe, expect, it } from 'vitest';
import { FormFieldSchema } from '@dav/contract';
import { COWORKING_MODES, countFieldName } from '@dav/rules';
import { countField } from './count-field';

describe('countField', () => {
  it.each(COWORKING_MODES)('is the %s count field the contract describes: a number from 0 to 12', (mode) => {
    const field = countField(mode, 'How long');
    expect(field).toEqual(
      FormFieldSchema.parse({ type: 'number', name: countFieldName(mode), label: 'How long', value: '0', min: 0, max: 12, step: 1 }),
    );
  });
});
