import { describe, expect, it } from 'vitest';
import { escapeSpecialChars } from './escape';

describe('escapeSpecialChars (docs/product.md#forms-validation)', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
  ])('escapes %s', (char, entity) => {
    expect(escapeSpecialChars(char)).toBe(entity);
  });

  it('escapes markup and leaves other text alone', () => {
    expect(escapeSpecialChars(`<img src="x" onerror='alert(1)'> & co`)).toBe(
      '&lt;img src=&quot;x&quot; onerror=&#39;alert(1)&#39;&gt; &amp; co',
    );
    expect(escapeSpecialChars('Élodie, café 100 % — ok')).toBe('Élodie, café 100 % — ok');
    expect(escapeSpecialChars('')).toBe('');
  });

  it('is applied once: text that looks escaped is escaped again, so it round-trips as typed', () => {
    expect(escapeSpecialChars('&amp;')).toBe('&amp;amp;');
    expect(escapeSpecialChars(escapeSpecialChars('<'))).toBe('&amp;lt;');
  });
});
