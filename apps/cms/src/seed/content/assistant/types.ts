import type { Locale } from '@dav/contract';
import type { IntentKind } from '../../../assistant/understanding';

/** A call to action as the seed writes it: a link (site path or external URL), or a scripted button. */
export type SeedBotCta =
  | { label: string; url: string; external?: boolean }
  | { label: string; userMessage: string; botMessages: string[] };

/** One item of an intent's answer; `image` is a seed image key (seed/images.ts). */
export interface SeedBotAnswer {
  message: string;
  ctas?: SeedBotCta[];
  redirection?: string;
  image?: string;
}

/** An intent in the four languages: at least 8 varied example questions each, and its answer. */
export interface SeedIntent {
  key: string;
  kind: IntentKind;
  text: Record<Locale, { examples: string[]; answer: SeedBotAnswer[] }>;
}
