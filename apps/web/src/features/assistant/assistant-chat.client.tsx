'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { MediaItem } from '@dav/contract';
import { isStill, useDeviceFlags } from '@/hooks/use-device-flags';
import { MediaModal } from '@/components/media-modal/media-modal.client';
import { RouteLink } from '@/components/ui/route-link';
import { AssistantBackground } from './assistant-background.client';
import { AssistantChoices } from './assistant-choices.client';
import { AssistantComposer } from './assistant-composer.client';
import { AssistantLog } from './assistant-log.client';
import { acceptsChoice, acceptsSend, redirectionWords } from './assistant-reducer';
import type { AssistantConfig } from './assistant-types';
import { AssistantTyping } from './assistant-typing.client';
import { useAssistantScheduler, type OpenRequest } from './use-assistant-scheduler';
import { useAssistantScript } from './use-assistant-script';
import { useConversation } from './use-conversation';
import styles from './assistant.module.css';

interface ChatProps {
  config: AssistantConfig;
  request: OpenRequest;
  onClose: () => void;
}

/**
 * The assistant's chat (docs/product.md#the-assistant), loaded only once opened. A
 * non-modal dialog: the page stays usable and Tab leaves it like any region; Escape or the close
 * button closes it (the launcher gives focus back). Its media open in the site's media modal.
 */
export function AssistantChat({ config, request, onClose }: ChatProps) {
  const { strings, language } = config;
  const loaded = useAssistantScript(language);
  const script = loaded.status === 'ready' ? loaded.script : null;
  // Without its script the chat cannot talk: it says so and offers the contact page.
  const failed = loaded.status === 'failed';
  const [state, dispatch] = useConversation();
  const input = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [media, setMedia] = useState<MediaItem | null>(null);
  const still = isStill(useDeviceFlags()) || config.accessible;
  const titleId = useId();
  const { activity } = useAssistantScheduler({
    state,
    dispatch,
    script,
    request,
    language,
    redirection: redirectionWords(config.accessible, strings),
    isComposing: () => (input.current?.value.trim() ?? '') !== '',
  });

  // The newest message in view.
  const count = state.log.length;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, state.typing, state.offer]);

  const offered =
    !script || state.offer === null ? [] : state.offer === 'drinks' ? script.drinks : script.entries;
  const username = state.username ?? script?.anonymousName ?? '';
  return (
    <>
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        className={styles.panel}
        data-still={still ? '' : undefined}
        data-assistant-chat=""
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onClose();
        }}
      >
        <AssistantBackground media={state.botMedia ?? script?.background ?? null} still={still} />
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {strings.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={strings.close}
            onClick={onClose}
            // Without its script the chat has no input: focus still comes in, here.
            autoFocus={failed}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={scroller} className={styles.scroller}>
          <AssistantLog
            entries={state.log}
            label={strings.log}
            username={username}
            strings={strings}
            onMedia={setMedia}
            onCta={(cta) => {
              if (acceptsChoice(state)) dispatch({ type: 'cta', cta });
            }}
            notice={
              failed ? (
                <div className={styles.bot} data-author="bot">
                  <p className={styles.text}>{strings.unavailable}</p>
                  <div className={styles.ctas}>
                    <RouteLink href={config.contactPath} className={styles.cta}>
                      {strings.contact}
                    </RouteLink>
                  </div>
                </div>
              ) : null
            }
          />
          <AssistantChoices
            entries={offered}
            label={strings.choices}
            onChoose={(entry) => {
              if (!script || !acceptsChoice(state)) return;
              dispatch({
                type: 'choose',
                script,
                entry,
                kind: state.offer === 'drinks' ? 'drinks' : 'entries',
              });
              input.current?.focus();
            }}
          />
          <AssistantTyping typing={state.typing && !failed} text={strings.typing} />
        </div>
        {failed ? null : (
          <AssistantComposer
            strings={strings}
            inputRef={input}
            restore={state.restore}
            onActivity={activity}
            onSend={(text) => {
              if (!script || !acceptsSend(state, text)) return false;
              dispatch({ type: 'send', script, text });
              return true;
            }}
          />
        )}
      </section>
      <MediaModal item={media} onClose={() => setMedia(null)} strings={strings.media} />
    </>
  );
}
