import { describe, expect, it } from 'vitest';
import { defineEnv, flag, nonNegative, positive, raw, text, variable } from './env';

const env = defineEnv({
  NAME: variable(text(), 'unset', 'a name'),
  RAW: variable(raw(), 'unset', 'as given'),
  DELAY_MS: variable(positive(250), '`250`', 'a delay'),
  ON: variable(flag(), 'unset', 'a switch'),
});

describe('an app environment (defineEnv)', () => {
  it('gives every declared variable its meaning: blank text is unset, a bad number its default, 1 a switch on', () => {
    expect(env.read({})).toEqual({ NAME: undefined, RAW: undefined, DELAY_MS: 250, ON: false });
    expect(env.read({ NAME: '  ada ', RAW: ' x ', DELAY_MS: '40', ON: '1' })).toEqual({
      NAME: 'ada',
      RAW: ' x ',
      DELAY_MS: 40,
      ON: true,
    });
    expect(env.read({ NAME: '   ', DELAY_MS: '0', ON: 'true' })).toMatchObject({
      NAME: undefined,
      DELAY_MS: 250,
      ON: false,
    });
  });

  it('takes 0 where zero is a value (nonNegative), and its default for a blank, negative or broken one', () => {
    const again = defineEnv({ AGAIN_MS: variable(nonNegative(5000), '`5000`', 'again') });
    expect(again.read({ AGAIN_MS: '0' }).AGAIN_MS).toBe(0);
    expect(again.read({ AGAIN_MS: '120' }).AGAIN_MS).toBe(120);
    for (const bad of [undefined, '', '  ', '-1', '1.5', 'soon'])
      expect(again.read({ AGAIN_MS: bad }).AGAIN_MS).toBe(5000);
  });

  it('reads a variable again once it changed, and nothing it does not declare', () => {
    const process = { DELAY_MS: '10', OTHER: 'x' } as Record<string, string | undefined>;
    expect(env.read(process).DELAY_MS).toBe(10);
    process.DELAY_MS = '20';
    expect(env.read(process).DELAY_MS).toBe(20);
    expect(env.read(process)).not.toHaveProperty('OTHER');
  });

  it('keeps what the README says of each variable', () => {
    expect(env.variables.DELAY_MS).toMatchObject({ default: '`250`', doc: 'a delay' });
  });
});
