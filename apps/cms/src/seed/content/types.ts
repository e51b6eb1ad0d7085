import type { FormFieldType, Locale } from '@dav/contract';

export type Localized<T> = Record<Locale, T>;

/** A content block as the seed writes it; images are referred to by seed image key. */
export type SeedBlock =
  | { blockType: 'hero'; surtitle?: string; title: string; intro?: string; image?: string }
  | { blockType: 'text'; title?: string; body: string }
  | { blockType: 'cta'; title: string; label: string; url: string }
  | { blockType: 'image'; image: string; caption?: string }
  | { blockType: 'knowMore'; title: string; items: { title: string; url: string; image?: string }[] }
  | { blockType: 'mascot'; name: string; image: string; secondImage?: string; greetings: { text: string }[] }
  | { blockType: 'namePrompt'; label: string; placeholder?: string; buttonLabel: string }
  | {
      blockType: 'entryPoints';
      entries: {
        kind: 'discover' | 'overview' | 'learn-more' | 'subsidiaries' | 'submit-project';
        title: string;
        text?: string;
        url: string;
        image?: string;
      }[];
    }
  /** `media`: seed media keys (an image of seed/images.ts, or the demo video). */
  | { blockType: 'mediaGallery'; title: string; media: string[] };

export interface SeedPageText {
  title: string;
  slug: string;
  seo: { title: string; description: string };
  content: SeedBlock[];
}

export interface SeedPage {
  key: string;
  template:
    | 'default'
    | 'index'
    | 'contact'
    | 'subsidiaries'
    | 'news'
    | 'offers'
    | 'coworking'
    | 'day-at-the-company'
    | 'spontaneous-application';
  seoImage?: string;
  text: Localized<SeedPageText>;
}

/** A choice of a seed form field. */
export interface SeedOption {
  value: string;
  label: Localized<string>;
}

/** A field of a seed form: texts per language, the rest as docs/product.md#forms-definitions defines it. */
export interface SeedFormField {
  type: FormFieldType;
  name: string;
  label: Localized<string>;
  placeholder?: Localized<string>;
  /** A privacy consent's value is its language's privacy policy path. */
  value?: string | Localized<string>;
  options?: SeedOption[];
  min?: number;
  max?: number;
  step?: number;
  messageIfEmpty?: Localized<string>;
  messageIfInvalid?: Localized<string>;
  messageIfLargeFile?: Localized<string>;
  messageIfSnowden?: Localized<string>;
  condition?: { inputName: string[]; isEaquelTo: string[] };
  required?: boolean;
}

export interface SeedForm {
  name: string;
  action: string;
  successTarget: string;
  /** Team addresses mailed for each submission. */
  notifyTo: string[];
  fields: SeedFormField[];
}
