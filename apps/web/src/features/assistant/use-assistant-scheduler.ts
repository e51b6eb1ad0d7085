import { useEffect, useEffectEvent, useRef, useState, type Dispatch } from 'react';
import { useRouter } from 'next/navigation';
import type { AssistantScript, Locale } from '@dav/contract';
import {
  BOT_CHOICE_REPLY_MS,
  BOT_GREETING_DELAY_MS,
  BOT_IDLE_MS,
  BOT_REDIRECT_MS,
  BOT_TYPING_MS,
} from '@dav/rules';
import { pushOrLoad } from '@/features/consent/whistleblowing-guard';
import { askBot } from './answer-client';
import type { AssistantAction, AssistantState, RedirectionWords } from './assistant-reducer';

/** Opening the chat: a new `seq` per opening; `name` is the prompt's, null when opened by hash. */
export interface OpenRequest {
  seq: number;
  name: string | null;
}

interface SchedulerOptions {
  state: AssistantState;
  dispatch: Dispatch<AssistantAction>;
  script: AssistantScript | null;
  request: OpenRequest;
  language: Locale;
  /** Announced then followed ("Je vous emmène vers {page}…"), or offered as a link on `ay-*`. */
  redirection: RedirectionWords;
  /** Something typed and not sent: the idle message waits. */
  isComposing: () => boolean;
}

/**
 * The assistant's timings (SPEC 4, docs/product.md#constants), all counted on the page's clock
 * from what starts them: typing `BOT_TYPING_MS` and the greeting `BOT_GREETING_DELAY_MS` after
 * the first activation, a scripted reply `BOT_CHOICE_REPLY_MS` after the choice, a redirection
 * `BOT_REDIRECT_MS` after its announcement (on a main host: on `ay-*` the reducer offers a link
 * and sets no redirect, so nothing navigates by itself), the idle question after `BOT_IDLE_MS` without
 * activity. No timer ever limits the visitor (WCAG 2.2.1): the idle question is a nudge that
 * waits while anything is typed, and closes or clears nothing. Returns `activity`, for keystrokes.
 */
export function useAssistantScheduler(options: SchedulerOptions): { activity: () => void } {
  const { state, dispatch, script, request, language, redirection } = options;
  const router = useRouter();

  // The greeting, on first activation only: a conversation read back past it is not replayed.
  const [greetDue, setGreetDue] = useState(false);
  const promptName = useRef<string | null>(null);
  // Read when the chat opens: the activation it makes must not stop its own timers.
  const [beginsNew] = useState(state.phase === 'new');
  useEffect(() => {
    if (!beginsNew) return;
    dispatch({ type: 'activate' });
    const typing = window.setTimeout(() => dispatch({ type: 'typing' }), BOT_TYPING_MS);
    const greet = window.setTimeout(() => setGreetDue(true), BOT_GREETING_DELAY_MS);
    return () => {
      window.clearTimeout(typing);
      window.clearTimeout(greet);
    };
  }, [beginsNew, dispatch]);

  // The prompt's name: the answer to the question, now or once the greeting has asked it.
  const answerPrompt = useEffectEvent((name: string) => {
    if (state.phase === 'name' && script) dispatch({ type: 'send', script, text: name });
    else if (state.phase === 'new' || state.phase === 'greeting') promptName.current = name;
  });
  useEffect(() => {
    if (request.name !== null) answerPrompt(request.name);
  }, [request.seq, request.name]);

  const greeting = state.phase === 'greeting';
  useEffect(() => {
    if (!greetDue || !greeting || !script) return;
    dispatch({ type: 'greet', script, name: promptName.current });
    promptName.current = null;
  }, [greetDue, greeting, script, dispatch]);

  const pendingId = state.pending?.id;
  useEffect(() => {
    if (pendingId === undefined) return;
    const timer = window.setTimeout(() => dispatch({ type: 'reply' }), BOT_CHOICE_REPLY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingId, dispatch]);

  const { awaiting } = state;
  const ask = useEffectEvent((signal: AbortSignal) => {
    if (!awaiting || !script) return;
    const { id } = awaiting;
    void askBot(awaiting.question, language, { signal }).then((result) => {
      if (result.ok) dispatch({ type: 'answer', id, answer: result.answer, redirection });
      else if (result.reason !== 'aborted') dispatch({ type: 'fail', id, script });
    });
  });
  const ready = script !== null;
  useEffect(() => {
    if (awaiting?.id === undefined || !ready) return;
    const controller = new AbortController();
    ask(controller.signal);
    return () => controller.abort();
  }, [awaiting?.id, ready]);

  const { redirect } = state;
  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => {
      dispatch({ type: 'redirected' });
      // The whistleblowing form is a full load under a loaded tag manager (docs/product.md#shell-consent-and-whistleblowing).
      pushOrLoad((href) => router.push(href), redirect);
    }, BOT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [redirect, router, dispatch]);

  const idleReady = state.phase === 'chat' && !state.awaiting && !state.pending && !state.idleSent;
  const composing = useEffectEvent(() => options.isComposing());
  const rearm = useRef<() => void>(() => {});
  useEffect(() => {
    if (!idleReady) return;
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => (composing() ? arm() : dispatch({ type: 'idle' })), BOT_IDLE_MS);
    };
    arm();
    rearm.current = arm;
    return () => {
      window.clearTimeout(timer);
      rearm.current = () => {};
    };
  }, [idleReady, state.log.length, dispatch]);

  return { activity: () => rearm.current() };
}
