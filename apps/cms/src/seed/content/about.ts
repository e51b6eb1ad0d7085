import type { SeedPage } from './types';

export const ABOUT: SeedPage = {
  key: 'about',
  template: 'default',
  seoImage: 'team',
  text: {
    fr: {
      title: 'Qui sommes-nous ?',
      slug: 'qui-sommes-nous',
      seo: {
        title: 'Qui sommes-nous ? | DAV',
        description: 'L’histoire, les valeurs et l’organisation du groupe DAV.',
      },
      content: [
        {
          blockType: 'hero',
          surtitle: 'Le groupe',
          title: 'Qui sommes-nous ?',
          intro:
            'Né à Lyon en 2004, DAV réunit aujourd’hui des filiales en France, en Belgique, en Suisse, en Espagne et au Canada.',
        },
        {
          blockType: 'text',
          title: 'Notre histoire',
          body: 'Tout a commencé avec cinq ingénieurs convaincus qu’un cabinet de conseil pouvait grandir sans perdre le goût du travail bien fait.\n\nVingt ans plus tard, le groupe fédère des entreprises à taille humaine qui partagent la même exigence technique et la même attention portée aux équipes.',
        },
        { blockType: 'image', image: 'team', caption: 'Séminaire annuel du groupe, Lyon.' },
        {
          blockType: 'mediaGallery',
          title: 'En images',
          media: ['coworking-open-space', 'demo-video', 'coworking-lounge'],
        },
        {
          blockType: 'text',
          title: 'Nos valeurs',
          body: 'Engagement : nous tenons nos promesses envers nos clients comme envers nos collaborateurs.\n\nTransmission : chaque consultant forme et se forme, tout au long de sa carrière.\n\nOuverture : nos équipes sont diverses, et nos meilleures idées viennent souvent d’ailleurs.',
        },
        {
          blockType: 'cta',
          title: 'Envie de nous rejoindre ?',
          label: 'Voir nos offres',
          url: '/nos-offres',
        },
      ],
    },
    en: {
      title: 'About us',
      slug: 'about-us',
      seo: { title: 'About us | DAV', description: 'The history, values and organisation of the DAV group.' },
      content: [
        {
          blockType: 'hero',
          surtitle: 'The group',
          title: 'About us',
          intro:
            'Founded in Lyon in 2004, DAV now brings together subsidiaries in France, Belgium, Switzerland, Spain and Canada.',
        },
        {
          blockType: 'text',
          title: 'Our story',
          body: 'It all began with five engineers who believed a consulting firm could grow without losing its taste for work well done.\n\nTwenty years later, the group unites human-sized companies that share the same technical standards and the same care for their people.',
        },
        { blockType: 'image', image: 'team', caption: 'The group’s annual seminar, Lyon.' },
        {
          blockType: 'mediaGallery',
          title: 'In pictures',
          media: ['coworking-open-space', 'demo-video', 'coworking-lounge'],
        },
        {
          blockType: 'text',
          title: 'Our values',
          body: 'Commitment: we keep our promises to our clients and to our colleagues alike.\n\nSharing knowledge: every consultant teaches and learns throughout their career.\n\nOpenness: our teams are diverse, and our best ideas often come from elsewhere.',
        },
        { blockType: 'cta', title: 'Want to join us?', label: 'See our jobs', url: '/nos-offres' },
      ],
    },
    es: {
      title: '¿Quiénes somos?',
      slug: 'quienes-somos',
      seo: {
        title: '¿Quiénes somos? | DAV',
        description: 'La historia, los valores y la organización del grupo DAV.',
      },
      content: [
        {
          blockType: 'hero',
          surtitle: 'El grupo',
          title: '¿Quiénes somos?',
          intro:
            'Fundado en Lyon en 2004, DAV reúne hoy filiales en Francia, Bélgica, Suiza, España y Canadá.',
        },
        {
          blockType: 'text',
          title: 'Nuestra historia',
          body: 'Todo empezó con cinco ingenieros convencidos de que una consultora podía crecer sin perder el gusto por el trabajo bien hecho.\n\nVeinte años después, el grupo federa empresas a escala humana que comparten la misma exigencia técnica y la misma atención a sus equipos.',
        },
        { blockType: 'image', image: 'team', caption: 'Seminario anual del grupo, Lyon.' },
        {
          blockType: 'mediaGallery',
          title: 'En imágenes',
          media: ['coworking-open-space', 'demo-video', 'coworking-lounge'],
        },
        {
          blockType: 'text',
          title: 'Nuestros valores',
          body: 'Compromiso: cumplimos nuestras promesas con los clientes y con los compañeros.\n\nTransmisión: cada consultor enseña y aprende a lo largo de su carrera.\n\nApertura: nuestros equipos son diversos y nuestras mejores ideas suelen venir de fuera.',
        },
        {
          blockType: 'cta',
          title: '¿Quiere unirse a nosotros?',
          label: 'Ver nuestras ofertas',
          url: '/nos-offres',
        },
      ],
    },
    de: {
      title: 'Über uns',
      slug: 'uber-uns',
      seo: { title: 'Über uns | DAV', description: 'Geschichte, Werte und Organisation der DAV-Gruppe.' },
      content: [
        {
          blockType: 'hero',
          surtitle: 'Die Gruppe',
          title: 'Über uns',
          intro:
            'DAV wurde 2004 in Lyon gegründet und vereint heute Tochtergesellschaften in Frankreich, Belgien, der Schweiz, Spanien und Kanada.',
        },
        {
          blockType: 'text',
          title: 'Unsere Geschichte',
          body: 'Alles begann mit fünf Ingenieuren, die überzeugt waren, dass ein Beratungshaus wachsen kann, ohne die Freude an guter Arbeit zu verlieren.\n\nZwanzig Jahre später vereint die Gruppe Unternehmen mit menschlichem Maß, die denselben technischen Anspruch und dieselbe Sorgfalt für ihre Teams teilen.',
        },
        { blockType: 'image', image: 'team', caption: 'Jährliches Seminar der Gruppe, Lyon.' },
        {
          blockType: 'mediaGallery',
          title: 'In Bildern',
          media: ['coworking-open-space', 'demo-video', 'coworking-lounge'],
        },
        {
          blockType: 'text',
          title: 'Unsere Werte',
          body: 'Verbindlichkeit: Wir halten unsere Versprechen gegenüber Kunden und Kollegen.\n\nWissensweitergabe: Jede Beraterin und jeder Berater lehrt und lernt ein Berufsleben lang.\n\nOffenheit: Unsere Teams sind vielfältig, und die besten Ideen kommen oft von anderswo.',
        },
        {
          blockType: 'cta',
          title: 'Lust, bei uns mitzumachen?',
          label: 'Unsere Stellenangebote',
          url: '/nos-offres',
        },
      ],
    },
  },
};
