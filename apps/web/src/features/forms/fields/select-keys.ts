/** How far PageUp / PageDown move in an open list (WAI-ARIA APG select-only combobox). */
const PAGE = 10;

/** The option a navigation key moves to in an open list, or null for any other key. */
export function nextIndex(key: string, active: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, last);
    case 'ArrowUp':
      return Math.max(active - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(active + PAGE, last);
    case 'PageUp':
      return Math.max(active - PAGE, 0);
    default:
      return null;
  }
}

/**
 * Type-ahead: the first option after `from` whose label starts with the typed text (case and
 * accents ignored), wrapping around; repeating one letter cycles through the options it starts.
 * -1 when none matches.
 */
export function typeaheadIndex(options: readonly { label: string }[], typed: string, from: number): number {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(typed);
  const sameLetter = wanted.length > 1 && [...wanted].every((letter) => letter === wanted[0]);
  const prefix = sameLetter ? wanted[0]! : wanted;
  // A longer search keeps the current option if it still matches; a single letter moves on.
  const start = prefix.length > 1 ? from : from + 1;
  for (let step = 0; step < options.length; step += 1) {
    const index = (((start + step) % options.length) + options.length) % options.length;
    if (fold(options[index]!.label).startsWith(prefix)) return index;
  }
  return -1;
}
