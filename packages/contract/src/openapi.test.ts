import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

describe('OpenAPI document', () => {
  it('documents each contract route with its response schema', () => {
    const doc = buildOpenApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    const global = doc.paths['/wp-json/api/{locale}/global'].get.responses['200'];
    const schema = global.content['application/json'].schema as { required?: string[] };
    expect(schema.required).toEqual(expect.arrayContaining(['langs', 'menus', 'trads', 'footer']));
    const page = doc.paths['/wp-json/api/{locale}/page/{slug}'].get.responses;
    expect(Object.keys(page)).toEqual(['200', '404']);
  });

  it('documents the form definition and coworking routes', () => {
    const doc = buildOpenApiDocument();
    expect(Object.keys(doc.paths)).toEqual([
      '/wp-json/api/{locale}/global',
      '/wp-json/api/{locale}/page/{slug}',
      '/wp-json/api/{locale}/forms/{name}',
      '/wp-json/api/{locale}/consent',
      '/wp-json/api/{locale}/coworking',
      '/wp-json/api/{locale}/day-at-dav',
      '/wp-json/api/{locale}/offers',
      '/wp-json/api/{locale}/offers/{slug}',
      '/wp-json/api/{locale}/expertises',
      '/wp-json/api/{locale}/subsidiaries',
      '/wp-json/api/{locale}/subsidiaries/{slug}',
      '/wp-json/api/{locale}/posts',
      '/wp-json/api/{locale}/posts/{slug}',
      '/wp-json/api/{locale}/categories',
      '/wp-json/api/{locale}/redirects',
      '/wp-json/api/{locale}/form-coworking',
      '/wp-json/api/appskills',
      '/wp-json/api/appskills-candidate',
      '/wp-json/api/{locale}/application-withdrawal',
      '/wp-json/api/{locale}/assistant',
      '/wp-json/clrz/v1/bot/answer',
      '/wp-json/api/{locale}/whistleblowing-follow-up',
      '/wp-json/api/{locale}/whistleblowing-follow-up/reply',
      '/wp-json/api/{locale}/sitemap',
    ]);
    const post = doc.paths['/wp-json/api/{locale}/form-coworking'].post;
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(post.responses)).toEqual(['200', '400', '403', '404', '413', '422', '429']);
    // Its optional Idempotency-Key (idempotency.ts): a UUID, the same for every retry of one send.
    expect(post.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    const form = doc.paths['/wp-json/api/{locale}/forms/{name}'].get.responses['200'];
    const formSchema = form.content['application/json'].schema as { required?: string[] };
    expect(formSchema.required).toEqual(expect.arrayContaining(['name', 'action', 'fields']));
    const coworking = doc.paths['/wp-json/api/{locale}/coworking'].get.responses['200'];
    const coworkingSchema = coworking.content['application/json'].schema as { required?: string[] };
    expect(coworkingSchema.required).toEqual(
      expect.arrayContaining(['day_rate_price', 'week_rate_price', 'month_rate_price', 'gallery']),
    );
  });

  it('documents the offers search, its parameters and its 400', () => {
    const search = buildOpenApiDocument().paths['/wp-json/api/{locale}/offers'].get;
    expect(search.parameters.map((p) => p.name)).toEqual(['locale', 'q', 'expertise', 'subsidiary', 'page']);
    expect(Object.keys(search.responses)).toEqual(['200', '400', '404']);
    const answer = search.responses['200'].content['application/json'].schema as { required?: string[] };
    expect(answer.required).toEqual(expect.arrayContaining(['total', 'page', 'pageSize', 'items']));
  });
});
