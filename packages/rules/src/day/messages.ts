import type { Locale } from '@dav/contract';
import type { DayBasketError } from './basket';

/** The CMS's answer to a basket it refuses (the `basket` error of a day booking), per language. */
export const DAY_BASKET_MESSAGES: Readonly<Record<DayBasketError, Record<Locale, string>>> = {
  invalid: {
    fr: 'Votre sélection est illisible : merci de la refaire.',
    en: 'Your selection could not be read: please make it again.',
    es: 'No se ha podido leer su selección: vuelva a hacerla.',
    de: 'Ihre Auswahl konnte nicht gelesen werden: Bitte treffen Sie sie erneut.',
  },
  unknownProduct: {
    fr: 'Un produit de votre sélection n’est plus proposé : merci de la vérifier.',
    en: 'A product of your selection is no longer offered: please check it.',
    es: 'Un producto de su selección ya no está disponible: revísela.',
    de: 'Ein Produkt Ihrer Auswahl wird nicht mehr angeboten: Bitte prüfen Sie sie.',
  },
  quantity: {
    fr: 'Une quantité de votre sélection n’est pas valide : merci de la vérifier.',
    en: 'A quantity in your selection is not valid: please check it.',
    es: 'Una cantidad de su selección no es válida: revísela.',
    de: 'Eine Menge in Ihrer Auswahl ist ungültig: Bitte prüfen Sie sie.',
  },
  duplicate: {
    fr: 'Un produit figure deux fois dans votre sélection : merci de la vérifier.',
    en: 'A product appears twice in your selection: please check it.',
    es: 'Un producto aparece dos veces en su selección: revísela.',
    de: 'Ein Produkt steht zweimal in Ihrer Auswahl: Bitte prüfen Sie sie.',
  },
  theme: {
    fr: 'Merci de choisir au moins un thème.',
    en: 'Please choose at least one theme.',
    es: 'Elija al menos un tema.',
    de: 'Bitte wählen Sie mindestens ein Thema.',
  },
  room: {
    fr: 'Merci de choisir une seule salle.',
    en: 'Please choose only one room.',
    es: 'Elija una sola sala.',
    de: 'Bitte wählen Sie nur einen Raum.',
  },
};

/** The booking's end time must come after its start time (the `timeend` error). */
export const DAY_TIME_ORDER_MESSAGE: Readonly<Record<Locale, string>> = {
  fr: 'Merci de choisir une heure de fin après l’heure de début.',
  en: 'Please choose an end time after the start time.',
  es: 'Elija una hora de fin posterior a la hora de inicio.',
  de: 'Bitte wählen Sie eine Endzeit nach der Startzeit.',
};

export function dayBasketMessage(error: DayBasketError, locale: Locale): string {
  return DAY_BASKET_MESSAGES[error][locale];
}
