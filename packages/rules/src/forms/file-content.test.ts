import { FormFieldSchema } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { checkFile, contentMatchesExtension, detectFileType, fileExtension } from './file';

/** The server's content check: the first bytes of an upload against the extension it claims. */

const cvField = FormFieldSchema.parse({ type: 'file', name: 'cv' });
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

const SAMPLES = {
  pdf: ascii('%PDF-1.7\n%âãÏÓ'),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46),
  doc: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  docx: bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0),
  exe: ascii('MZ\x90\x00\x03\x00\x00\x00'),
};

describe('detectFileType', () => {
  it.each(['pdf', 'png', 'jpg', 'doc', 'docx'] as const)('recognises %s', (type) => {
    expect(detectFileType(SAMPLES[type])).toBe(type);
  });

  it.each([
    ['an executable', SAMPLES.exe],
    ['nothing', bytes()],
    ['a truncated PNG signature', SAMPLES.png.slice(0, 4)],
    ['a PDF header that is not at byte 0', ascii('MZ......%PDF-1.4')],
    ['plain text', ascii('hello')],
  ])('returns null for %s', (_, data) => {
    expect(detectFileType(data)).toBeNull();
  });
});

describe('contentMatchesExtension', () => {
  it.each([
    ['pdf', SAMPLES.pdf],
    ['PDF', SAMPLES.pdf],
    ['.pdf', SAMPLES.pdf],
    ['png', SAMPLES.png],
    ['jpg', SAMPLES.jpg],
    ['jpeg', SAMPLES.jpg],
    ['JPEG', SAMPLES.jpg],
    ['doc', SAMPLES.doc],
    ['docx', SAMPLES.docx],
  ])('%s matches its own bytes', (ext, data) => {
    expect(contentMatchesExtension(ext, data)).toBe(true);
  });

  it('refuses a renamed executable: cv.pdf starting with MZ', () => {
    expect(checkFile({ name: 'cv.pdf', size: SAMPLES.exe.length }, cvField, 'en')).toBeNull(); // name alone passes
    expect(contentMatchesExtension(fileExtension('cv.pdf'), SAMPLES.exe)).toBe(false);
  });

  it.each([
    ['pdf', SAMPLES.png],
    ['doc', SAMPLES.docx],
    ['docx', SAMPLES.doc],
    ['png', SAMPLES.jpg],
    ['exe', SAMPLES.exe],
    ['zip', SAMPLES.docx],
    ['', SAMPLES.pdf],
  ])('%s does not match other bytes or an unlisted extension', (ext, data) => {
    expect(contentMatchesExtension(ext, data)).toBe(false);
  });
});
