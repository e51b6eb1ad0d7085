'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
// A type only: erased, so the chat's code stays out of this chunk.
import type { AssistantChat as AssistantChatType } from './assistant-chat.client';
import type { AssistantConfig } from './assistant-types';
import { isMascotHash } from './mascot-hash';
import type { OpenRequest } from './use-assistant-scheduler';

type Chat = typeof AssistantChatType;
/**
 * The chat's code (and the script it reads) is fetched on the first opening only. Imported by
 * hand rather than through `lazy`: the chat then appears in an ordinary update, not a Suspense
 * reveal that React holds back on a timer, so its own delays count from its real arrival.
 */
let loadedChat: Chat | null = null;

const PROMPT = 'form[data-assistant-prompt]';

/** What was typed in the prompt, taken out of it (it never goes into a URL). */
function takeTyped(form: HTMLFormElement | null): string | null {
  const input = form?.querySelector('input');
  if (!input || !input.value) return null;
  const typed = input.value;
  input.value = '';
  return typed;
}

/** The page's main heading, focusable: where focus goes when a chat opened by URL closes. */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * The home page's launcher (SPEC 2.1): opens the chat when the hash is the mascot's first name,
 * or when the name prompt is sent (its name the visitor's first answer). Opening sets the hash
 * (so that Back from a page the bot led to finds the chat open), closing removes it; while open,
 * the footer is hidden (`html[data-assistant-open]`, footer.module.css). Ships no chat code.
 */
export function AssistantLauncher({ config }: { config: AssistantConfig }) {
  const { mascotName } = config;
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [AssistantChat, setChat] = useState<Chat | null>(() => loadedChat);

  const openWith = useCallback(
    (name: string | null) => setRequest((current) => ({ seq: (current?.seq ?? 0) + 1, name })),
    [],
  );

  useEffect(() => {
    const fromHash = () => {
      if (!isMascotHash(window.location.hash, mascotName)) {
        setRequest(null);
        return;
      }
      // A prompt sent before the page was interactive only set the hash: its input still holds the name.
      const typed = takeTyped(document.querySelector<HTMLFormElement>(PROMPT));
      opener.current = null;
      setRequest((current) =>
        current && typed === null ? current : { seq: (current?.seq ?? 0) + 1, name: typed },
      );
    };
    const fromPrompt = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(PROMPT)) return;
      event.preventDefault();
      opener.current = event.submitter instanceof HTMLElement ? event.submitter : null;
      openWith(takeTyped(form) ?? '');
      if (!isMascotHash(window.location.hash, mascotName)) {
        window.history.replaceState(null, '', `#${mascotName}`);
      }
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    document.addEventListener('submit', fromPrompt);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      document.removeEventListener('submit', fromPrompt);
    };
  }, [mascotName, openWith]);

  const open = request !== null;
  useEffect(() => {
    document.documentElement.toggleAttribute('data-assistant-open', open);
    return () => document.documentElement.removeAttribute('data-assistant-open');
  }, [open]);

  const wanted = request !== null && AssistantChat === null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('./assistant-chat.client').then((module) => {
      loadedChat = module.AssistantChat;
      if (live) setChat(() => module.AssistantChat);
    });
    return () => {
      live = false;
    };
  }, [wanted]);

  if (!request || !AssistantChat) return null;
  const close = () => {
    setRequest(null);
    const { pathname, search } = window.location;
    window.history.replaceState(null, '', `${pathname}${search}`);
    (opener.current ?? mainHeading())?.focus();
  };
  return <AssistantChat config={config} request={request} onClose={close} />;
}
