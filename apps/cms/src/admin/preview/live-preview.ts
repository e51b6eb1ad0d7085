import type { CollectionConfig, GlobalConfig, LivePreviewConfig, PayloadRequest, UIField } from 'payload';
import { type AdminText, DEFAULT_ADMIN_LANGUAGE } from '../../i18n/languages';
import { PREVIEW_TEXTS } from '../../i18n/texts/preview';
import { isPreviewed, previewUrl, type Previewed } from './preview-url';

/** The admin's cookie that keeps the live preview on the accessibility host (`ay-fr`, `ay-en`) after saves. */
export const ACCESSIBLE_PREVIEW_COOKIE = 'dav_preview_ay';

export function wantsAccessible(req: PayloadRequest | undefined): boolean {
  const cookie = req?.headers?.get('cookie') ?? '';
  return cookie.split(';').some((part) => part.trim() === `${ACCESSIBLE_PREVIEW_COOKIE}=1`);
}

const codeOf = (locale: unknown) =>
  typeof locale === 'object' && locale !== null ? (locale as { code?: unknown }).code : locale;

/**
 * Payload renders a breakpoint's label as it is, in no language: the admin's default one (French)
 * is used, the width beside it reads the same in every language.
 */
const label = (text: AdminText, width: number) => `${text[DEFAULT_ADMIN_LANGUAGE]} (${width})`;

function livePreview(entity: Previewed): LivePreviewConfig {
  return {
    url: ({ data, locale, req }) =>
      previewUrl({ entity, data, locale: codeOf(locale), accessible: wantsAccessible(req) }),
    breakpoints: [
      { name: 'mobile', label: label(PREVIEW_TEXTS.mobile, 375), width: 375, height: 667 },
      { name: 'tablet', label: label(PREVIEW_TEXTS.tablet, 768), width: 768, height: 1024 },
      { name: 'desktop', label: label(PREVIEW_TEXTS.desktop, 1280), width: 1280, height: 800 },
    ],
  };
}

/** The sidebar's "preview on the site" link and accessible-version switch (preview-sidebar.tsx). */
const PREVIEW_FIELD: UIField = {
  name: 'preview',
  type: 'ui',
  label: PREVIEW_TEXTS.heading,
  admin: { position: 'sidebar', components: { Field: '/admin/preview/preview-sidebar#PreviewSidebar' } },
};

function withPreview<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  if (!isPreviewed(entity.slug)) return entity;
  return {
    ...entity,
    admin: { ...entity.admin, livePreview: livePreview(entity.slug) },
    fields: [...entity.fields, PREVIEW_FIELD],
  };
}

/** Live preview and the preview link on the documents the site shows (docs/product.md#preview). */
export function addPreview(collections: CollectionConfig[], globals: GlobalConfig[]) {
  return { collections: collections.map(withPreview), globals: globals.map(withPreview) };
}
