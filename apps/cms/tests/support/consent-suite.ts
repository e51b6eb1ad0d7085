import { describe, expect, it } from 'vitest';
import { ConsentResponseSchema, ErrorResponseSchema, LOCALES, type ConsentResponse } from '@dav/contract';
import type { Cms } from './boot';
import { json } from './requests';

function callConsent(cms: Cms, locale: string) {
  const request = new Request(`http://fr.localhost:3000/wp-json/api/${locale}/consent`);
  return cms.routes.consent(request, { params: Promise.resolve({ locale }) });
}

/** The consent settings route (docs/product.md#shell-consent-and-page-views), against one database. */
export function describeConsent(getCms: () => Cms) {
  describe('consent', () => {
    const settings = async (locale: string): Promise<ConsentResponse> => {
      const response = await callConsent(getCms(), locale);
      expect(response.status).toBe(200);
      return ConsentResponseSchema.parse(await json(response));
    };

    it('serves the seeded texts in each language, revision 1 and no tag manager', async () => {
      const [fr, en, es, de] = await Promise.all(LOCALES.map(settings));
      expect(fr!.texts.accept_all).toBe('Tout accepter');
      expect(fr!.texts.reject_all).toBe('Tout refuser');
      expect(en!.texts.banner_title).toBe('Your cookie choices');
      expect(es!.texts.reject_all).toBe('Rechazar todo');
      expect(de!.texts.analytics_title).toBe('Reichweitenmessung');
      for (const one of [fr, en, es, de]) expect(one).toMatchObject({ revision: 1, gtm_container_id: null });
      const unknown = await callConsent(getCms(), 'it');
      expect(unknown.status).toBe(404);
      ErrorResponseSchema.parse(await json(unknown));
    });

    it('takes an editor’s container, revision and texts, shows the shipped text for an emptied one, and tells the website', async () => {
      const cms = getCms();
      const before = cms.web.calls.length;
      await cms.payload.updateGlobal({
        slug: 'consent',
        locale: 'en',
        data: { revision: 2, gtmContainerId: 'GTM-AB12CD', banner: { title: 'Cookies?', acceptAll: '' } },
      });
      const en = await settings('en');
      expect(en).toMatchObject({ revision: 2, gtm_container_id: 'GTM-AB12CD' });
      expect(en.texts.banner_title).toBe('Cookies?');
      expect(en.texts.accept_all).toBe('Accept all');
      expect((await settings('fr')).texts.banner_title).toBe('Vos choix de cookies');
      // Another suite's revalidation may still be arriving: the consent's is among those since the edit.
      await expect
        .poll(() => cms.web.calls.slice(before).map((call) => call.tags), { timeout: 5000 })
        .toContainEqual(['consent']);

      await expect(
        cms.payload.updateGlobal({ slug: 'consent', data: { gtmContainerId: 'GTM-1"><script>' } }),
      ).rejects.toThrow();
      await expect(cms.payload.updateGlobal({ slug: 'consent', data: { revision: 0 } })).rejects.toThrow();
      await cms.payload.updateGlobal({ slug: 'consent', data: { revision: 1, gtmContainerId: null } });
      expect((await settings('en')).gtm_container_id).toBeNull();
    });
  });
}
