import { BOT_IDLE_QUESTION, type BotAnswerItem } from '@dav/contract';
import { isOffensiveName, stripMarkup } from '@dav/rules';
import { extractEntities } from './entities';
import type { AssistantModel } from './model';
import type { IntentKind, NamedEntities } from './understanding';

/*
 * What the assistant says to one message (docs/product.md#the-assistant), from the language's
 * model alone: no database here. The outcome says what to count (stats.ts).
 */

export type Outcome =
  { kind: 'idle' | 'rude' } | { kind: 'matched'; intent: number } | { kind: 'unmatched'; question: string };

/** The offers search the site's `offersSearchHref` makes: only what the question named. */
export function offersSearchPath(named: NamedEntities): string {
  const params = new URLSearchParams();
  if (named.role) params.set('q', named.role);
  if (named.subsidiary) params.set('subsidiary', named.subsidiary);
  return params.size > 0 ? `/nos-offres?${params}` : '/nos-offres';
}

/** Where an answer of `kind` leads once the question's entities are known; null: as written. */
function destination(kind: IntentKind, named: NamedEntities): string | null {
  if (kind === 'offers' && (named.role || named.subsidiary)) return offersSearchPath(named);
  if (kind === 'subsidiaries' && named.subsidiary)
    return `/nos-filiales/${encodeURIComponent(named.subsidiary)}`;
  return null;
}

/** The last item leads there: the answer is said, then the chat goes to the page. */
function leadTo(answer: BotAnswerItem[], path: string | null): BotAnswerItem[] {
  if (path === null) return answer;
  return answer.map((item, index) => (index === answer.length - 1 ? { ...item, redirection: path } : item));
}

/** A set answer editors emptied in this language gives way to the fallback answer. */
const said = (model: AssistantModel, answer: BotAnswerItem[]) =>
  answer.length > 0 ? answer : model.fallback;

export function answerQuestion(
  model: AssistantModel,
  question: string,
): { answer: BotAnswerItem[]; outcome: Outcome } {
  if (question === BOT_IDLE_QUESTION) return { answer: said(model, model.idle), outcome: { kind: 'idle' } };
  // Read as plain text: whatever markup a visitor types is dropped before anything else.
  const text = stripMarkup(question).trim();
  if (isOffensiveName(text)) return { answer: said(model, model.rudeness), outcome: { kind: 'rude' } };
  const match = text ? model.classifier.classify(text) : null;
  const intent = match ? model.intents.get(match.key) : undefined;
  if (!intent) return { answer: model.fallback, outcome: { kind: 'unmatched', question: text } };
  const named = intent.kind === 'static' ? {} : extractEntities(model.locale, text, model.known);
  return {
    answer: leadTo(intent.answer, destination(intent.kind, named)),
    outcome: { kind: 'matched', intent: intent.id },
  };
}
