/*
 * What a visitor wrote, as a staff mail shows it (issue 30, finding 5): inside a block that says
 * whose words these are, every line quoted ("> "), and a long text indented below its label. No
 * line of it can then pass for one of the mail's own (an admin link, "Voir la demande"), even
 * when a value would hold a line break the form rules missed (a hidden field, a file's name).
 * Plain text only: the mail has no HTML part, so nothing of it is ever interpreted.
 */

const QUOTE = '> ';
const INDENT = '    ';
/** Line breaks of every kind a mail reader may honour. */
const BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/;
/** Other control characters (tabs become spaces): shown as U+FFFD rather than acted upon. */
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/** The lines of a visitor's value, with nothing a terminal or mail reader would act upon. */
export const visitorLines = (value: string): string[] =>
  value.split(BREAKS).map((line) => line.replace(/\t/g, ' ').replace(CONTROLS, '\uFFFD'));

/** One entry of the block: a label and its value on one line, or a long text below its label. */
export interface VisitorEntry {
  label: string;
  value: string;
  /** A textarea: its lines go below the label, indented. */
  long: boolean;
}

/** "label: value" (or the label, then the indented lines), each line quoted, blank ones too. */
export function quotedEntry({ label, value, long }: VisitorEntry, colon: string): string[] {
  const [first = '', ...rest] = visitorLines(value);
  const indented = (line: string) => (line.trim() === '' ? '' : `${INDENT}${line.trimEnd()}`);
  const lines = long
    ? [`${label}${colon.trimEnd()}`, ...[first, ...rest].map(indented)]
    : [`${label}${colon}${first.trimEnd()}`, ...rest.map(indented)];
  return lines.map((line) => `${QUOTE}${line}`);
}

/** The fenced block: its heading, the quoted entries, its closing line. */
export function visitorBlock(
  entries: VisitorEntry[],
  texts: { colon: string; visitorWrote: string; visitorEnd: string },
): string[] {
  return [
    texts.visitorWrote,
    ...entries.flatMap((entry) => quotedEntry(entry, texts.colon)),
    texts.visitorEnd,
  ];
}
