import type { Locale } from '@dav/contract';
import { ABOUT } from './about';
import { LEGAL_NOTICE, PRIVACY_POLICY } from './legal';
import type { Localized } from './types';

/** A footer link of the seed; `url` may depend on the language (CMS page slugs do). */
export interface SeedFooterLink {
  key: string;
  label: Localized<string>;
  url: (locale: Locale) => string;
}

const L = (fr: string, en: string, es: string, de: string): Localized<string> => ({ fr, en, es, de });
const fixed = (path: string) => () => path;
const slugOf = (page: { text: Localized<{ slug: string }> }) => (locale: Locale) =>
  `/${page.text[locale].slug}`;

export const SEED_FOOTER = {
  surtitle: L(
    'Un projet, une idée ?',
    'A project, an idea?',
    '¿Un proyecto, una idea?',
    'Ein Projekt, eine Idee?',
  ),
  title: L(
    'Construisons ensemble votre prochain succès numérique',
    'Let’s build your next digital success together',
    'Construyamos juntos su próximo éxito digital',
    'Gestalten wir gemeinsam Ihren nächsten digitalen Erfolg',
  ),
  label: L('Parlons-en', 'Let’s talk', 'Hablemos', 'Sprechen wir'),
  link: '/contactez-nous?youare=customer',
  description: L(
    'DAV est un groupe de conseil et de services informatiques présent en Europe et en Amérique du Nord.',
    'DAV is an IT consulting and services group operating in Europe and North America.',
    'DAV es un grupo de consultoría y servicios informáticos presente en Europa y Norteamérica.',
    'DAV ist eine Unternehmensgruppe für IT-Beratung und -Dienstleistungen in Europa und Nordamerika.',
  ),
  columns: [
    {
      key: 'group',
      title: L('Le groupe', 'The group', 'El grupo', 'Die Gruppe'),
      links: [
        {
          key: 'about',
          label: L('Qui sommes-nous ?', 'About us', '¿Quiénes somos?', 'Über uns'),
          url: slugOf(ABOUT),
        },
        {
          key: 'subsidiaries',
          label: L('Nos filiales', 'Our subsidiaries', 'Nuestras filiales', 'Tochtergesellschaften'),
          url: fixed('/nos-filiales'),
        },
        { key: 'news', label: L('Actualités', 'News', 'Noticias', 'Aktuelles'), url: fixed('/blog') },
      ],
    },
    {
      key: 'careers',
      title: L('Carrières', 'Careers', 'Empleo', 'Karriere'),
      links: [
        {
          key: 'offers',
          label: L('Nos offres', 'Jobs', 'Ofertas', 'Stellenangebote'),
          url: fixed('/nos-offres'),
        },
        {
          key: 'spontaneous',
          label: L(
            'Candidature spontanée',
            'Open application',
            'Candidatura espontánea',
            'Initiativbewerbung',
          ),
          url: fixed('/candidature-spontanee'),
        },
        {
          key: 'day',
          label: L('Une journée chez DAV', 'A day at DAV', 'Un día en DAV', 'Ein Tag bei DAV'),
          url: fixed('/une-journee-chez-dav'),
        },
      ],
    },
    {
      key: 'services',
      title: L('Services', 'Services', 'Servicios', 'Leistungen'),
      links: [
        {
          key: 'coworking',
          label: L('Espace coworking', 'Coworking space', 'Espacio de coworking', 'Coworking-Space'),
          url: fixed('/espace-coworking'),
        },
        {
          key: 'contact',
          label: L('Contact', 'Contact', 'Contacto', 'Kontakt'),
          url: fixed('/contactez-nous'),
        },
      ],
    },
  ] satisfies { key: string; title: Localized<string>; links: SeedFooterLink[] }[],
  buttons: [
    {
      key: 'project',
      label: L('Déposer un projet', 'Submit a project', 'Presentar un proyecto', 'Projekt einreichen'),
      url: fixed('/contactez-nous?youare=customer'),
    },
    {
      key: 'join',
      label: L('Nous rejoindre', 'Join us', 'Únase a nosotros', 'Zu uns kommen'),
      url: fixed('/nos-offres'),
    },
  ] satisfies SeedFooterLink[],
  links: [
    {
      key: 'legal',
      label: L('Mentions légales', 'Legal notice', 'Aviso legal', 'Impressum'),
      url: slugOf(LEGAL_NOTICE),
    },
    {
      key: 'privacy',
      label: L('Politique de confidentialité', 'Privacy policy', 'Política de privacidad', 'Datenschutz'),
      url: slugOf(PRIVACY_POLICY),
    },
  ] satisfies SeedFooterLink[],
  logos: [
    { key: 'logo-iso', image: 'certification-iso', url: 'https://www.iso.org/standard/27001' },
    {
      key: 'logo-quality',
      image: 'certification-quality',
      url: 'https://travail-emploi.gouv.fr/qualiopi-marque-de-certification-qualite-des-prestataires-de-formation',
    },
  ],
  backgrounds: ['footer-1', 'footer-2', 'footer-3', 'footer-4', 'footer-5', 'footer-6'],
};
