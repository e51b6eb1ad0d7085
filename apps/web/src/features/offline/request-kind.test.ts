import { describe, expect, it } from 'vitest';
import { requestKind } from './request-kind';

const ORIGIN = 'https://www.example.fr';
const get = (path: string, mode = 'no-cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe('requestKind', () => {
  it('serves the build’s own files from the cache first', () => {
    expect(requestKind(get('/_next/static/chunks/abc123.js'), ORIGIN)).toBe('static');
    expect(requestKind(get('/_next/static/media/font.woff2', 'cors'), ORIGIN)).toBe('static');
  });

  it('answers navigations from the network first', () => {
    expect(requestKind(get('/', 'navigate'), ORIGIN)).toBe('page');
    expect(requestKind(get('/nos-offres/dev?x=1', 'navigate'), ORIGIN)).toBe('page');
  });

  it('never touches the contract, the site’s routes, an admin or another method', () => {
    expect(requestKind(get('/wp-json/api/fr/global', 'cors'), ORIGIN)).toBe('network');
    expect(requestKind(get('/wp-json/api/fr/global', 'navigate'), ORIGIN)).toBe('network');
    expect(requestKind(get('/api/media/photo.jpg'), ORIGIN)).toBe('network');
    expect(requestKind(get('/api', 'navigate'), ORIGIN)).toBe('network');
    expect(requestKind(get('/admin', 'navigate'), ORIGIN)).toBe('network');
    expect(requestKind(get('/admin/collections/pages', 'navigate'), ORIGIN)).toBe('network');
    expect(requestKind({ method: 'POST', mode: 'navigate', url: `${ORIGIN}/contactez-nous` }, ORIGIN)).toBe(
      'network',
    );
    expect(requestKind({ method: 'HEAD', mode: 'cors', url: `${ORIGIN}/_next/static/a.js` }, ORIGIN)).toBe(
      'network',
    );
  });

  it('keeps paths that only start like an excluded one', () => {
    expect(requestKind(get('/apiculture', 'navigate'), ORIGIN)).toBe('page');
    expect(requestKind(get('/administration', 'navigate'), ORIGIN)).toBe('page');
  });

  it('leaves other origins and the page’s data requests alone', () => {
    const elsewhere = { method: 'GET', mode: 'no-cors', url: 'https://cdn.example.com/_next/static/a.js' };
    expect(requestKind(elsewhere, ORIGIN)).toBe('network');
    expect(requestKind(get('/nos-offres', 'cors'), ORIGIN)).toBe('network');
  });
});
