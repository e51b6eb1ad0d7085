import { describe, expect, it } from 'vitest';
import { pageViewEvent } from './page-view';

describe('pageViewEvent', () => {
  it('names the path, the language and the template of the route', () => {
    expect(pageViewEvent('/nos-offres/developpeur-java', 'fr')).toEqual({
      event: 'page_view',
      page_path: '/nos-offres/developpeur-java',
      page_language: 'fr',
      page_template: 'offer',
    });
    expect(pageViewEvent('/', 'en').page_template).toBe('home');
    expect(pageViewEvent('/about-us', 'en').page_template).toBe('page');
  });

  it('never carries a query string or a hash, where what a visitor typed can sit', () => {
    const view = pageViewEvent('/contactez-nous?firstname=Ada&email=ada%40example.org#form', 'fr');
    expect(view.page_path).toBe('/contactez-nous');
    expect(view.page_template).toBe('contact');
    expect(JSON.stringify(view)).not.toContain('ada');
  });

  it('drops the origin of an absolute URL and empty segments', () => {
    expect(pageViewEvent('https://fr.example.org/blog//mon-article/?utm=1', 'fr').page_path).toBe(
      '/blog/mon-article',
    );
  });
});
