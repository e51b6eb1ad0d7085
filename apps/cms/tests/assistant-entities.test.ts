import { describe, expect, it } from 'vitest';
import { completeLink } from '../src/assistant/destination';
import { extractEntities } from '../src/assistant/entities';
import type { KnownEntities } from '../src/assistant/understanding';
import { seedEntities } from './assistant/seed-entities';

/* What a question names, read through the search normaliser (pure: no database). */

const KNOWN: KnownEntities = {
  roles: [
    'Développeur Java Spring confirmé',
    'Cheffe / Chef de projet infrastructure cloud',
    'Développeur C embarqué',
  ],
  subsidiaries: [
    { slug: 'dav-lyon', names: ['DAV Lyon', 'Lyon', 'Grenoble'] },
    { slug: 'dav-aix', names: ['DAV Aix-Marseille', 'Aix-En-Provence', 'Marseille'] },
    { slug: 'dav-montreal', names: ['DAV Montréal', 'Montréal', 'Québec'] },
    { slug: 'dav-paris', names: ['DAV Paris', 'Paris', 'Île-de-France'] },
  ],
};

describe('extractEntities', () => {
  it('finds a role whatever its gender, accents or plural, in the visitor’s words (lower case)', () => {
    expect(extractEntities('fr', 'je suis développeuse java', KNOWN)).toEqual({ role: 'développeuse java' });
    expect(extractEntities('fr', 'des postes de developpeur java ?', KNOWN)).toEqual({
      role: 'developpeur java',
    });
    expect(extractEntities('fr', 'vous cherchez des chefs de projet ?', KNOWN)).toEqual({
      role: 'chefs de projet',
    });
  });

  it('corrects a typo to the role’s own word, so the offers search finds it', () => {
    expect(extractEntities('fr', 'un poste de dévelopeur', KNOWN)).toEqual({ role: 'développeur' });
  });

  it('keeps only the words of one role, not the rest of the question', () => {
    expect(extractEntities('fr', 'un job de développeur java à Lyon pour moi', KNOWN)).toEqual({
      role: 'développeur java',
      subsidiary: 'dav-lyon',
    });
  });

  it('reads no role in an elision or a small word ("c’est", "de")', () => {
    expect(extractEntities('fr', 'c’est possible de travailler chez vous ?', KNOWN)).toEqual({});
  });

  it('finds a subsidiary by a city, without its accent, or by the first word of a compound name', () => {
    expect(extractEntities('fr', 'des offres en montreal', KNOWN)).toEqual({ subsidiary: 'dav-montreal' });
    expect(extractEntities('fr', 'au Québec', KNOWN)).toEqual({ subsidiary: 'dav-montreal' });
    expect(extractEntities('fr', 'à Aix', KNOWN)).toEqual({ subsidiary: 'dav-aix' });
    expect(extractEntities('en', 'jobs in Grenoble', KNOWN)).toEqual({ subsidiary: 'dav-lyon' });
    expect(extractEntities('en', 'jobs in Marseile', KNOWN)).toEqual({ subsidiary: 'dav-aix' });
  });

  it('takes the first place named, and never the group’s name alone', () => {
    expect(extractEntities('fr', 'à Lyon ou à Paris', KNOWN)).toEqual({ subsidiary: 'dav-lyon' });
    expect(extractEntities('fr', 'travailler chez DAV', KNOWN)).toEqual({});
    expect(extractEntities('fr', 'un emploi en France', KNOWN)).toEqual({});
  });

  it('returns only what exists', () => {
    expect(extractEntities('fr', 'boulanger à Bordeaux', KNOWN)).toEqual({});
    expect(extractEntities('fr', 'développeur à Lyon', { roles: [], subsidiaries: [] })).toEqual({});
  });

  it('reads the seeded names in every language', () => {
    expect(extractEntities('en', 'data engineer in Brussels', seedEntities('en'))).toEqual({
      role: 'data engineer',
      subsidiary: 'dav-bruxelles',
    });
    expect(extractEntities('es', 'ingeniera de datos en Ginebra', seedEntities('es'))).toEqual({
      role: 'ingeniera de datos',
      subsidiary: 'dav-geneve',
    });
    expect(extractEntities('de', 'Entwicklerin in Genf', seedEntities('de'))).toEqual({
      role: 'entwicklerin',
      subsidiary: 'dav-geneve',
    });
  });
});

describe('completeLink', () => {
  it('prefills the offers search for an offers intent', () => {
    expect(completeLink('offers', '/nos-offres', { role: 'développeur java', subsidiary: 'dav-lyon' })).toBe(
      '/nos-offres?q=d%C3%A9veloppeur+java&subsidiary=dav-lyon',
    );
    expect(completeLink('offers', '/nos-offres', {})).toBe('/nos-offres');
    expect(completeLink('offers', '/candidature-spontanee', { role: 'java' })).toBe('/candidature-spontanee');
  });

  it('opens the subsidiary named for a subsidiaries intent, and leaves static answers as written', () => {
    expect(completeLink('subsidiaries', '/nos-filiales', { subsidiary: 'dav-lyon' })).toBe(
      '/nos-filiales/dav-lyon',
    );
    expect(completeLink('subsidiaries', '/nos-filiales', {})).toBe('/nos-filiales');
    expect(completeLink('static', '/nos-offres', { role: 'java' })).toBe('/nos-offres');
  });
});
