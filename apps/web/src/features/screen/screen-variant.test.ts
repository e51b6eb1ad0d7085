import { describe, expect, it } from 'vitest';
import { screenVariant } from './screen-variant';

describe('screenVariant', () => {
  it('reads no segment as the screen and `script` as its variant', () => {
    expect(screenVariant(undefined)).toBe('screen');
    expect(screenVariant([])).toBe('screen');
    expect(screenVariant(['script'])).toBe('script');
  });

  it('finds nothing under any other path', () => {
    expect(screenVariant(['scripts'])).toBeNull();
    expect(screenVariant(['script', 'script'])).toBeNull();
    expect(screenVariant(['x'])).toBeNull();
  });
});
