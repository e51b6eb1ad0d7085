import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const file = async (fileName: string) => ({
  fileName,
  contents: await readFile(fileURLToPath(new URL(fileName, import.meta.url)), 'utf8'),
});

/**
 * The errors of a sitemap against the sitemaps.org 0.9 schema with its hreflang links (libxml2's
 * xmllint, compiled to WebAssembly: nothing native to download), or [] when it is valid.
 */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const [main, sitemap, xhtml] = await Promise.all([
    file('sitemap-with-xhtml.xsd'),
    file('sitemap-0.9.xsd'),
    file('xhtml-link.xsd'),
  ]);
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [main],
    preload: [sitemap, xhtml],
  });
  return result.errors.map((error) => error.rawMessage);
}
