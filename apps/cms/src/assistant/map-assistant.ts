import type { BotAnswerItem, BotCta, BotMessage, BotScriptedEntry, Locale } from '@dav/contract';
import type { BotAnswerRows, BotMessageRows, Media } from '../payload-types';
import { mapMediaItem } from '../fields/map-image';

/* The assistant's rows as stored (fields/bot-answer.ts) → the contract's shapes (@dav/contract assistant.ts). */

const textOrNull = (value: string | null | undefined) => (value?.trim() ? value : null);

/** Each row a text or a media: a row with both shows its text, one with neither is left out. */
export function mapBotMessages(rows: BotMessageRows | null | undefined, locale: Locale): BotMessage[] {
  return (rows ?? []).flatMap((row): BotMessage[] => {
    const text = textOrNull(row.text);
    if (text !== null) return [{ message: text, media: null }];
    const media = mapMediaItem(row.media, locale);
    return media ? [{ message: null, media }] : [];
  });
}

type CtaRow = NonNullable<NonNullable<BotAnswerRows>[number]['ctas']>[number];

/** A link without a url or a button without a message could not be shown: left out. */
function mapCta(row: CtaRow, locale: Locale): BotCta[] {
  const url = textOrNull(row.url);
  const userMessage = textOrNull(row.userMessage);
  if (row.role === 'button') {
    if (userMessage === null) return [];
    const botMessages = mapBotMessages(row.botMessages, locale);
    return [{ label: row.label, role: 'button', url: null, external: false, userMessage, botMessages }];
  }
  if (url === null) return [];
  return [
    {
      label: row.label,
      role: 'link',
      url,
      external: Boolean(row.external),
      userMessage: null,
      botMessages: [],
    },
  ];
}

export function mapBotAnswer(rows: BotAnswerRows | null | undefined, locale: Locale): BotAnswerItem[] {
  return (rows ?? []).map((row) => ({
    message: row.message,
    ctas: (row.ctas ?? []).flatMap((cta) => mapCta(cta, locale)),
    redirection: textOrNull(row.redirection),
    media: mapMediaItem(row.media, locale),
  }));
}

interface EntryRow {
  label: string;
  userMessage: string;
  botMessages?: BotMessageRows | null;
  background?: number | Media | null;
}

export function mapScriptedEntry(row: EntryRow, locale: Locale): BotScriptedEntry {
  return {
    label: row.label,
    role: 'button',
    userMessage: row.userMessage,
    botMessages: mapBotMessages(row.botMessages, locale),
    background: mapMediaItem(row.background, locale),
  };
}
