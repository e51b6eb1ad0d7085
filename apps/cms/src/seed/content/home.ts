import type { Locale } from '@dav/contract';
import { ABOUT } from './about';
import type { SeedBlock, SeedPage, SeedPageText } from './types';

/** The mascot's first name: one name in every language (docs/product.md#home). */
export const MASCOT_NAME = 'Dav';

interface HomeText {
  title: string;
  seo: SeedPageText['seo'];
  greetings: string[];
  prompt: { label: string; placeholder: string; buttonLabel: string };
  /** Title and short text of each entry point, in SPEC 2.4's order. */
  entries: Record<EntryKind, [string, string]>;
}

type EntryKind = Extract<SeedBlock, { blockType: 'entryPoints' }>['entries'][number]['kind'];

/** Where each entry point leads: the about page has a slug per language. */
const entryUrl = (kind: EntryKind, locale: Locale): string =>
  ({
    discover: `/${ABOUT.text[locale].slug}`,
    overview: '/nos-offres',
    'learn-more': '/blog',
    subsidiaries: '/nos-filiales',
    'submit-project': '/contactez-nous?youare=customer',
  })[kind];

const ENTRY_IMAGES: Record<EntryKind, string> = {
  discover: 'team',
  overview: 'post-careers',
  'learn-more': 'post-tech',
  subsidiaries: 'post-news',
  'submit-project': 'coworking-meeting-room',
};

function home(locale: Locale, text: HomeText): SeedPageText {
  return {
    title: text.title,
    slug: 'home',
    seo: text.seo,
    content: [
      {
        blockType: 'mascot',
        name: MASCOT_NAME,
        image: 'mascot-hello',
        secondImage: 'mascot-waving',
        greetings: text.greetings.map((greeting) => ({ text: greeting })),
      },
      { blockType: 'namePrompt', ...text.prompt },
      {
        blockType: 'entryPoints',
        entries: (Object.keys(text.entries) as EntryKind[]).map((kind) => ({
          kind,
          title: text.entries[kind][0],
          text: text.entries[kind][1],
          url: entryUrl(kind, locale),
          image: ENTRY_IMAGES[kind],
        })),
      },
    ],
  };
}

export const HOME: SeedPage = {
  key: 'home',
  template: 'index',
  seoImage: 'team',
  text: {
    fr: home('fr', {
      title: 'Accueil',
      seo: {
        title: 'DAV, groupe de conseil et de services informatiques',
        description:
          'DAV accompagne les entreprises dans leur transformation numérique grâce à ses filiales en Europe et en Amérique du Nord.',
      },
      greetings: [
        `Bonjour ! Je suis ${MASCOT_NAME}, l’assistant du groupe.`,
        'Je connais nos métiers, nos filiales et nos offres : je peux vous guider.',
      ],
      prompt: {
        label: 'Et vous, comment vous appelez-vous ?',
        placeholder: 'Votre prénom',
        buttonLabel: 'Envoyer',
      },
      entries: {
        discover: ['Découvrir le groupe', 'Notre histoire, nos valeurs et nos métiers.'],
        overview: ['Vue d’ensemble des postes', 'Toutes nos offres d’emploi, en un coup d’œil.'],
        'learn-more': ['En savoir plus', 'Actualités, événements et articles techniques.'],
        subsidiaries: ['Nos filiales', 'Quatorze entreprises en Europe et en Amérique du Nord.'],
        'submit-project': ['Proposer un projet', 'Parlez-nous de votre besoin, nous vous répondons.'],
      },
    }),
    en: home('en', {
      title: 'Home',
      seo: {
        title: 'DAV, IT consulting and services group',
        description:
          'DAV helps companies through their digital transformation, with subsidiaries in Europe and North America.',
      },
      greetings: [
        `Hello! I’m ${MASCOT_NAME}, the group’s assistant.`,
        'I know our trades, our subsidiaries and our jobs: let me show you around.',
      ],
      prompt: {
        label: 'And you, what’s your name?',
        placeholder: 'Your first name',
        buttonLabel: 'Send',
      },
      entries: {
        discover: ['Discover the group', 'Our story, our values and what we do.'],
        overview: ['Jobs at a glance', 'All our job offers in one place.'],
        'learn-more': ['Learn more from our news', 'News, events and technical articles.'],
        subsidiaries: ['Our subsidiaries', 'Fourteen companies in Europe and North America.'],
        'submit-project': ['Submit a project', 'Tell us what you need and we will get back to you.'],
      },
    }),
    es: home('es', {
      title: 'Inicio',
      seo: {
        title: 'DAV, grupo de consultoría y servicios informáticos',
        description:
          'DAV acompaña a las empresas en su transformación digital con filiales en Europa y Norteamérica.',
      },
      greetings: [
        `¡Hola! Soy ${MASCOT_NAME}, el asistente del grupo.`,
        'Conozco nuestros oficios, nuestras filiales y nuestras ofertas: puedo guiarle.',
      ],
      prompt: {
        label: 'Y usted, ¿cómo se llama?',
        placeholder: 'Su nombre',
        buttonLabel: 'Enviar',
      },
      entries: {
        discover: ['Descubrir el grupo', 'Nuestra historia, nuestros valores y nuestros oficios.'],
        overview: ['Panorama de empleos', 'Todas nuestras ofertas de empleo, de un vistazo.'],
        'learn-more': ['Saber más', 'Noticias, eventos y artículos técnicos.'],
        subsidiaries: ['Nuestras filiales', 'Catorce empresas en Europa y Norteamérica.'],
        'submit-project': ['Proponer un proyecto', 'Cuéntenos lo que necesita y le responderemos.'],
      },
    }),
    de: home('de', {
      title: 'Startseite',
      seo: {
        title: 'DAV, Unternehmensgruppe für IT-Beratung und -Dienstleistungen',
        description:
          'DAV begleitet Unternehmen bei der digitalen Transformation, mit Tochtergesellschaften in Europa und Nordamerika.',
      },
      greetings: [
        `Hallo! Ich bin ${MASCOT_NAME}, der Assistent der Gruppe.`,
        'Ich kenne unsere Fachgebiete, Tochtergesellschaften und Stellen: Ich zeige Ihnen gern alles.',
      ],
      prompt: {
        label: 'Und Sie, wie heißen Sie?',
        placeholder: 'Ihr Vorname',
        buttonLabel: 'Senden',
      },
      entries: {
        discover: ['Die Gruppe entdecken', 'Unsere Geschichte, unsere Werte und unsere Arbeit.'],
        overview: ['Stellen im Überblick', 'Alle unsere Stellenangebote auf einen Blick.'],
        'learn-more': ['Mehr erfahren', 'Neuigkeiten, Veranstaltungen und Fachartikel.'],
        subsidiaries: ['Unsere Tochtergesellschaften', 'Vierzehn Unternehmen in Europa und Nordamerika.'],
        'submit-project': ['Projekt vorschlagen', 'Erzählen Sie uns von Ihrem Bedarf, wir melden uns.'],
      },
    }),
  },
};
