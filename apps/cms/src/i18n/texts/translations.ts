import type { Locale } from '@dav/contract';
import type { AdminText } from '../languages';

const l = (fr: string, en: string, es: string, de: string): AdminText => ({ fr, en, es, de });

/** Each content language's name, in each admin language. */
export const LANGUAGE_NAMES: Record<Locale, AdminText> = {
  fr: l('français', 'French', 'francés', 'Französisch'),
  en: l('anglais', 'English', 'inglés', 'Englisch'),
  es: l('espagnol', 'Spanish', 'español', 'Spanisch'),
  de: l('allemand', 'German', 'alemán', 'Deutsch'),
};

/** The translation statuses, their list filters and the document's panel (docs/product.md#translations). */
export const TRANSLATION_TEXTS = {
  status: {
    complete: l('complète', 'complete', 'completa', 'vollständig'),
    missing: l('manquante', 'missing', 'incompleta', 'fehlt'),
    stale: l(
      'plus ancienne que le français',
      'older than French',
      'más antigua que el francés',
      'älter als Französisch',
    ),
    unknown: l('pas encore calculée', 'not worked out yet', 'aún sin calcular', 'noch nicht ermittelt'),
  },
  languages: l('Langues', 'Languages', 'Idiomas', 'Sprachen'),
  filters: l('Filtrer par langue', 'Filter by language', 'Filtrar por idioma', 'Nach Sprache filtern'),
  missingIn: l(
    'Manquant en {language}',
    'Missing in {language}',
    'Falta en {language}',
    'Fehlt auf {language}',
  ),
  frenchChangedAfter: l(
    'Français modifié après l’{language}',
    'French changed after {language}',
    'Francés modificado después del {language}',
    'Französisch nach {language} geändert',
  ),
  all: l('Tous les documents', 'All documents', 'Todos los documentos', 'Alle Dokumente'),
  emptyRequired: l(
    'champs obligatoires vides :',
    'required fields left empty:',
    'campos obligatorios vacíos:',
    'leere Pflichtfelder:',
  ),
  staleSince: l(
    'le français a été modifié après sa dernière modification : relisez-la.',
    'French was changed after it was last edited: review it.',
    'el francés se modificó después de su última edición: revísela.',
    'Französisch wurde nach ihrer letzten Bearbeitung geändert: bitte prüfen.',
  ),
  newDocument: l(
    'Enregistrez le document pour voir l’état de chaque langue.',
    'Save the document to see where each language stands.',
    'Guarde el documento para ver el estado de cada idioma.',
    'Speichern Sie das Dokument, um den Stand jeder Sprache zu sehen.',
  ),
  row: l('ligne', 'row', 'fila', 'Zeile'),
  // No comma before the list: the admin's error toast lists what follows the first colon, split at commas.
  altRefused: l(
    'Publication refusée – ces images n’ont pas de texte alternatif dans une langue du document (ajoutez-le dans Médias ou cochez « Décorative ») :',
    'Publishing refused – these pictures have no alternative text in a language of the document (add it under Media or tick “Decorative”):',
    'Publicación rechazada – estas imágenes no tienen texto alternativo en un idioma del documento (añádalo en Medios o marque «Decorativa»):',
    'Veröffentlichung abgelehnt – diesen Bildern fehlt der Alternativtext in einer Sprache des Dokuments (in Medien ergänzen oder „Dekorativ“ ankreuzen):',
  ),
};

/** A text's `{language}` filled with a content language's name in the admin's language. */
export const withLanguage = (text: string, name: string) => text.replace('{language}', name);
