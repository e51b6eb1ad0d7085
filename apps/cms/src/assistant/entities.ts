import type { Locale } from '@dav/contract';
import { normalizeTerm, searchWords } from '@dav/rules/search';
import { withinEdits } from './edit-distance';
import type { ExtractEntities, KnownEntities } from './understanding';

/*
 * What a question names, for the answer to prefill the offers search or open a subsidiary's page:
 * words are compared as the offers search compares them (search normaliser: gender folded, accents
 * removed, stemmed), and a longer word may be one letter off ("devlopeur", "Tolouse").
 */

/** Linking words some titles hold that the search normaliser keeps ("Analyst für Cybersicherheit"). */
const LINKING_WORDS: Record<Locale, ReadonlySet<string>> = {
  fr: new Set(['et', 'ou']),
  en: new Set(['and', 'or']),
  es: new Set(['con', 'sin', 'e', 'y']),
  de: new Set(['für', 'fur', 'und', 'oder']),
};

interface Word {
  word: string;
  /** The normalised term; null for a stop word, a linking word or a single letter ("c’est"). */
  term: string | null;
}

function words(locale: Locale, text: string): Word[] {
  return searchWords(text).map((word) => {
    const term = LINKING_WORDS[locale].has(word) ? null : normalizeTerm(locale, word);
    return { word, term: term !== null && term.length >= 2 ? term : null };
  });
}

/** Equal terms, or one edit apart from 5 letters (stems are short: "develop", "toulous"). */
const sameTerm = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 5 && withinEdits(a, b, 1));

export const extractEntities: ExtractEntities = (locale, question, known) => {
  const asked = words(locale, question);
  const role = namedRole(locale, asked, known.roles);
  const subsidiary = namedSubsidiary(locale, asked, known.subsidiaries);
  return { ...(role ? { role } : {}), ...(subsidiary ? { subsidiary } : {}) };
};

/**
 * The role as the visitor put it, for `?q=`: the question's words that match the known role
 * sharing the most terms with it (a typo replaced by the role's own word, so the search finds it),
 * with the small words between two of them ("chefs de projet"). Other words are left out: the
 * search requires every term, and "java developer in Lyon" must still find "Java Spring Developer".
 */
function namedRole(locale: Locale, asked: Word[], roles: readonly string[]): string | undefined {
  let best: { matched: (string | null)[]; count: number; size: number } | null = null;
  for (const role of roles) {
    const terms = words(locale, role).filter((w): w is { word: string; term: string } => w.term !== null);
    const found = new Set<string>();
    const matched = asked.map(({ word, term }) => {
      if (term === null) return null;
      const hit = terms.find((t) => sameTerm(term, t.term));
      if (!hit || found.has(hit.term)) return null;
      found.add(hit.term);
      return hit.term === term ? word : hit.word.toLocaleLowerCase('und');
    });
    const size = new Set(terms.map((t) => t.term)).size;
    if (
      found.size > 0 &&
      (!best || found.size > best.count || (found.size === best.count && size < best.size))
    ) {
      best = { matched, count: found.size, size };
    }
  }
  if (!best) return undefined;
  const kept = best.matched.map((word, i) => {
    if (word !== null) return word;
    // A small word stays between two role words: "chef de projet", not "chef projet".
    const between = asked[i]!.term === null && best.matched[i - 1] && best.matched[i + 1];
    return between ? asked[i]!.word : null;
  });
  return kept.filter((w) => w !== null).join(' ');
}

/**
 * The subsidiary the question names first: by every distinctive word of one of its names ("DAV
 * Aix-Marseille" needs "aix" and "marseille"; "dav", in every name, is not distinctive), or by the
 * first word of a compound name when no other subsidiary has it ("Aix" for "Aix-en-Provence").
 */
function namedSubsidiary(
  locale: Locale,
  asked: Word[],
  subsidiaries: KnownEntities['subsidiaries'],
): string | undefined {
  const names = subsidiaries.map(({ slug, names }) => ({
    slug,
    names: names.map((name) => words(locale, name).flatMap((w) => w.term ?? [])),
  }));
  const everywhere = termsInEvery(names.map((s) => s.names.flat()));
  const owners = new Map<string, Set<string>>();
  for (const { slug, names: terms } of names) {
    for (const term of terms.flat()) owners.set(term, (owners.get(term) ?? new Set()).add(slug));
  }
  const at = (term: string) => asked.findIndex((w) => w.term !== null && sameTerm(w.term, term));
  let first: { slug: string; position: number } | undefined;
  for (const { slug, names: terms } of names) {
    for (const name of terms) {
      const distinctive = name.filter((t) => !everywhere.has(t));
      if (distinctive.length === 0) continue;
      const head = distinctive[0]!;
      const positions = distinctive.map(at);
      const byHead =
        distinctive.length > 1 && head.length >= 3 && owners.get(head)!.size === 1 ? at(head) : -1;
      const position = positions.every((p) => p >= 0) ? Math.min(...positions) : byHead;
      if (position >= 0 && (!first || position < first.position)) first = { slug, position };
    }
  }
  return first?.slug;
}

/** The terms every subsidiary's names share (the group's name), when there is more than one. */
function termsInEvery(termsPerSubsidiary: string[][]): Set<string> {
  if (termsPerSubsidiary.length < 2) return new Set();
  const [head, ...rest] = termsPerSubsidiary;
  return new Set(head!.filter((term) => rest.every((terms) => terms.includes(term))));
}
