import 'server-only';
import type { Translate } from '@/lib/i18n/translator';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The answer to a preview link that is forged, expired or made for another host: a small page in
 * the host's language telling the editor to open the preview again from the admin. The texts are
 * the editors' (trads), so they are escaped; nothing of the request is shown.
 */
export function previewRefused(t: Translate, locale: string): Response {
  const title = escapeHtml(t('preview.invalidTitle'));
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0b1f3a;line-height:1.5}</style></head><body><main><h1>${title}</h1><p>${escapeHtml(t('preview.invalidMessage'))}</p></main></body></html>`;
  return new Response(html, {
    status: 403,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
