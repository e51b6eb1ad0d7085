import type { AssistantScript, Locale } from '@dav/contract';
import type { Payload } from 'payload';
import { mapMediaItem } from '../fields/map-image';
import { mapBotAnswer, mapScriptedEntry } from '../assistant/map-assistant';

/** GET /wp-json/api/{locale}/assistant: the chat's script, from the assistant global. */
export async function loadAssistantScript(payload: Payload, locale: Locale): Promise<AssistantScript> {
  // Depth 2: a video's captions and poster are documents of their own.
  const doc = await payload.findGlobal({ slug: 'assistant', locale, depth: 2 });
  // The script's one message for failures; the fallback answer stands in when it is empty.
  const [unavailable] = [...mapBotAnswer(doc.unavailable, locale), ...mapBotAnswer(doc.fallback, locale)];
  if (!unavailable) throw new Error(`The assistant has no unavailable answer in ${locale}`);
  return {
    mascotName: doc.mascotName,
    greetings: (doc.greetings ?? []).map((row) => row.message),
    nameQuestion: doc.nameQuestion,
    anonymousName: doc.anonymousName,
    offensiveNameReply: doc.offensiveNameReply,
    nameReply: (doc.nameReply ?? []).map((row) => row.message),
    drinks: (doc.drinks ?? []).map((row) => mapScriptedEntry(row, locale)),
    entries: (doc.entries ?? []).map((row) => mapScriptedEntry(row, locale)),
    unavailable,
    background: mapMediaItem(doc.background, locale),
  };
}
