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
});
