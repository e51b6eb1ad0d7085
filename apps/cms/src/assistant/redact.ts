/*
 * An unmatched question is kept for editors to learn from, never to find who asked: what could
 * name or reach a person is masked before it is stored (docs/product.md#the-assistant).
 */

const EMAIL = /[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[^\s@<>()[\]",;:]+/g;
/** Six digits or more, spaces, dots, dashes or a leading + between them: a phone or an id number. */
const LONG_NUMBER = /\+?\d(?:[\s.\-/]?\d){5,}/g;

export function redactQuestion(question: string): string {
  return question.replace(EMAIL, '[e-mail]').replace(LONG_NUMBER, '[number]');
}
