import { describe, expect, it } from 'vitest';
import { redactQuestion } from '@/assistant/redact';

describe('an unmatched question as it is stored', () => {
  it('masks e-mail addresses', () => {
    expect(redactQuestion('écrivez à ada.lovelace+dav@example.co.uk svp')).toBe('écrivez à [e-mail] svp');
  });

  it('masks phone numbers and other runs of six digits or more, however they are spaced', () => {
    expect(redactQuestion('mon 06 12 34 56 78 ou +33 6.12.34.56.78')).toBe('mon [number] ou [number]');
    expect(redactQuestion('dossier 1234567')).toBe('dossier [number]');
  });

  it('keeps shorter numbers: a postcode, a year, a count', () => {
    expect(redactQuestion('3 postes à Lyon 69003 en 2026 ?')).toBe('3 postes à Lyon 69003 en 2026 ?');
  });
});
