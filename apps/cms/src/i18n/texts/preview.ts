import type { AdminText } from '../languages';

/** The preview's texts in the admin (admin/preview): the sidebar's link and the frame's widths. */
export const PREVIEW_TEXTS = {
  heading: { fr: 'Aperçu', en: 'Preview', es: 'Vista previa', de: 'Vorschau' },
  openOnSite: {
    fr: 'Prévisualiser sur le site',
    en: 'Preview on the site',
    es: 'Previsualizar en el sitio',
    de: 'Auf der Website ansehen',
  },
  newTab: {
    fr: '(nouvel onglet)',
    en: '(new tab)',
    es: '(nueva pestaña)',
    de: '(neuer Tab)',
  },
  accessible: {
    fr: 'Version accessible ({code})',
    en: 'Accessible version ({code})',
    es: 'Versión accesible ({code})',
    de: 'Barrierearme Fassung ({code})',
  },
  notSaved: {
    fr: 'Enregistrez le document pour le prévisualiser.',
    en: 'Save the document to preview it.',
    es: 'Guarde el documento para previsualizarlo.',
    de: 'Speichern Sie das Dokument, um es anzusehen.',
  },
  noPath: {
    fr: 'Pas encore d’adresse sur le site dans cette langue.',
    en: 'No address on the site in this language yet.',
    es: 'Todavía no hay dirección en el sitio en este idioma.',
    de: 'In dieser Sprache noch keine Adresse auf der Website.',
  },
  frame: {
    fr: 'Aperçu du document sur le site',
    en: 'Preview of the document on the site',
    es: 'Vista previa del documento en el sitio',
    de: 'Vorschau des Dokuments auf der Website',
  },
  mobile: { fr: 'Mobile', en: 'Mobile', es: 'Móvil', de: 'Mobil' },
  tablet: { fr: 'Tablette', en: 'Tablet', es: 'Tableta', de: 'Tablet' },
  desktop: { fr: 'Ordinateur', en: 'Desktop', es: 'Escritorio', de: 'Desktop' },
} satisfies Record<string, AdminText>;
