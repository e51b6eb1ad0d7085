import { describe, expect, it } from 'vitest';
import { inspectUpload } from '@/files/inspect-upload';
import { ZIP_LIMITS } from '@/files/limits';
import { doc, docx, docxParts, jpeg, pdf } from '../fixtures/uploads/documents';

const refusal = async (bytes: Uint8Array, name: string) => {
  const inspection = await inspectUpload(bytes, name, '');
  return inspection.ok ? 'accepted' : inspection.reason;
};

describe('PDF', () => {
  it('accepts an incremental update after %%EOF, and refuses junk in its place', async () => {
    const original = (await pdf(undefined, { useObjectStreams: false })).toString('latin1');
    const root = /\/Root (\d+ 0 R)/.exec(original)![1];
    const update = `4 0 obj\n<< /Title (Updated) >>\nendobj\ntrailer\n<< /Root ${root} /Info 4 0 R >>\nstartxref\n0\n%%EOF\n`;
    expect(await refusal(Buffer.from(original + update, 'latin1'), 'cv.pdf')).toBe('accepted');
    const junk = `\u0000\u0001binary junk between two ends\n${update}`;
    expect(await refusal(Buffer.from(original + junk, 'latin1'), 'cv.pdf')).toMatch(/after %%EOF/);
  });

  it('refuses a file whose objects do not parse', async () => {
    const broken = (await pdf(undefined, { useObjectStreams: false }))
      .toString('latin1')
      .replace('/Type /Catalog', '/Type /Catalog /Broken <<');
    expect(await refusal(Buffer.from(broken, 'latin1'), 'cv.pdf')).not.toBe('accepted');
  });
});

describe('DOCX', () => {
  it(`refuses more than ${ZIP_LIMITS.maxEntries} entries before inflating any`, async () => {
    const many = Array.from({ length: ZIP_LIMITS.maxEntries }, (_, i) => ({
      name: `word/media/${i}.txt`,
      data: 'x',
    }));
    expect(await refusal(docx(many), 'cv.docx')).toMatch(/entries/);
  });

  it(`refuses an entry compressed more than ${ZIP_LIMITS.maxRatio}:1, however small once inflated`, async () => {
    const dense = [{ name: 'word/styles.xml', data: Buffer.alloc(2 * 1024 * 1024, 0x20) }];
    expect(await refusal(docx(dense), 'cv.docx')).toMatch(/compressed more than/);
  });

  it('refuses a document whose parts are missing, and an ActiveX or OLE binary', async () => {
    const without = (name: string) => docxParts().filter((part) => part.name !== name);
    expect(await refusal(docx([], without('[Content_Types].xml')), 'cv.docx')).toMatch(/Content_Types/);
    expect(await refusal(docx([], without('_rels/.rels')), 'cv.docx')).toMatch(/_rels/);
    const ole = [{ name: 'word/embeddings/oleObject1.bin', data: doc() }];
    expect(await refusal(docx(ole), 'cv.docx')).toMatch(/binary part/);
    const printer = [{ name: 'word/printerSettings/printerSettings1.bin', data: 'settings' }];
    expect(await refusal(docx(printer), 'cv.docx')).toBe('accepted');
  });
});

describe('DOC', () => {
  it('refuses a packaged file (Ole10Native) and accepts a plain document', async () => {
    expect(await refusal(doc(), 'cv.doc')).toBe('accepted');
    const packaged = doc({ 'ObjectPool/_1234/\u0001Ole10Native': Buffer.from('MZ payload') });
    expect(await refusal(packaged, 'cv.doc')).toMatch(/Ole10Native/);
  });
});

describe('JPEG and PNG', () => {
  it('refuses a picture of another format behind the right extension, and a truncated one', async () => {
    const picture = await jpeg();
    expect(await refusal(picture, 'photo.jpeg')).toBe('accepted');
    expect(await refusal(picture.subarray(0, picture.length - 40), 'photo.jpg')).not.toBe('accepted');
    expect(await refusal(picture, 'photo.png')).toMatch(/first bytes/);
  });
});
