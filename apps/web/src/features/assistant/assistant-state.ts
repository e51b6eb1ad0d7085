import type {
  AssistantScript,
  BotAnswer,
  BotCta,
  BotMessage,
  BotScriptedEntry,
  MediaItem,
} from '@dav/contract';

/** The assistant's conversation state and its actions (assistant-reducer.ts runs them). */

export type Author = 'bot' | 'visitor';

/** One message of the log. Text is plain (markup stripped) and may hold `{username}`. */
export interface ChatEntry {
  id: number;
  author: Author;
  text: string | null;
  media: MediaItem | null;
  ctas: BotCta[];
}

export type Phase = 'new' | 'greeting' | 'name' | 'chat';
/** The scripted buttons offered under the log: the drinks, then the script's entries. */
export type Offer = 'drinks' | 'entries' | null;

/** A scripted reply due `BOT_CHOICE_REPLY_MS` after the visitor's choice. */
export interface PendingReply {
  id: number;
  messages: BotMessage[];
  background: MediaItem | null;
  offer: Offer;
}

/** A question posted to the server, its answer not in yet. */
export interface Awaiting {
  id: number;
  question: string;
  idle: boolean;
}

export interface AssistantState {
  phase: Phase;
  log: ChatEntry[];
  nextId: number;
  /** SPEC 3 `username`: the accepted first name, or the script's anonymous name. */
  username: string | null;
  /** SPEC 3 `botMedia`: the background (a drink's video), null for the script's own. */
  botMedia: MediaItem | null;
  /** SPEC 3 `botUserMessages`: what the visitor said, in order. */
  botUserMessages: string[];
  /** SPEC 3 `errorMessages`: by log index of the bot's "unavailable" message, the question that failed. */
  errorMessages: Record<number, string>;
  typing: boolean;
  offer: Offer;
  pending: PendingReply | null;
  awaiting: Awaiting | null;
  /** A site path to navigate to `BOT_REDIRECT_MS` after its announcement (main hosts only). */
  redirect: string | null;
  /** The idle message went out; the next one waits for the visitor to do something. */
  idleSent: boolean;
  /** What the visitor typed, given back to the input after a failed answer. */
  restore: { id: number; text: string } | null;
}

/**
 * How an answer's redirection is offered: on a main host announced, then followed after
 * `BOT_REDIRECT_MS`; on an accessibility host (`ay-*`) a link in the log that the visitor follows
 * or not, since there a change of context happens only on request (WCAG 3.2.5, 2.2.1 AAA).
 */
export type RedirectionWords = { follow: true; announce: string } | { follow: false; link: string };

export type AssistantAction =
  | { type: 'activate' }
  | { type: 'typing' }
  | { type: 'greet'; script: AssistantScript; name: string | null }
  | { type: 'send'; script: AssistantScript; text: string }
  | { type: 'choose'; script: AssistantScript; entry: BotScriptedEntry; kind: 'drinks' | 'entries' }
  | { type: 'cta'; cta: BotCta }
  | { type: 'reply' }
  | { type: 'idle' }
  | { type: 'answer'; id: number; answer: BotAnswer; redirection: RedirectionWords }
  | { type: 'fail'; id: number; script: AssistantScript }
  | { type: 'redirected' }
  | { type: 'reset-errors' };

export const initialAssistantState: AssistantState = {
  phase: 'new',
  log: [],
  nextId: 1,
  username: null,
  botMedia: null,
  botUserMessages: [],
  errorMessages: {},
  typing: false,
  offer: null,
  pending: null,
  awaiting: null,
  redirect: null,
  idleSent: false,
  restore: null,
};
