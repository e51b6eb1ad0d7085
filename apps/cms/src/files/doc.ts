import CFB from 'cfb';
import { refuse } from './result';

/*
 * A DOC (Word 97–2003) is accepted when it is a valid OLE compound file with a WordDocument
 * stream that starts as Word's file information block does, is not encrypted (it could not be
 * checked), and holds no VBA project and no packaged file or equation object (the OLE objects
 * that carry executables and exploits).
 */

/** Storage and stream names, lower-cased, that only a macro or an embedded payload has. */
const FORBIDDEN = new Set([
  'macros',
  '_vba_project_cur',
  'vba',
  '_vba_project',
  '\x01ole10native',
  'equation native',
]);
const WORD_IDENT = 0xa5ec;
const ENCRYPTED_FLAG = 0x0100;

export function inspectDoc(bytes: Uint8Array): void {
  const container = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  for (const entry of container.FileIndex) {
    if (FORBIDDEN.has(entry.name.toLowerCase())) refuse(`OLE entry ${JSON.stringify(entry.name)}`);
  }
  const word = CFB.find(container, 'WordDocument');
  const content = word?.content ? Buffer.from(word.content as Uint8Array) : null;
  if (!word || word.type !== 2 || !content || content.length < 0x20) refuse('no WordDocument stream');
  if (content.readUInt16LE(0) !== WORD_IDENT) refuse('WordDocument is not Word');
  if (content.readUInt16LE(0x0a) & ENCRYPTED_FLAG) refuse('encrypted');
}
