import { BOT_IDLE_QUESTION, type BotAnswerItem } from '@dav/contract';
import { isOffensiveName, stripMarkup } from '@dav/rules';
import { completeLink } from './destination';
import { extractEntities } from './entities';
import type { AssistantModel } from './model';
import type { IntentKind, NamedEntities } from './understanding';

/*
 * What the assistant says to one message (docs/product.md#the-assistant), from the language's
 * model alone: no database here. The outcome says what to count (stats.ts).
 */

export type Outcome =
  { kind: 'idle' | 'rude' } | { kind: 'matched'; intent: number } | { kind: 'unmatched'; question: string };

/**
 * The intent's answer with its links completed from what the question named (destination.ts):
 * the offers search prefilled, the subsidiaries' list turned into the named one's page.
 */
function completed(kind: IntentKind, answer: BotAnswerItem[], named: NamedEntities): BotAnswerItem[] {
  if (kind === 'static') return answer;
  const link = (url: string) => completeLink(kind, url, named);
  return answer.map((item) => ({
    ...item,
    redirection: item.redirection === null ? null : link(item.redirection),
    ctas: item.ctas.map((cta) =>
      cta.role === 'link' && cta.url !== null ? { ...cta, url: link(cta.url) } : cta,
    ),
  }));
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
    answer: completed(intent.kind, intent.answer, named),
    outcome: { kind: 'matched', intent: intent.id },
  };
}
