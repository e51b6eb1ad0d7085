import { describe, expect, it } from 'vitest';
import { FormFieldSchema } from '@dav/contract';
import { COUNT_FIELD_NAMES, COWORKING_MODES, countFieldName, coworkingCountField } from './price';

describe('coworkingCountField', () => {
  it.each(COWORKING_MODES)('is the %s count field the contract describes: a number from 0 to 12', (mode) => {
    const field = coworkingCountField(mode, 'How long');
    expect(field).toEqual(
      FormFieldSchema.parse({
        type: 'number',
        name: countFieldName(mode),
        label: 'How long',
        value: '0',
        min: 0,
        max: 12,
        step: 1,
      }),
    );
  });

  it('names the three count fields', () => {
    expect(COUNT_FIELD_NAMES).toEqual(['nb-day', 'nb-week', 'nb-month']);
  });
});
