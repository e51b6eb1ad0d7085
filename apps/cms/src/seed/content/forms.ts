import { DAY_BOOKING_PEOPLE, defaultMessage } from '@dav/rules';
import type { Country } from '@dav/contract';
import { SEED_APPLICATION_FORM, SEED_SPONTANEOUS_FORM } from './application-forms';
import { all, EMAIL_INVALID, FILE_FORMAT, FILE_SIZE, REQUIRED, same, text } from './form-helpers';
import type { Localized, SeedForm, SeedFormField, SeedOption } from './types';

export type { SeedForm, SeedFormField, SeedOption };

export const YOUARE_VALUES = [
  'customer',
  'candidate',
  'createur',
  'journaliste',
  'visiteur',
  'extra',
  'snowden',
] as const;
type Youare = (typeof YOUARE_VALUES)[number];
export const SUBJECT_FIELDS = ['subject0', 'subject1', 'subjectCandidat', 'subjectJournaliste'] as const;

const shownFor = (...values: Youare[]) => ({ inputName: ['youare'], isEaquelTo: [...values] });

const YOUARE_OPTIONS: SeedOption[] = [
  { value: 'customer', label: { fr: 'Client', en: 'Customer', es: 'Cliente', de: 'Kunde' } },
  { value: 'candidate', label: { fr: 'Candidat', en: 'Candidate', es: 'Candidato', de: 'Bewerber' } },
  {
    value: 'createur',
    label: {
      fr: 'Créateur de start-up',
      en: 'Start-up founder',
      es: 'Creador de start-up',
      de: 'Start-up-Gründer',
    },
  },
  {
    value: 'journaliste',
    label: { fr: 'Journaliste', en: 'Journalist', es: 'Periodista', de: 'Journalist' },
  },
  { value: 'visiteur', label: { fr: 'Visiteur', en: 'Visitor', es: 'Visitante', de: 'Besucher' } },
  {
    value: 'extra',
    label: { fr: 'Autre demande', en: 'Other request', es: 'Otra solicitud', de: 'Sonstige Anfrage' },
  },
  {
    value: 'snowden',
    label: {
      fr: 'Lanceur d’alerte (signalement)',
      en: 'Whistleblower (report)',
      es: 'Denunciante (alerta)',
      de: 'Hinweisgeber (Meldung)',
    },
  },
];

const JOB_OPTIONS: SeedOption[] = [
  {
    value: 'networks',
    label: {
      fr: 'Réseaux et transformation numérique',
      en: 'Networks and digital transformation',
      es: 'Redes y transformación digital',
      de: 'Netzwerke und digitale Transformation',
    },
  },
  {
    value: 'smart-industries',
    label: {
      fr: 'Industries intelligentes',
      en: 'Smart industries',
      es: 'Industrias inteligentes',
      de: 'Intelligente Industrien',
    },
  },
  { value: 'healthcare', label: { fr: 'Santé', en: 'Healthcare', es: 'Salud', de: 'Gesundheitswesen' } },
  { value: 'finance', label: { fr: 'Finance', en: 'Finance', es: 'Finanzas', de: 'Finanzen' } },
  { value: 'autre', label: { fr: 'Autre', en: 'Other', es: 'Otro', de: 'Sonstiges' } },
];

const SUBJECT_OPTIONS: SeedOption[] = [
  {
    value: 'call',
    label: {
      fr: 'Demander un appel',
      en: 'Request a call',
      es: 'Solicitar una llamada',
      de: 'Rückruf anfordern',
    },
  },
  {
    value: 'contact',
    label: {
      fr: 'Contacter quelqu’un',
      en: 'Contact someone',
      es: 'Contactar con alguien',
      de: 'Jemanden kontaktieren',
    },
  },
  {
    value: 'project',
    label: {
      fr: 'Proposer un projet',
      en: 'Propose a project',
      es: 'Proponer un proyecto',
      de: 'Ein Projekt vorschlagen',
    },
  },
  {
    value: 'idea',
    label: {
      fr: 'Soumettre une idée',
      en: 'Submit an idea',
      es: 'Enviar una idea',
      de: 'Eine Idee einreichen',
    },
  },
  {
    value: 'training',
    label: {
      fr: 'Réserver une formation',
      en: 'Book a training',
      es: 'Reservar una formación',
      de: 'Eine Schulung buchen',
    },
  },
  {
    value: 'phone',
    label: { fr: 'Appeler la maison', en: 'Phone the house', es: 'Llamar a la casa', de: 'Das Haus anrufen' },
  },
];
const CV_OPTION: SeedOption = {
  value: 'cv',
  label: { fr: 'Déposer mon CV', en: 'Send my CV', es: 'Enviar mi CV', de: 'Meinen Lebenslauf senden' },
};

const SUBJECT_LABEL: Localized<string> = { fr: 'Objet', en: 'Subject', es: 'Asunto', de: 'Betreff' };

const subject = (name: string, options: SeedOption[], values: Youare[]): SeedFormField => ({
  type: 'select',
  name,
  label: SUBJECT_LABEL,
  placeholder: {
    fr: 'Choisissez un objet',
    en: 'Choose a subject',
    es: 'Elija un asunto',
    de: 'Betreff wählen',
  },
  options,
  messageIfEmpty: REQUIRED,
  condition: shownFor(...values),
});

const FIRSTNAME: Localized<string> = { fr: 'Prénom', en: 'First name', es: 'Nombre', de: 'Vorname' };
const LASTNAME: Localized<string> = { fr: 'Nom', en: 'Last name', es: 'Apellidos', de: 'Nachname' };
const EMAIL: SeedFormField = {
  type: 'email',
  name: 'email',
  label: { fr: 'E-mail', en: 'E-mail', es: 'Correo electrónico', de: 'E-Mail' },
  placeholder: same('prenom.nom@exemple.com'),
  messageIfEmpty: REQUIRED,
  messageIfInvalid: EMAIL_INVALID,
};
const PHONE: Localized<string> = { fr: 'Téléphone', en: 'Phone', es: 'Teléfono', de: 'Telefon' };
const COMPANY: Localized<string> = { fr: 'Société', en: 'Company', es: 'Empresa', de: 'Unternehmen' };

/** docs/product.md#forms-validation: the explanatory text of the whistleblowing choice. */
const SNOWDEN_TEXT: Localized<string> = {
  fr: 'Le dispositif d’alerte est ouvert aux salariés, prestataires, sous-traitants, partenaires, ONG et candidats. Les signalements anonymes sont acceptés. Il couvre les manquements à la charte anticorruption, au code de conduite et aux lois. En savoir plus : /politique-d-alerte',
  en: 'The whistleblowing system is open to employees, providers, contractors, partners, NGOs and candidates. Anonymous reports are allowed. It covers breaches of the anti-corruption charter, the code of conduct and laws. Find out more: /whistleblowing-policy',
  es: 'El sistema de alertas está abierto a empleados, proveedores, subcontratistas, socios, ONG y candidatos. Se admiten denuncias anónimas. Cubre los incumplimientos de la carta anticorrupción, del código de conducta y de las leyes. Más información: /politica-de-denuncias',
  de: 'Das Hinweisgebersystem steht Mitarbeitenden, Dienstleistern, Auftragnehmern, Partnern, NGOs und Bewerbern offen. Anonyme Meldungen sind möglich. Es umfasst Verstöße gegen die Antikorruptionscharta, den Verhaltenskodex und Gesetze. Mehr erfahren: /hinweisgeberrichtlinie',
};

const NOT_SNOWDEN = YOUARE_VALUES.filter((value) => value !== 'snowden');

/** The contact form of docs/product.md#forms-definitions and 5. */
export const SEED_CONTACT_FORM: SeedForm = {
  name: 'contact',
  action: '/wp-json/api/{locale}/forms/contact',
  successTarget: '/demande-envoyee?form=contact',
  notifyTo: ['contact@dav.localhost'],
  fields: [
    {
      type: 'select',
      name: 'youare',
      label: { fr: 'Vous êtes', en: 'You are', es: 'Usted es', de: 'Sie sind' },
      placeholder: { fr: 'Choisissez', en: 'Choose', es: 'Elija', de: 'Bitte wählen' },
      options: YOUARE_OPTIONS,
      messageIfEmpty: REQUIRED,
    },
    text('company', COMPANY, { condition: shownFor('snowden', 'customer', 'journaliste', 'createur') }),
    {
      type: 'select',
      name: 'job',
      label: { fr: 'Secteur', en: 'Sector', es: 'Sector', de: 'Branche' },
      options: JOB_OPTIONS,
      messageIfEmpty: REQUIRED,
      condition: shownFor(...NOT_SNOWDEN),
    },
    text(
      'city',
      { fr: 'Ville', en: 'City', es: 'Ciudad', de: 'Stadt' },
      { condition: shownFor(...NOT_SNOWDEN) },
    ),
    subject('subject0', SUBJECT_OPTIONS, ['customer', 'visiteur', 'createur']),
    subject('subject1', SUBJECT_OPTIONS, ['extra']),
    subject('subjectCandidat', [...SUBJECT_OPTIONS, CV_OPTION], ['candidate']),
    subject('subjectJournaliste', SUBJECT_OPTIONS, ['journaliste']),
    {
      type: 'file',
      name: 'cv',
      label: { fr: 'Votre CV', en: 'Your CV', es: 'Su CV', de: 'Ihr Lebenslauf' },
      messageIfEmpty: REQUIRED,
      messageIfInvalid: FILE_FORMAT,
      messageIfLargeFile: FILE_SIZE,
      condition: { inputName: ['subjectCandidat'], isEaquelTo: ['cv'] },
    },
    text(
      'who',
      {
        fr: 'Qui souhaitez-vous contacter ?',
        en: 'Who would you like to contact?',
        es: '¿Con quién desea contactar?',
        de: 'Wen möchten Sie kontaktieren?',
      },
      { condition: { inputName: [...SUBJECT_FIELDS], isEaquelTo: ['contact'] } },
    ),
    text('firstname', FIRSTNAME),
    text('lastname', LASTNAME),
    EMAIL,
    text('phone', PHONE, { required: false, messageIfEmpty: undefined }),
    {
      type: 'select',
      name: 'subsidiary',
      label: {
        fr: 'Filiale concernée',
        en: 'Subsidiary concerned',
        es: 'Filial afectada',
        de: 'Betroffene Tochtergesellschaft',
      },
      messageIfEmpty: REQUIRED,
      messageIfSnowden: SNOWDEN_TEXT,
      condition: shownFor('snowden'),
    },
    {
      type: 'textarea',
      name: 'message',
      label: { fr: 'Votre message', en: 'Your message', es: 'Su mensaje', de: 'Ihre Nachricht' },
      messageIfEmpty: REQUIRED,
    },
  ],
};

/** The coworking request of docs/product.md#forms-definitions (the nb-day/nb-week/nb-month count is added by the page). */
export const SEED_COWORKING_FORM: SeedForm = {
  name: 'coworking',
  action: '/wp-json/api/{locale}/form-coworking',
  successTarget: '/demande-envoyee?form=coworking',
  notifyTo: ['coworking@dav.localhost'],
  fields: [
    text('lastname', LASTNAME),
    text('firstname', FIRSTNAME),
    EMAIL,
    text('phone', PHONE),
    text('company', COMPANY),
    text(
      'siret',
      {
        fr: 'SIRET',
        en: 'SIRET (company number)',
        es: 'SIRET (número de empresa)',
        de: 'SIRET (Firmennummer)',
      },
      {
        required: false,
        messageIfEmpty: undefined,
      },
    ),
    {
      type: 'number',
      name: 'nb-people',
      label: {
        fr: 'Nombre de personnes',
        en: 'Number of people',
        es: 'Número de personas',
        de: 'Anzahl der Personen',
      },
      value: '1',
      min: 1,
      max: 100,
      step: 1,
      messageIfEmpty: REQUIRED,
      messageIfInvalid: all((locale) => defaultMessage('wholeNumberRange', locale, { min: 1, max: 100 })),
    },
    {
      type: 'datepicker',
      name: 'date',
      label: { fr: 'Date d’arrivée', en: 'Arrival date', es: 'Fecha de llegada', de: 'Anreisedatum' },
      placeholder: { fr: 'jj/mm/aaaa', en: 'dd/mm/yyyy', es: 'dd/mm/aaaa', de: 'TT/MM/JJJJ' },
      messageIfEmpty: REQUIRED,
      messageIfInvalid: all((locale) => defaultMessage('date', locale)),
    },
  ],
};

/**
 * The day-at-DAV booking of docs/product.md#a-day-at-dav; the page sets the hidden `basket`
 * (`{id}:{quantity}` per product), which the CMS re-checks against the day's products.
 */
export const SEED_DAY_FORM: SeedForm = {
  name: 'day',
  action: '/wp-json/api/{locale}/forms/day',
  successTarget: '/demande-envoyee?form=day',
  notifyTo: ['coworking@dav.localhost'],
  fields: [
    text('firstname', FIRSTNAME),
    text('lastname', LASTNAME),
    EMAIL,
    text('phone', PHONE),
    text('company', COMPANY),
    {
      type: 'number',
      name: 'people',
      label: {
        fr: 'Nombre de personnes',
        en: 'Number of people',
        es: 'Número de personas',
        de: 'Anzahl der Personen',
      },
      value: '1',
      min: DAY_BOOKING_PEOPLE.min,
      max: DAY_BOOKING_PEOPLE.max,
      step: 1,
      messageIfEmpty: REQUIRED,
      messageIfInvalid: all((locale) => defaultMessage('wholeNumberRange', locale, DAY_BOOKING_PEOPLE)),
    },
    {
      type: 'datepicker',
      name: 'date',
      label: { fr: 'Date souhaitée', en: 'Preferred date', es: 'Fecha deseada', de: 'Gewünschtes Datum' },
      placeholder: { fr: 'jj/mm/aaaa', en: 'dd/mm/yyyy', es: 'dd/mm/aaaa', de: 'TT/MM/JJJJ' },
      messageIfEmpty: REQUIRED,
      messageIfInvalid: all((locale) => defaultMessage('date', locale)),
    },
    {
      type: 'time',
      name: 'timestart',
      label: { fr: 'Heure de début', en: 'Start time', es: 'Hora de inicio', de: 'Startzeit' },
      messageIfEmpty: REQUIRED,
    },
    {
      type: 'time',
      name: 'timeend',
      label: { fr: 'Heure de fin', en: 'End time', es: 'Hora de fin', de: 'Endzeit' },
      messageIfEmpty: REQUIRED,
    },
    {
      type: 'hidden',
      name: 'basket',
      label: { fr: 'Sélection', en: 'Selection', es: 'Selección', de: 'Auswahl' },
      required: false,
    },
  ],
};

export const SEED_FORMS: SeedForm[] = [
  SEED_CONTACT_FORM,
  SEED_COWORKING_FORM,
  SEED_DAY_FORM,
  SEED_APPLICATION_FORM,
  SEED_SPONTANEOUS_FORM,
];

export interface SeedSubsidiary {
  slug: string;
  title: Localized<string>;
  cities: string[];
  region: 'europe' | 'north-america';
  country: Country;
}

export const SEED_SUBSIDIARIES: SeedSubsidiary[] = [
  {
    slug: 'dav-lyon',
    title: same('DAV Lyon'),
    cities: ['Lyon', 'Grenoble'],
    region: 'europe',
    country: 'FR',
  },
  {
    slug: 'dav-paris',
    title: same('DAV Paris'),
    cities: ['Paris', 'Île-de-France'],
    region: 'europe',
    country: 'FR',
  },
  {
    slug: 'dav-toulouse',
    title: same('DAV Toulouse'),
    cities: ['Toulouse'],
    region: 'europe',
    country: 'FR',
  },
  {
    slug: 'dav-aix',
    title: same('DAV Aix-Marseille'),
    cities: ['Aix-En-Provence', 'Marseille'],
    region: 'europe',
    country: 'FR',
  },
  {
    slug: 'dav-bruxelles',
    title: { fr: 'DAV Bruxelles', en: 'DAV Brussels', es: 'DAV Bruselas', de: 'DAV Brüssel' },
    cities: ['Bruxelles'],
    region: 'europe',
    country: 'BE',
  },
  {
    slug: 'dav-geneve',
    title: { fr: 'DAV Genève', en: 'DAV Geneva', es: 'DAV Ginebra', de: 'DAV Genf' },
    cities: ['Genève', 'Lausanne'],
    region: 'europe',
    country: 'CH',
  },
  { slug: 'dav-madrid', title: same('DAV Madrid'), cities: ['Madrid'], region: 'europe', country: 'ES' },
  {
    slug: 'dav-montreal',
    title: { fr: 'DAV Montréal', en: 'DAV Montreal', es: 'DAV Montreal', de: 'DAV Montreal' },
    cities: ['Montréal', 'Québec'],
    region: 'north-america',
    country: 'CA',
  },
];

export interface SeedExpertise {
  slug: string;
  title: Localized<string>;
}

export const SEED_EXPERTISES: SeedExpertise[] = [
  { slug: 'cloud-devops', title: same('Cloud & DevOps') },
  { slug: 'data-ai', title: { fr: 'Data & IA', en: 'Data & AI', es: 'Datos e IA', de: 'Daten & KI' } },
  {
    slug: 'cybersecurity',
    title: { fr: 'Cybersécurité', en: 'Cybersecurity', es: 'Ciberseguridad', de: 'Cybersicherheit' },
  },
  { slug: 'networks', title: { fr: 'Réseaux', en: 'Networks', es: 'Redes', de: 'Netzwerke' } },
  {
    slug: 'embedded-systems',
    title: {
      fr: 'Systèmes embarqués',
      en: 'Embedded systems',
      es: 'Sistemas embebidos',
      de: 'Eingebettete Systeme',
    },
  },
];
