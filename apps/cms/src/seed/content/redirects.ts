import type { Locale } from '@dav/contract';

/** A redirect of the demo content: the old WordPress site's addresses (docs/product.md#redirects). */
export interface SeedRedirect {
  from: string;
  to: string;
  status: '301' | '302';
  languages: Locale[];
}

export const SEED_REDIRECTS: SeedRedirect[] = [
  { from: '/category/actualites/', to: '/blog', status: '301', languages: ['fr'] },
  { from: '/?p=123', to: '/nos-offres', status: '301', languages: ['fr'] },
  { from: '/nous-rejoindre/', to: '/nos-offres', status: '302', languages: ['fr'] },
  { from: '/category/news/', to: '/blog', status: '301', languages: ['en'] },
  { from: '/join-us/', to: '/nos-offres', status: '302', languages: ['en'] },
  { from: '/category/noticias/', to: '/blog', status: '301', languages: ['es'] },
  { from: '/unete/', to: '/nos-offres', status: '302', languages: ['es'] },
  { from: '/kategorie/aktuelles/', to: '/blog', status: '301', languages: ['de'] },
  { from: '/karriere/', to: '/nos-offres', status: '302', languages: ['de'] },
];
