import type { Localized } from './types';

/** The coworking global: rates in euros excl. VAT per person, texts in four languages. */
export const SEED_COWORKING = {
  dayRatePrice: 25,
  weekRatePrice: 110,
  monthRatePrice: 390,
  formTitle: {
    fr: 'Réservez votre poste de travail',
    en: 'Book your desk',
    es: 'Reserve su puesto de trabajo',
    de: 'Buchen Sie Ihren Arbeitsplatz',
  },
  formMessage: {
    fr: 'Indiquez-nous vos dates et le nombre de personnes : nous confirmons votre réservation sous 48 h ouvrées.',
    en: 'Tell us your dates and the number of people: we confirm your booking within 2 working days.',
    es: 'Indíquenos sus fechas y el número de personas: confirmamos su reserva en un plazo de 48 horas laborables.',
    de: 'Nennen Sie uns Ihre Daten und die Anzahl der Personen: Wir bestätigen Ihre Buchung innerhalb von 2 Werktagen.',
  },
  presentation: {
    title: {
      fr: 'Un espace de coworking au cœur de Lyon',
      en: 'A coworking space in the heart of Lyon',
      es: 'Un espacio de coworking en el corazón de Lyon',
      de: 'Ein Coworking-Space im Herzen von Lyon',
    },
    text: {
      fr: 'Postes en open space, salles de réunion et espace détente : travaillez aux côtés de nos consultants, à la journée, à la semaine ou au mois.',
      en: 'Open-space desks, meeting rooms and a lounge: work alongside our consultants by the day, the week or the month.',
      es: 'Puestos en espacio abierto, salas de reuniones y zona de descanso: trabaje junto a nuestros consultores por día, semana o mes.',
      de: 'Arbeitsplätze im Open Space, Besprechungsräume und Lounge: Arbeiten Sie Seite an Seite mit unseren Beratern, tage-, wochen- oder monatsweise.',
    },
  },
  gallery: ['coworking-open-space', 'coworking-meeting-room', 'coworking-lounge'],
  details: [
    {
      key: 'hours',
      label: { fr: 'Horaires', en: 'Opening hours', es: 'Horario', de: 'Öffnungszeiten' },
      text: {
        fr: 'Du lundi au vendredi, de 8 h 30 à 19 h',
        en: 'Monday to Friday, 8:30 am to 7 pm',
        es: 'De lunes a viernes, de 8:30 a 19:00',
        de: 'Montag bis Freitag, 8:30 bis 19:00 Uhr',
      },
    },
    {
      key: 'included',
      label: { fr: 'Inclus', en: 'Included', es: 'Incluido', de: 'Inklusive' },
      text: {
        fr: 'Wi-Fi fibre, café, imprimante et accès aux salles de réunion',
        en: 'Fibre Wi-Fi, coffee, printer and access to the meeting rooms',
        es: 'Wi-Fi de fibra, café, impresora y acceso a las salas de reuniones',
        de: 'Glasfaser-WLAN, Kaffee, Drucker und Zugang zu den Besprechungsräumen',
      },
    },
    {
      key: 'access',
      label: { fr: 'Accès', en: 'Getting there', es: 'Acceso', de: 'Anfahrt' },
      text: {
        fr: 'Métro A et D, station Bellecour ; parking vélos sur place',
        en: 'Metro lines A and D, Bellecour station; bike parking on site',
        es: 'Metro A y D, estación Bellecour; aparcamiento de bicicletas',
        de: 'Metro A und D, Haltestelle Bellecour; Fahrradstellplätze vor Ort',
      },
    },
  ] satisfies { key: string; label: Localized<string>; text: Localized<string> }[],
  address: '12 rue de la République\n69002 Lyon\nFrance',
  itineraryUrl: 'https://www.openstreetmap.org/directions?to=45.7606%2C4.8357',
} as const;
