import { z } from 'zod';
import { LocaleSchema } from './locale';
import { MediaItemSchema } from './media';

/*
 * The assistant (docs/product.md#the-assistant): the mascot's chat. The site fetches its script
 * (greetings, the name question, the drinks, the scripted entries) when the chat first opens, and
 * posts each later message to the CMS, which answers a list of items (SPEC 3, 7).
 */

/** SPEC 7: form-data `question`, `language`. */
export const BOT_ANSWER_PATH = '/wp-json/clrz/v1/bot/answer';
/** The chat's script in one language: read when the chat opens. */
export const assistantScriptPath = (locale: string) => `/wp-json/api/${locale}/assistant`;

/** Longest question the CMS reads; longer is a 400, and the input stops there. */
export const BOT_QUESTION_MAX = 500;
/**
 * What the browser posts as `question` after `BOT_IDLE_MS` without activity (SPEC 4): the CMS
 * answers the idle answer. Never shown as the visitor's message, never counted as unmatched.
 */
export const BOT_IDLE_QUESTION = '__idle__';
/** Placeholder for the visitor's first name in any bot message (SPEC 3). */
export const BOT_USERNAME_PLACEHOLDER = '{username}';

/** The request, as the CMS parses it: the question is trimmed; blank is refused. */
export const BotQuestionSchema = z.object({
  question: z.string().trim().min(1).max(BOT_QUESTION_MAX),
  language: LocaleSchema,
});
export type BotQuestion = z.infer<typeof BotQuestionSchema>;

/** One bot message of a script: a text, or a media (image or video) opened in the media modal. */
export const BotMessageSchema = z
  .object({ message: z.string().nullable(), media: MediaItemSchema.nullable() })
  .refine((m) => (m.message === null) !== (m.media === null), {
    message: 'A bot message is a text or a media, one of the two',
  });
export type BotMessage = z.infer<typeof BotMessageSchema>;

/**
 * A call to action (SPEC 3): a `link` goes to `url` (a site path, in the tab; or an external URL,
 * `external`, in a new tab); a `button` plays `userMessage` as the visitor's then `botMessages`.
 */
export const BotCtaSchema = z
  .object({
    label: z.string().min(1),
    role: z.enum(['link', 'button']),
    url: z.string().nullable(),
    external: z.boolean(),
    userMessage: z.string().nullable(),
    botMessages: z.array(BotMessageSchema),
  })
  .refine((cta) => (cta.role === 'link' ? cta.url !== null : cta.userMessage !== null), {
    message: 'A link has a url; a button has a user message',
  });
export type BotCta = z.infer<typeof BotCtaSchema>;

/** SPEC 3/7: one item of the server's answer. `redirection` is a site path navigated to after `BOT_REDIRECT_MS`. */
export const BotAnswerItemSchema = z.object({
  message: z.string(),
  ctas: z.array(BotCtaSchema),
  redirection: z.string().nullable(),
  media: MediaItemSchema.nullable(),
});
export type BotAnswerItem = z.infer<typeof BotAnswerItemSchema>;

export const BotAnswerSchema = z.array(BotAnswerItemSchema).min(1);
export type BotAnswer = z.infer<typeof BotAnswerSchema>;

/** SPEC 3 scripted entry: a labelled button that plays the visitor's message then the bot's. */
export const BotScriptedEntrySchema = z.object({
  label: z.string().min(1),
  role: z.literal('button'),
  userMessage: z.string().min(1),
  botMessages: z.array(BotMessageSchema).min(1),
  /** A drink's background video (SPEC 4); null for other entries. */
  background: MediaItemSchema.nullable(),
});
export type BotScriptedEntry = z.infer<typeof BotScriptedEntrySchema>;

/** The chat's script in one language, written by editors (SPEC 4). */
export const AssistantScriptSchema = z.object({
  /** The mascot's first name: the URL hash that opens the chat (case-insensitive). */
  mascotName: z.string().min(1),
  /** Shown `BOT_GREETING_DELAY_MS` after the first activation. */
  greetings: z.array(z.string().min(1)).min(1),
  /** Asked after the greetings, and again after an offensive name. */
  nameQuestion: z.string().min(1),
  /** The name given to an empty answer: _mystérieux(se) inconnu(e)_. */
  anonymousName: z.string().min(1),
  /** The reply to an offensive name: _Joli nom d'oiseau_. */
  offensiveNameReply: z.string().min(1),
  /** The bot's reply once it has a name (`{username}`), then the drinks are offered. */
  nameReply: z.array(z.string().min(1)).min(1),
  /** Tea, water, tomato juice: each changes the background to its video. */
  drinks: z.array(BotScriptedEntrySchema).min(1),
  /** Suggestions offered once a drink is chosen (jobs, a project, the offices…). */
  entries: z.array(BotScriptedEntrySchema),
  /** Said when an answer fails or takes over `BOT_ANSWER_TIMEOUT_MS`; its ctas lead to the contact page. */
  unavailable: BotAnswerItemSchema,
  /** Background media shown before any drink is chosen. */
  background: MediaItemSchema.nullable(),
});
export type AssistantScript = z.infer<typeof AssistantScriptSchema>;
