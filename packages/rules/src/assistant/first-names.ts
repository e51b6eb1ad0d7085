import { foldAccents } from './fold';

/**
 * Real names that are, or start with, a listed word: a visitor called Dick or Concha must be
 * greeted by name. Names that merely contain one (Fanny, Ursula, Titus, Kuntz) need no entry:
 * the patterns' word boundaries let them through. Compared with a whole word of the name as
 * typed (case and accents folded, but not leetspeak or repeated letters), so `D1ck` and `Diiick`
 * are still caught. Add a name here when a real one is refused.
 */
const FIRST_NAMES = [
  'dick', // en: short for Richard
  'dickie',
  'peter', // the French list's `péter` once accents are folded
  'bích', // vi
  'cumhur', // tr
  'cumali', // tr
  'con', // ga: short for Conor, Cornelius
  'concha', // es: short for Concepción
  'analía', // es
  'rosette', // fr
  'semen', // uk, ru: Semen, Semyon
  'marica', // hr, hu
  'fu', // zh
  'dickson', // en surnames, typed after a first name
  'dickinson',
].map(foldAccents);

export const FIRST_NAME_ALLOWLIST: ReadonlySet<string> = new Set(FIRST_NAMES);
