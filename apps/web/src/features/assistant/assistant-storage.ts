import { z } from 'zod';
import { BotCtaSchema, BotMessageSchema, MediaItemSchema } from '@dav/contract';
import { initialAssistantState, type AssistantState } from './assistant-reducer';

/**
 * The conversation kept for the tab (SPEC 3 shared state: botMedia, botUserMessages, username,
 * errorMessages, and the log), so that a navigation to another page and back finds it as it
 * was. sessionStorage: this tab only, gone with it. What is read back is parsed: a value from an
 * older version or edited by hand starts a fresh conversation.
 */
export const ASSISTANT_STORAGE_KEY = 'dav.assistant';

const OfferSchema = z.enum(['drinks', 'entries']).nullable();

const StoredConversationSchema = z.object({
  phase: z.enum(['new', 'greeting', 'name', 'chat']),
  log: z.array(
    z.object({
      id: z.number().int(),
      author: z.enum(['bot', 'visitor']),
      text: z.string().nullable(),
      media: MediaItemSchema.nullable(),
      ctas: z.array(BotCtaSchema),
    }),
  ),
  nextId: z.number().int().positive(),
  username: z.string().nullable(),
  botMedia: MediaItemSchema.nullable(),
  botUserMessages: z.array(z.string()),
  errorMessages: z.record(z.string().regex(/^\d+$/), z.string()),
  offer: OfferSchema,
  pending: z
    .object({
      id: z.number().int(),
      messages: z.array(BotMessageSchema),
      background: MediaItemSchema.nullable(),
      offer: OfferSchema,
    })
    .nullable(),
  awaiting: z.object({ id: z.number().int(), question: z.string(), idle: z.boolean() }).nullable(),
  idleSent: z.boolean(),
});

type Readable = Pick<Storage, 'getItem'>;
type Writable = Pick<Storage, 'setItem'>;

/**
 * The conversation as it was, ready to go on: a reply or an answer that was due is played or
 * asked again, and a greeting cut short starts over (nothing of it had been shown).
 */
export function loadConversation(storage: Readable | null): AssistantState {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(ASSISTANT_STORAGE_KEY) ?? null;
  } catch {
    // Storage refused (disabled, private mode): a fresh conversation.
  }
  if (!raw) return initialAssistantState;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return initialAssistantState;
  }
  const parsed = StoredConversationSchema.safeParse(json);
  if (!parsed.success) return initialAssistantState;
  const stored = parsed.data;
  return {
    ...initialAssistantState,
    ...stored,
    phase: stored.phase === 'greeting' ? 'new' : stored.phase,
    errorMessages: Object.fromEntries(Object.entries(stored.errorMessages).map(([k, v]) => [Number(k), v])),
    typing: stored.pending !== null || stored.awaiting !== null,
  };
}

/** Keeps the conversation for the tab; a full or refused storage only loses it. */
export function saveConversation(storage: Writable | null, state: AssistantState): void {
  const { typing: _typing, redirect: _redirect, restore: _restore, ...kept } = state;
  try {
    storage?.setItem(ASSISTANT_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Quota or privacy settings: the conversation lives as long as the page.
  }
}
