import type { Locale } from '@dav/contract';

/** The consent global's texts, as named in the CMS (groups of the global). */
export interface ConsentTextFields {
  banner: { title: string; text: string; acceptAll: string; rejectAll: string; choose: string };
  preferences: { title: string; text: string; save: string; close: string };
  necessary: { title: string; text: string };
  analytics: { title: string; text: string };
}

/**
 * The shipped texts (docs/product.md#shell-consent-and-page-views): seeded, and shown for any text
 * an editor leaves empty.
 */
export const SHIPPED_CONSENT_TEXTS: Record<Locale, ConsentTextFields> = {
  fr: {
    banner: {
      title: 'Vos choix de cookies',
      text: 'Avec votre accord, nous mesurons l’audience du site pour l’améliorer. Vous pouvez tout accepter, tout refuser ou choisir, et changer d’avis à tout moment avec le bouton « Gestion des cookies » en bas de page.',
      acceptAll: 'Tout accepter',
      rejectAll: 'Tout refuser',
      choose: 'Choisir',
    },
    preferences: {
      title: 'Gestion des cookies',
      text: 'Choisissez les cookies que vous acceptez. Votre choix est conservé 180 jours, puis nous vous le redemanderons.',
      save: 'Enregistrer mes choix',
      close: 'Fermer',
    },
    necessary: {
      title: 'Nécessaires',
      text: 'Indispensables au site et à la mémorisation de vos choix ; ils ne peuvent pas être désactivés.',
    },
    analytics: {
      title: 'Mesure d’audience',
      text: 'Nous aident à savoir quelles pages sont consultées, et dans quelle langue, avec Google Tag Manager et Google Analytics.',
    },
  },
  en: {
    banner: {
      title: 'Your cookie choices',
      text: 'With your consent, we measure the site’s audience to improve it. You can accept all, refuse all or choose, and change your mind at any time with the “Cookie settings” button at the bottom of the page.',
      acceptAll: 'Accept all',
      rejectAll: 'Refuse all',
      choose: 'Choose',
    },
    preferences: {
      title: 'Cookie settings',
      text: 'Choose the cookies you accept. Your choice is kept for 180 days, then we will ask you again.',
      save: 'Save my choices',
      close: 'Close',
    },
    necessary: {
      title: 'Necessary',
      text: 'Needed for the site to work and to remember your choices; they cannot be turned off.',
    },
    analytics: {
      title: 'Audience measurement',
      text: 'Help us know which pages are read, and in which language, with Google Tag Manager and Google Analytics.',
    },
  },
  es: {
    banner: {
      title: 'Sus preferencias de cookies',
      text: 'Con su consentimiento, medimos la audiencia del sitio para mejorarlo. Puede aceptarlo todo, rechazarlo todo o elegir, y cambiar de opinión en cualquier momento con el botón «Gestión de cookies» al pie de la página.',
      acceptAll: 'Aceptar todo',
      rejectAll: 'Rechazar todo',
      choose: 'Elegir',
    },
    preferences: {
      title: 'Gestión de cookies',
      text: 'Elija las cookies que acepta. Su elección se conserva 180 días; después se la volveremos a pedir.',
      save: 'Guardar mis preferencias',
      close: 'Cerrar',
    },
    necessary: {
      title: 'Necesarias',
      text: 'Imprescindibles para el sitio y para recordar sus preferencias; no se pueden desactivar.',
    },
    analytics: {
      title: 'Medición de audiencia',
      text: 'Nos ayudan a saber qué páginas se consultan, y en qué idioma, con Google Tag Manager y Google Analytics.',
    },
  },
  de: {
    banner: {
      title: 'Ihre Cookie-Auswahl',
      text: 'Mit Ihrer Einwilligung messen wir die Nutzung der Website, um sie zu verbessern. Sie können alle akzeptieren, alle ablehnen oder auswählen und Ihre Wahl jederzeit über die Schaltfläche „Cookie-Einstellungen“ unten auf der Seite ändern.',
      acceptAll: 'Alle akzeptieren',
      rejectAll: 'Alle ablehnen',
      choose: 'Auswählen',
    },
    preferences: {
      title: 'Cookie-Einstellungen',
      text: 'Wählen Sie die Cookies, die Sie akzeptieren. Ihre Wahl gilt 180 Tage, danach fragen wir Sie erneut.',
      save: 'Auswahl speichern',
      close: 'Schließen',
    },
    necessary: {
      title: 'Notwendig',
      text: 'Für die Website und das Speichern Ihrer Auswahl unverzichtbar; sie können nicht abgeschaltet werden.',
    },
    analytics: {
      title: 'Reichweitenmessung',
      text: 'Helfen uns zu wissen, welche Seiten in welcher Sprache gelesen werden, mit Google Tag Manager und Google Analytics.',
    },
  },
};
