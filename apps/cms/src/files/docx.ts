import { readZip, type ZipPart } from './zip-entries';
import { refuse } from './result';

/*
 * A DOCX is accepted when it is a ZIP within the limits of zip-entries.ts, with the parts Word
 * writes ([Content_Types].xml, _rels/.rels, word/document.xml as the main document) and nothing
 * that runs or fetches: no VBA project or macro-enabled type, no ActiveX or OLE binaries, no
 * external relationship but hyperlinks (a remote template is a known way to load macros), and
 * no DTD in any XML part (entity expansion against whoever reads it next).
 */

const MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MACRO_TYPES = /macroEnabled|vbaProject|vbaData|activeX/i;
/** Binary parts: OLE objects, ActiveX and VBA. Printer settings are the one harmless kind. */
const BINARY_PART = /\.bin$/i;
const HARMLESS_BINARY = /^word\/printerSettings\/[^/]+\.bin$/i;
const MACRO_FILE = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|\.(docm|dotm|xlsm|xltm|xlam|pptm|potm|ppsm|ppam)$/i;
const XML_PART = /\.(xml|rels)$/i;

const attribute = (element: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(element)?.[1];

function checkContentTypes(xml: string) {
  if (MACRO_TYPES.test(xml)) refuse('macro-enabled content type');
  const main = [...xml.matchAll(/<Override\b[^>]*>/gi)].some(
    ([element]) =>
      attribute(element, 'PartName')?.toLowerCase() === '/word/document.xml' &&
      attribute(element, 'ContentType') === MAIN_TYPE,
  );
  if (!main) refuse('word/document.xml is not declared as a Word document');
}

function checkRelationships(part: ZipPart) {
  for (const [element] of part.text!.matchAll(/<Relationship\b[^>]*>/gi)) {
    const type = attribute(element, 'Type') ?? '';
    if (MACRO_TYPES.test(type)) refuse(`${part.name}: macro relationship`);
    if (attribute(element, 'TargetMode')?.toLowerCase() === 'external' && !type.endsWith('/hyperlink')) {
      refuse(`${part.name}: external ${type.split('/').at(-1)}`);
    }
  }
}

export async function inspectDocx(bytes: Uint8Array): Promise<void> {
  const parts = await readZip(bytes, (name) => XML_PART.test(name));
  const byName = new Map(parts.map((part) => [part.name, part]));
  for (const part of parts) {
    if (MACRO_FILE.test(part.name)) refuse(`macro part ${part.name}`);
    if (BINARY_PART.test(part.name) && !HARMLESS_BINARY.test(part.name)) refuse(`binary part ${part.name}`);
    if (part.text !== null && /<!(DOCTYPE|ENTITY)/i.test(part.text)) refuse(`DTD in ${part.name}`);
    if (part.name.endsWith('.rels')) checkRelationships(part);
  }
  const types = byName.get('[Content_Types].xml');
  if (!types?.text) refuse('no [Content_Types].xml');
  if (!byName.has('_rels/.rels')) refuse('no _rels/.rels');
  if (!/<(\w+:)?document[\s>]/.test(byName.get('word/document.xml')?.text ?? '')) {
    refuse('no word/document.xml');
  }
  checkContentTypes(types.text);
}
