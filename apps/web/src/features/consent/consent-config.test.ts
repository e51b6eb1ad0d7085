import { describe, expect, it } from 'vitest';
import type { ConsentResponse } from '@dav/contract';
import { consentConfig, CONSENT_STORAGE_KEY } from './consent-config';

const settings: ConsentResponse = {
  revision: 3,
  gtm_container_id: null,
  texts: {
    banner_title: 'Vos choix de cookies',
    banner_text: 'Nous mesurons <b>l’audience</b> & "plus"',
    accept_all: 'Tout accepter',
    reject_all: 'Tout refuser',
    choose: 'Choisir',
    preferences_title: 'Gestion des cookies',
    preferences_text: 'Choisissez.',
    save: 'Enregistrer',
    close: 'Fermer',
    necessary_title: 'Nécessaires',
    necessary_text: 'Toujours actifs.',
    analytics_title: 'Mesure d’audience',
    analytics_text: 'Pages vues.',
  },
};

describe('consentConfig', () => {
  const config = consentConfig(settings, 'fr');

  it('keeps the choice 180 days, not the library’s 182, and asks again on a new revision', () => {
    expect(config.cookie).toMatchObject({ name: CONSENT_STORAGE_KEY, expiresAfterDays: 180 });
    expect(config.revision).toBe(3);
  });

  it('asks every visitor on the first visit, automated browsers included', () => {
    expect(config).toMatchObject({ autoShow: true, hideFromBots: false });
  });

  it('gives accept all and refuse all the same weight, in the banner and the preferences', () => {
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    expect(config.guiOptions?.preferencesModal?.equalWeightButtons).toBe(true);
    const banner = config.language.translations.fr as unknown as { consentModal: Record<string, string> };
    expect(banner.consentModal.acceptAllBtn).toBe('Tout accepter');
    expect(banner.consentModal.acceptNecessaryBtn).toBe('Tout refuser');
  });

  it('has necessary (always on) and audience measurement (off until accepted)', () => {
    expect(config.categories?.necessary).toMatchObject({ enabled: true, readOnly: true });
    expect(config.categories?.analytics?.enabled).toBeUndefined();
  });

  it('shows what editors typed as text, never as markup', () => {
    const banner = config.language.translations.fr as unknown as { consentModal: Record<string, string> };
    expect(banner.consentModal.description).toBe(
      'Nous mesurons &lt;b&gt;l’audience&lt;/b&gt; &amp; &quot;plus&quot;',
    );
  });

  it('speaks the site’s language', () => {
    expect(config.language.default).toBe('fr');
    expect(Object.keys(config.language.translations)).toEqual(['fr']);
  });
});
