import {
  BOT_IDLE_QUESTION,
  BOT_USERNAME_PLACEHOLDER,
  type AssistantScript,
  type BotMessage,
  type MediaItem,
} from '@dav/contract';
import { cleanName, isOffensiveName, isSitePath, stripMarkup } from '@dav/rules';
import {
  initialAssistantState,
  type AssistantAction,
  type AssistantState,
  type ChatEntry,
  type Offer,
  type RedirectionWords,
} from './assistant-state';

export { initialAssistantState };
export type { AssistantAction, AssistantState, ChatEntry, RedirectionWords };

/**
 * The assistant's conversation (docs/product.md#the-assistant, SPEC 3 and 4) as a pure
 * state machine: new → greeting (typing, then the greetings and the name question) → name (until
 * an acceptable first name) → chat (drinks, then scripted entries and questions to the server).
 * Timings are not here: `use-assistant-scheduler.ts` dispatches `typing`, `greet`, `reply`,
 * `idle` and the answers when they are due.
 */

/** `{username}` filled wherever a message has it. */
export function fillUsername(text: string, username: string): string {
  return text.split(BOT_USERNAME_PLACEHOLDER).join(username);
}

/** What a message becomes once its markup is stripped and its ends trimmed; '' when blank. */
export function plainText(raw: string): string {
  return stripMarkup(raw).trim();
}

/** A path as the visitor reads it: `/nos-offres?q=développeur`, not `?q=d%C3%A9veloppeur`. */
function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * A redirection's words for this host: followed after its announcement on a main host, a link to
 * follow on an accessibility host (`accessible`, isAY11).
 */
export function redirectionWords(
  accessible: boolean,
  strings: { redirecting: string; goTo: string },
): RedirectionWords {
  return accessible ? { follow: false, link: strings.goTo } : { follow: true, announce: strings.redirecting };
}

/** Whether a send of `raw` is taken now; when not, what was typed stays in the input. */
export function acceptsSend(state: AssistantState, raw: string): boolean {
  if (state.phase === 'name') return state.pending === null;
  if (state.phase !== 'chat' || state.awaiting !== null || state.pending !== null) return false;
  return plainText(raw) !== '';
}

/** Whether a scripted button or a `button` call to action can be played now. */
export const acceptsChoice = (state: AssistantState) =>
  state.phase === 'chat' && state.awaiting === null && state.pending === null;

function bot(state: AssistantState, text: string | null, extra: Partial<ChatEntry> = {}): AssistantState {
  const entry: ChatEntry = { id: state.nextId, author: 'bot', text, media: null, ctas: [], ...extra };
  return { ...state, log: [...state.log, entry], nextId: state.nextId + 1 };
}

function visitor(state: AssistantState, text: string): AssistantState {
  const entry: ChatEntry = { id: state.nextId, author: 'visitor', text, media: null, ctas: [] };
  return {
    ...state,
    log: [...state.log, entry],
    nextId: state.nextId + 1,
    botUserMessages: [...state.botUserMessages, text],
  };
}

function botMessages(state: AssistantState, messages: readonly BotMessage[]): AssistantState {
  return messages.reduce(
    (s, m) => (m.media ? bot(s, null, { media: m.media }) : bot(s, plainText(m.message ?? ''))),
    state,
  );
}

/** The visitor's answer to the name question: empty → anonymous, offensive → asked again. */
function answerName(state: AssistantState, script: AssistantScript, raw: string): AssistantState {
  const name = cleanName(raw);
  const said = plainText(raw);
  let next = said ? visitor(state, said) : state;
  if (name && isOffensiveName(name)) {
    next = bot(next, script.offensiveNameReply);
    return bot(next, script.nameQuestion);
  }
  next = { ...next, username: name || script.anonymousName };
  next = script.nameReply.reduce((s, text) => bot(s, text), next);
  return { ...next, phase: 'chat', offer: 'drinks', idleSent: false };
}

/** The visitor's message now; the bot's messages once `reply` is dispatched. */
function play(
  state: AssistantState,
  said: string,
  messages: BotMessage[],
  background: MediaItem | null,
  offer: Offer,
): AssistantState {
  const text = plainText(said);
  const next = text ? visitor(state, text) : state;
  return {
    ...next,
    typing: true,
    idleSent: false,
    pending: { id: next.nextId, messages, background, offer },
    nextId: next.nextId + 1,
  };
}

export function assistantReducer(state: AssistantState, action: AssistantAction): AssistantState {
  switch (action.type) {
    case 'activate':
      return state.phase === 'new' || state.phase === 'greeting'
        ? { ...state, phase: 'greeting', typing: false }
        : state;
    case 'typing':
      return state.phase === 'greeting' ? { ...state, typing: true } : state;
    case 'greet': {
      if (state.phase !== 'greeting') return state;
      let next = action.script.greetings.reduce((s, text) => bot(s, text), state);
      next = { ...bot(next, action.script.nameQuestion), phase: 'name', typing: false };
      return action.name === null ? next : answerName(next, action.script, action.name);
    }
    case 'send': {
      if (!acceptsSend(state, action.text)) return state;
      if (state.phase === 'name') return answerName(state, action.script, action.text);
      const question = plainText(action.text);
      const next = visitor(state, question);
      return {
        ...next,
        typing: true,
        idleSent: false,
        restore: null,
        awaiting: { id: next.nextId, question, idle: false },
        nextId: next.nextId + 1,
      };
    }
    case 'choose': {
      if (!acceptsChoice(state)) return state;
      const { entry, script, kind } = action;
      const then = kind === 'drinks' && script.entries.length > 0 ? 'entries' : null;
      return play({ ...state, offer: null }, entry.userMessage, entry.botMessages, entry.background, then);
    }
    case 'cta':
      if (!acceptsChoice(state)) return state;
      return play(state, action.cta.userMessage ?? '', action.cta.botMessages, null, state.offer);
    case 'reply': {
      const { pending } = state;
      if (!pending) return state;
      const next = botMessages(state, pending.messages);
      return {
        ...next,
        pending: null,
        typing: false,
        offer: pending.offer,
        botMedia: pending.background ?? state.botMedia,
      };
    }
    case 'idle':
      if (state.phase !== 'chat' || state.awaiting || state.pending || state.idleSent) return state;
      return {
        ...state,
        typing: true,
        idleSent: true,
        awaiting: { id: state.nextId, question: BOT_IDLE_QUESTION, idle: true },
        nextId: state.nextId + 1,
      };
    case 'answer': {
      if (state.awaiting?.id !== action.id) return state;
      let next: AssistantState = { ...state, awaiting: null, typing: false, errorMessages: {} };
      for (const item of action.answer) {
        next = bot(next, plainText(item.message), { ctas: item.ctas });
        if (item.media) next = bot(next, null, { media: item.media });
      }
      const to = action.answer.map((item) => item.redirection).find((path) => path && isSitePath(path));
      if (!to) return next;
      const words = action.redirection;
      const page = readablePath(to);
      if (words.follow) return { ...bot(next, words.announce.replace('{page}', page)), redirect: to };
      // An accessibility host: the way there, never the trip itself (assistant-state.ts RedirectionWords).
      const link = { label: words.link.replace('{page}', page), role: 'link' as const, url: to };
      return bot(next, null, { ctas: [{ ...link, external: false, userMessage: null, botMessages: [] }] });
    }
    case 'fail': {
      const { awaiting } = state;
      if (awaiting?.id !== action.id) return state;
      const settled = { ...state, awaiting: null, typing: false };
      // The nudge failing is no news to the visitor: nothing is said.
      if (awaiting.idle) return settled;
      const { unavailable } = action.script;
      let next = bot(settled, plainText(unavailable.message), { ctas: unavailable.ctas });
      next = { ...next, errorMessages: { ...next.errorMessages, [next.log.length - 1]: awaiting.question } };
      return { ...next, restore: { id: awaiting.id, text: awaiting.question } };
    }
    case 'redirected':
      return { ...state, redirect: null };
    case 'reset-errors':
      return { ...state, errorMessages: {} };
  }
}
