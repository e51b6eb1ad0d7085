import { describe, expect, it } from 'vitest';
import { formActionFor } from './submission-request';

describe('formActionFor', () => {
  it('puts the site language in the action', () => {
    expect(formActionFor('/wp-json/api/{locale}/forms/contact', 'de')).toBe('/wp-json/api/de/forms/contact');
  });
});
