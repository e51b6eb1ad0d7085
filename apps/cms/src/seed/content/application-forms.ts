import { defaultMessage, MOBILITY_EVERYWHERE } from '@dav/rules';
import type { SeedForm, SeedFormField, SeedOption } from './types';
import { all, EMAIL_INVALID, FILE_FORMAT, FILE_SIZE, REQUIRED, same, text } from './form-helpers';
import type { Localized } from './types';

/*
 * The job application and the spontaneous application (docs/product.md#applications), in
 * four languages. The validation rules of their checkboxes follow from the field names
 * (`gender`, `mobility`, `confidentiality`: @dav/rules checkbox.ts).
 */

const hidden = (name: string, value?: string): SeedFormField => ({
  type: 'hidden',
  name,
  label: same(name),
  required: false,
  ...(value === undefined ? {} : { value }),
});

const GENDER_OPTIONS: SeedOption[] = [
  { value: 'man', label: { fr: 'Homme', en: 'Man', es: 'Hombre', de: 'Mann' } },
  { value: 'woman', label: { fr: 'Femme', en: 'Woman', es: 'Mujer', de: 'Frau' } },
  {
    value: 'non_binary',
    label: { fr: 'Non binaire', en: 'Non-binary', es: 'No binario', de: 'Nicht-binär' },
  },
  {
    value: 'no_answer',
    label: {
      fr: 'Je préfère ne pas répondre',
      en: 'I prefer not to say',
      es: 'Prefiero no contestar',
      de: 'Keine Angabe',
    },
  },
];

const PROVENANCE_OPTIONS: SeedOption[] = [
  { value: 'wttj', label: same('Welcome to the Jungle') },
  { value: 'hellowork', label: same('HelloWork') },
  {
    value: 'dav',
    label: { fr: 'Le site de DAV', en: 'The DAV website', es: 'El sitio de DAV', de: 'Die DAV-Website' },
  },
  { value: 'linkedIn', label: same('LinkedIn') },
  { value: 'indeed', label: same('Indeed') },
  { value: 'apec', label: same('Apec') },
  { value: 'missionhandicap', label: same('Mission Handicap') },
  { value: 'handi-it', label: same('Handi-IT') },
  { value: 'others', label: { fr: 'Autre', en: 'Other', es: 'Otro', de: 'Sonstiges' } },
];

const EVERYWHERE: SeedOption = {
  value: MOBILITY_EVERYWHERE,
  label: { fr: 'Partout', en: 'Everywhere', es: 'En cualquier lugar', de: 'Überall' },
};

const place = (value: string, label: string | Localized<string>): SeedOption => ({
  value,
  label: typeof label === 'string' ? same(label) : label,
});

/** The places of the group's subsidiaries: a job application's mobility. */
const SUBSIDIARY_PLACES: SeedOption[] = [
  place('aix-en-provence', 'Aix-En-Provence'),
  place('bruxelles', { fr: 'Bruxelles', en: 'Brussels', es: 'Bruselas', de: 'Brüssel' }),
  place('geneve', { fr: 'Genève', en: 'Geneva', es: 'Ginebra', de: 'Genf' }),
  place('ile-de-france', 'Île-de-France'),
  place('lyon', 'Lyon'),
  place('madrid', 'Madrid'),
  place('montreal', { fr: 'Montréal', en: 'Montreal', es: 'Montreal', de: 'Montreal' }),
  place('toulouse', 'Toulouse'),
];

/** The 34 cities and regions of a spontaneous application (docs/product.md#applications). */
const ALL_PLACES: SeedOption[] = [
  ...SUBSIDIARY_PLACES,
  place('annecy', 'Annecy'),
  place('barcelone', { fr: 'Barcelone', en: 'Barcelona', es: 'Barcelona', de: 'Barcelona' }),
  place('bordeaux', 'Bordeaux'),
  place('clermont-ferrand', 'Clermont-Ferrand'),
  place('dijon', 'Dijon'),
  place('grenoble', 'Grenoble'),
  place('lausanne', 'Lausanne'),
  place('liege', { fr: 'Liège', en: 'Liège', es: 'Lieja', de: 'Lüttich' }),
  place('lille', 'Lille'),
  place('luxembourg', { fr: 'Luxembourg', en: 'Luxembourg', es: 'Luxemburgo', de: 'Luxemburg' }),
  place('marseille', 'Marseille'),
  place('montpellier', 'Montpellier'),
  place('nantes', 'Nantes'),
  place('nice', 'Nice'),
  place('orleans', 'Orléans'),
  place('ottawa', 'Ottawa'),
  place('quebec', { fr: 'Québec', en: 'Quebec City', es: 'Quebec', de: 'Québec' }),
  place('rennes', 'Rennes'),
  place('rouen', 'Rouen'),
  place('saint-etienne', 'Saint-Étienne'),
  place('sophia-antipolis', 'Sophia Antipolis'),
  place('strasbourg', 'Strasbourg'),
  place('toulon', 'Toulon'),
  place('tours', 'Tours'),
  place('valence', { fr: 'Valence (Espagne)', en: 'Valencia', es: 'Valencia', de: 'Valencia' }),
  place('zurich', { fr: 'Zurich', en: 'Zurich', es: 'Zúrich', de: 'Zürich' }),
];

/** The privacy policy of each language: the consent's value, linked from its label's words. */
const PRIVACY_PATHS: Localized<string> = {
  fr: '/politique-de-confidentialite',
  en: '/privacy-policy',
  es: '/politica-de-privacidad',
  de: '/datenschutz',
};

const common = (mobility: SeedOption[]): SeedFormField[] => [
  text('lastname', { fr: 'Nom', en: 'Last name', es: 'Apellidos', de: 'Nachname' }),
  text('firstname', { fr: 'Prénom', en: 'First name', es: 'Nombre', de: 'Vorname' }),
  {
    type: 'email',
    name: 'email',
    label: { fr: 'E-mail', en: 'Email', es: 'Correo electrónico', de: 'E-Mail' },
    messageIfEmpty: REQUIRED,
    messageIfInvalid: EMAIL_INVALID,
  },
  text('phone', { fr: 'Téléphone', en: 'Phone', es: 'Teléfono', de: 'Telefon' }, { required: false }),
  {
    type: 'file',
    name: 'cv',
    label: { fr: 'Votre CV', en: 'Your CV', es: 'Su CV', de: 'Ihr Lebenslauf' },
    messageIfEmpty: REQUIRED,
    messageIfInvalid: FILE_FORMAT,
    messageIfLargeFile: FILE_SIZE,
  },
  {
    type: 'checkbox',
    name: 'gender',
    label: { fr: 'Vous êtes', en: 'You are', es: 'Usted es', de: 'Sie sind' },
    options: GENDER_OPTIONS,
    required: false,
  },
  {
    type: 'select',
    name: 'provenance',
    label: {
      fr: 'Comment nous avez-vous connus ?',
      en: 'How did you hear about us?',
      es: '¿Cómo nos ha conocido?',
      de: 'Wie haben Sie von uns erfahren?',
    },
    placeholder: { fr: 'Choisissez', en: 'Choose', es: 'Elija', de: 'Bitte wählen' },
    options: PROVENANCE_OPTIONS,
    required: false,
  },
  {
    type: 'checkbox',
    name: 'mobility',
    label: {
      fr: 'Votre mobilité (5 choix au plus)',
      en: 'Where you would work (5 choices at most)',
      es: 'Su movilidad (5 opciones como máximo)',
      de: 'Ihre Mobilität (höchstens 5 Angaben)',
    },
    options: [EVERYWHERE, ...mobility],
    messageIfEmpty: REQUIRED,
  },
  {
    type: 'checkbox',
    name: 'confidentiality',
    label: {
      fr: 'J’accepte la politique de confidentialité de DAV',
      en: 'I accept the DAV privacy policy',
      es: 'Acepto la política de privacidad de DAV',
      de: 'Ich akzeptiere die Datenschutzerklärung von DAV',
    },
    value: PRIVACY_PATHS,
    messageIfEmpty: all((locale) => defaultMessage('privacy', locale)),
  },
  hidden('youare', 'candidate'),
  hidden('_labels'),
];

export const SEED_APPLICATION_FORM: SeedForm = {
  name: 'application',
  action: '/wp-json/api/{locale}/forms/application',
  successTarget: '/demande-envoyee?form=application',
  notifyTo: ['recrutement@dav.example'],
  fields: [
    ...common(SUBSIDIARY_PLACES),
    // Filled by the offer page (docs/product.md#applications); the CMS checks or recomputes each.
    hidden('offer'),
    hidden('subsidiary'),
    hidden('_managers_id'),
    hidden('_email_has_account'),
    hidden('_email_has_test'),
    hidden('_email_tests'),
  ],
};

export const SEED_SPONTANEOUS_FORM: SeedForm = {
  name: 'spontaneous-application',
  action: '/wp-json/api/{locale}/forms/spontaneous-application',
  successTarget: '/demande-envoyee?form=application',
  notifyTo: ['recrutement@dav.example'],
  fields: [
    {
      type: 'select',
      name: 'expertise',
      label: {
        fr: 'Domaine d’expertise',
        en: 'Area of expertise',
        es: 'Área de especialidad',
        de: 'Fachgebiet',
      },
      placeholder: { fr: 'Choisissez', en: 'Choose', es: 'Elija', de: 'Bitte wählen' },
      messageIfEmpty: REQUIRED,
    },
    ...common(ALL_PLACES),
  ],
};
