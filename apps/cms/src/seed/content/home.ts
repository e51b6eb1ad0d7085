import type { SeedPage } from './types';

export const HOME: SeedPage = {
  key: 'home',
  template: 'index',
  seoImage: 'team',
  text: {
    fr: {
      title: 'Accueil',
      slug: 'home',
      seo: {
        title: 'DAV, groupe de conseil et de services informatiques',
        description:
          'DAV accompagne les entreprises dans leur transformation numérique grâce à ses filiales en Europe et en Amérique du Nord.',
      },
      content: [
        {
          blockType: 'hero',
          surtitle: 'Conseil et services informatiques',
          title: 'Imaginer, construire et faire vivre vos systèmes d’information',
          intro:
            'Plus de 1 200 consultants, 14 filiales et une conviction : la technologie n’a de valeur que lorsqu’elle sert les personnes.',
          image: 'team',
        },
        {
          blockType: 'text',
          title: 'Un groupe, des expertises',
          body: 'Réseaux et transformation numérique, industries intelligentes, santé, finance : nos équipes interviennent là où le numérique change les métiers.\n\nChaque filiale garde son ancrage local et partage avec le groupe ses méthodes, ses outils et ses talents.',
        },
        {
          blockType: 'cta',
          title: 'Un projet ? Parlons-en.',
          label: 'Nous contacter',
          url: '/contactez-nous?youare=customer',
        },
      ],
    },
    en: {
      title: 'Home',
      slug: 'home',
      seo: {
        title: 'DAV, IT consulting and services group',
        description:
          'DAV helps companies through their digital transformation, with subsidiaries in Europe and North America.',
      },
      content: [
        {
          blockType: 'hero',
          surtitle: 'IT consulting and services',
          title: 'Imagine, build and run your information systems',
          intro:
            'Over 1,200 consultants, 14 subsidiaries and one belief: technology only matters when it serves people.',
          image: 'team',
        },
        {
          blockType: 'text',
          title: 'One group, many skills',
          body: 'Networks and digital transformation, smart industries, healthcare, finance: our teams work wherever digital technology is reshaping a trade.\n\nEach subsidiary keeps its local roots and shares its methods, tools and talent with the group.',
        },
        {
          blockType: 'cta',
          title: 'Got a project? Let’s talk.',
          label: 'Contact us',
          url: '/contactez-nous?youare=customer',
        },
      ],
    },
    es: {
      title: 'Inicio',
      slug: 'home',
      seo: {
        title: 'DAV, grupo de consultoría y servicios informáticos',
        description:
          'DAV acompaña a las empresas en su transformación digital con filiales en Europa y Norteamérica.',
      },
      content: [
        {
          blockType: 'hero',
          surtitle: 'Consultoría y servicios informáticos',
          title: 'Imaginar, construir y mantener vivos sus sistemas de información',
          intro:
            'Más de 1.200 consultores, 14 filiales y una convicción: la tecnología solo vale cuando sirve a las personas.',
          image: 'team',
        },
        {
          blockType: 'text',
          title: 'Un grupo, muchas especialidades',
          body: 'Redes y transformación digital, industrias inteligentes, salud, finanzas: nuestros equipos trabajan allí donde lo digital transforma los oficios.\n\nCada filial conserva su arraigo local y comparte con el grupo sus métodos, sus herramientas y su talento.',
        },
        {
          blockType: 'cta',
          title: '¿Tiene un proyecto? Hablemos.',
          label: 'Contáctenos',
          url: '/contactez-nous?youare=customer',
        },
      ],
    },
    de: {
      title: 'Startseite',
      slug: 'home',
      seo: {
        title: 'DAV, Unternehmensgruppe für IT-Beratung und -Dienstleistungen',
        description:
          'DAV begleitet Unternehmen bei der digitalen Transformation, mit Tochtergesellschaften in Europa und Nordamerika.',
      },
      content: [
        {
          blockType: 'hero',
          surtitle: 'IT-Beratung und -Dienstleistungen',
          title: 'Ihre Informationssysteme entwerfen, aufbauen und betreiben',
          intro:
            'Über 1.200 Beraterinnen und Berater, 14 Tochtergesellschaften und eine Überzeugung: Technik zählt nur, wenn sie Menschen dient.',
          image: 'team',
        },
        {
          blockType: 'text',
          title: 'Eine Gruppe, viele Kompetenzen',
          body: 'Netzwerke und digitale Transformation, intelligente Industrie, Gesundheitswesen, Finanzen: Unsere Teams arbeiten dort, wo die Digitalisierung Berufe verändert.\n\nJede Tochtergesellschaft bleibt lokal verankert und teilt Methoden, Werkzeuge und Talente mit der Gruppe.',
        },
        {
          blockType: 'cta',
          title: 'Ein Projekt? Sprechen wir darüber.',
          label: 'Kontakt aufnehmen',
          url: '/contactez-nous?youare=customer',
        },
      ],
    },
  },
};
