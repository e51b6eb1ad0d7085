import type { SeedPage, SeedPageText } from './types';

/** The training catalogue. Its slug is `nos-formations` in every language: the footer's formations variant keys on it (docs/product.md#shell). */
const page = (
  title: string,
  description: string,
  intro: string,
  body: string,
  knowMore: { title: string; items: [string, string, string] },
): SeedPageText => ({
  title,
  slug: 'nos-formations',
  seo: { title: `${title} | DAV`, description },
  content: [
    { blockType: 'hero', title, intro },
    { blockType: 'text', body },
    // Two pages of the site and one external address (docs/product.md#blog: the know-more strip).
    {
      blockType: 'knowMore',
      title: knowMore.title,
      items: [
        { title: knowMore.items[0], url: '/blog', image: 'post-tech' },
        { title: knowMore.items[1], url: '/nos-offres', image: 'team' },
        { title: knowMore.items[2], url: 'https://www.francecompetences.fr/', image: 'post-careers' },
      ],
    },
  ],
});

export const TRAINING: SeedPage = {
  key: 'training',
  template: 'default',
  text: {
    fr: page(
      'Nos formations',
      'Les formations DAV : cloud, DevOps, data et intelligence artificielle.',
      'Nos experts transmettent ce qu’ils pratiquent chez nos clients, en sessions inter ou intra-entreprise.',
      'Cloud et DevOps : Kubernetes, Terraform, observabilité.\n\nData et IA : ingénierie des données, apprentissage automatique, gouvernance.',
      {
        title: 'En savoir plus',
        items: ['Nos articles techniques', 'Rejoindre nos formateurs', 'France compétences'],
      },
    ),
    en: page(
      'Our training courses',
      'DAV training courses: cloud, DevOps, data and artificial intelligence.',
      'Our experts teach what they practise with our clients, in public or in-house sessions.',
      'Cloud and DevOps: Kubernetes, Terraform, observability.\n\nData and AI: data engineering, machine learning, governance.',
      { title: 'Know more', items: ['Our technical articles', 'Join our trainers', 'France compétences'] },
    ),
    es: page(
      'Nuestras formaciones',
      'Formaciones DAV: cloud, DevOps, datos e inteligencia artificial.',
      'Nuestros expertos enseñan lo que practican con nuestros clientes, en sesiones abiertas o en empresa.',
      'Cloud y DevOps: Kubernetes, Terraform, observabilidad.\n\nDatos e IA: ingeniería de datos, aprendizaje automático, gobernanza.',
      {
        title: 'Saber más',
        items: ['Nuestros artículos técnicos', 'Únase a nuestros formadores', 'France compétences'],
      },
    ),
    de: page(
      'Unsere Schulungen',
      'DAV-Schulungen: Cloud, DevOps, Daten und künstliche Intelligenz.',
      'Unsere Fachleute vermitteln, was sie bei unseren Kunden praktizieren, offen oder als Inhouse-Schulung.',
      'Cloud und DevOps: Kubernetes, Terraform, Observability.\n\nDaten und KI: Data Engineering, maschinelles Lernen, Governance.',
      { title: 'Mehr erfahren', items: ['Unsere Fachartikel', 'Werden Sie Trainer', 'France compétences'] },
    ),
  },
};
