'use client';

import type { BotCta, MediaItem } from '@dav/contract';
import { isSitePath } from '@dav/rules';
import { RouteLink } from '@/components/ui/route-link';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { fillUsername, type ChatEntry } from './assistant-reducer';
import type { AssistantStrings } from './assistant-types';
import styles from './assistant.module.css';

export interface MessageProps {
  entry: ChatEntry;
  username: string;
  strings: AssistantStrings;
  onMedia: (media: MediaItem) => void;
  onCta: (cta: BotCta) => void;
}

/**
 * One message of the log, as text only (never HTML). The visitor's own messages are hidden from
 * assistive technologies: they echo what was just typed, and inside the live log they would be
 * read back (see assistant-log.client.tsx).
 */
export function AssistantMessage({ entry, username, strings, onMedia, onCta }: MessageProps) {
  const fill = (text: string) => fillUsername(text, username);
  if (entry.author === 'visitor') {
    return (
      <div className={styles.visitor} aria-hidden="true" data-author="visitor">
        {entry.text ? fill(entry.text) : null}
      </div>
    );
  }
  const { media } = entry;
  return (
    <div className={styles.bot} data-author="bot">
      {entry.text ? <p className={styles.text}>{fill(entry.text)}</p> : null}
      {media ? (
        <button type="button" className={styles.media} onClick={() => onMedia(media)}>
          {media.type === 'image' ? (
            // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a CMS file, named by the button
            <img src={media.url} alt="" className={styles.thumbnail} />
          ) : null}
          <span>
            {(media.type === 'image' ? strings.openImage : strings.openVideo).replace('{alt}', media.alt)}
          </span>
        </button>
      ) : null}
      {entry.ctas.length > 0 ? (
        <div className={styles.ctas}>
          {entry.ctas.map((cta) => (
            <CallToAction
              key={`${cta.role}:${cta.label}`}
              cta={cta}
              label={fill(cta.label)}
              strings={strings}
              onCta={onCta}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function CallToAction({
  cta,
  label,
  strings,
  onCta,
}: {
  cta: BotCta;
  label: string;
  strings: AssistantStrings;
  onCta: (cta: BotCta) => void;
}) {
  if (cta.role === 'button') {
    return (
      <button type="button" className={styles.cta} onClick={() => onCta(cta)}>
        {label}
      </button>
    );
  }
  const url = cta.url ?? '';
  if (!cta.external && isSitePath(url)) {
    return (
      <RouteLink href={url} className={styles.cta}>
        {label}
      </RouteLink>
    );
  }
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <a href={url} className={styles.cta} target="_blank" rel="noopener noreferrer">
      {label}
      <VisuallyHidden> {strings.newTab}</VisuallyHidden>
    </a>
  );
}
