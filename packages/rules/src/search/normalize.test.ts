import { describe, expect, it } from 'vitest';
import { foldForFullText, normalizeTerm, searchTerms, searchWords } from './normalize';

/** Whether every term of `query` is among the terms of `text`: how the search matches. */
const finds = (locale: Parameters<typeof searchTerms>[0], query: string, text: string) => {
  const terms = new Set(searchTerms(locale, text));
  const wanted = searchTerms(locale, query);
  return wanted.length > 0 && wanted.every((term) => terms.has(term));
};

describe('searchTerms', () => {
  it('finds the masculine form from the feminine one, accents and case aside (fr)', () => {
    expect(finds('fr', 'développeuse expérimentée', 'Développeur React expérimenté')).toBe(true);
    expect(finds('fr', 'DEVELOPPEUR EXPERIMENTE', 'Développeuse expérimentée')).toBe(true);
    expect(finds('fr', 'ingénieure', 'Ingénieur data (H/F)')).toBe(true);
    expect(finds('fr', 'directrice technique', 'Directeur technique')).toBe(true);
    expect(finds('fr', 'technicienne', 'Technicien réseaux')).toBe(true);
    expect(finds('fr', 'développeurs', 'développeur')).toBe(true);
  });

  it('stems each language with its own rules', () => {
    expect(finds('en', 'developers', 'Experienced React Developer')).toBe(true);
    expect(finds('en', 'engineering', 'Data Engineer')).toBe(true);
    expect(finds('es', 'desarrolladora', 'Desarrollador React con experiencia')).toBe(true);
    expect(finds('es', 'ingeniera de datos', 'Ingeniero de datos')).toBe(true);
    expect(finds('es', 'técnica', 'Técnico de redes')).toBe(true);
    expect(finds('de', 'Entwicklerin', 'Erfahrener React-Entwickler')).toBe(true);
    expect(finds('de', 'erfahrene entwicklerinnen', 'Erfahrener React-Entwickler')).toBe(true);
    expect(finds('de', 'Ingenieurin', 'Dateningenieur')).toBe(false); // a compound stays one word
    expect(finds('de', 'Architektin', 'Architekt Cloud')).toBe(true);
  });

  it('does not match unrelated words', () => {
    expect(finds('fr', 'analyste', 'Développeur React expérimenté')).toBe(false);
    expect(finds('en', 'nurse', 'Data Engineer')).toBe(false);
    expect(finds('fr', 'développeur java', 'Développeur React')).toBe(false);
  });

  it('drops stop words and the (H/F), (m/w/d) marks', () => {
    expect(searchTerms('fr', 'Ingénieur de la donnée (H/F)')).toEqual(['ingenieur', 'don']);
    expect(searchTerms('de', 'Dateningenieur (m/w/d)')).toEqual(['dateningenieur']);
    expect(searchTerms('en', 'The engineer')).toEqual(['engin']);
    expect(searchTerms('fr', 'de la à')).toEqual([]);
  });

  it('keeps technology names whole', () => {
    expect(searchWords('C++, C#, Node.js et F#')).toEqual(['c++', 'c#', 'node', 'js', 'et', 'f#']);
    expect(finds('fr', 'c#', 'Développeur C# confirmé')).toBe(true);
    expect(finds('fr', 'c++', 'Développeur C# confirmé')).toBe(false);
  });

  it('treats a markup-like input as plain words', () => {
    expect(searchTerms('en', '<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script']);
  });
});

describe('normalizeTerm', () => {
  it('folds ß and œ as PostgreSQL unaccent does', () => {
    expect(normalizeTerm('de', 'Straße')).toBe(normalizeTerm('de', 'strasse'));
    expect(normalizeTerm('fr', 'cœur')).toBe(normalizeTerm('fr', 'coeur'));
  });
  it('returns null for a stop word, accented or not', () => {
    expect(normalizeTerm('fr', 'à')).toBeNull();
    expect(normalizeTerm('es', 'Del')).toBeNull();
  });
});

describe('foldForFullText', () => {
  it('gives PostgreSQL the masculine forms, accents kept', () => {
    expect(foldForFullText('fr', 'Développeuse expérimentée, Ingénieure')).toBe(
      'développeur expérimenté ingénieur',
    );
    expect(foldForFullText('de', 'Entwicklerin bei DAV')).toBe('entwickler bei dav');
  });
});
