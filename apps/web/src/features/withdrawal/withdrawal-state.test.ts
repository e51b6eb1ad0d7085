import { describe, expect, it } from 'vitest';
import { nextQuery, withdrawalState } from './withdrawal-state';

const TOKEN = `42.${'a'.repeat(43)}`;

describe('the withdrawal screen', () => {
  it('asks to confirm with a token, and says the outcome after', () => {
    expect(withdrawalState({ token: TOKEN })).toEqual({ step: 'confirm', token: TOKEN });
    expect(withdrawalState({ etat: 'efface' })).toEqual({ step: 'done' });
    expect(withdrawalState({ etat: 'erreur', token: TOKEN })).toEqual({ step: 'failure', token: TOKEN });
    expect(withdrawalState({ etat: 'invalide', token: TOKEN })).toEqual({ step: 'invalid' });
  });

  it('calls a missing or malformed token invalid', () => {
    expect(withdrawalState({})).toEqual({ step: 'invalid' });
    expect(withdrawalState({ token: '<script>' })).toEqual({ step: 'invalid' });
    expect(withdrawalState({ token: [TOKEN, TOKEN] })).toEqual({ step: 'invalid' });
  });

  it('reads the CMS’s answer: erased, link no longer valid, or try again', () => {
    expect(nextQuery(200, TOKEN)).toBe('?etat=efface');
    expect(nextQuery(410, TOKEN)).toBe('?etat=invalide');
    expect(nextQuery(500, TOKEN)).toBe(`?etat=erreur&token=${TOKEN}`);
    expect(nextQuery(null, TOKEN)).toBe(`?etat=erreur&token=${TOKEN}`);
  });
});
