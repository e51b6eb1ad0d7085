import type { Locale } from '@dav/contract';
import type { Payload } from 'payload';
import { buildClassifier } from './classifier';
import { loadKnowledge, type Knowledge } from './knowledge';
import { cachedModel } from './model-cache';
import type { IntentClassifier } from './understanding';

/** One language's assistant: what it knows and the classifier trained on its intents. */
export interface AssistantModel extends Knowledge {
  locale: Locale;
  classifier: IntentClassifier;
}

/** The model of `locale`, built on its first question and kept until an edit (model-cache.ts). */
export function assistantModel(payload: Payload, locale: Locale): Promise<AssistantModel> {
  return cachedModel(locale, async () => {
    const knowledge = await loadKnowledge(payload, locale);
    return { ...knowledge, locale, classifier: buildClassifier(locale, knowledge.examples) };
  });
}
