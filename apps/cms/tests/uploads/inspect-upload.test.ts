import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectUpload } from '@/files/inspect-upload';
import { APPENDIX, EXIF_MARKER } from '../fixtures/uploads/documents';
import { loadCorpus } from '../fixtures/uploads/load-corpus';

const hostile = loadCorpus('hostile');
const good = loadCorpus('good');

describe('inspectUpload', () => {
  it('has a corpus of at least 20 hostile files and a good file of each allowed format', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(20);
    expect(new Set(good.map(({ name }) => name.split('.').at(-1)))).toEqual(
      new Set(['pdf', 'docx', 'doc', 'jpg', 'png']),
    );
  });

  it.each(hostile.map((entry) => [entry.why, entry] as const))('refuses %s', async (_why, entry) => {
    const inspection = await inspectUpload(entry.bytes, entry.name, entry.type);
    expect(inspection).toEqual({ ok: false, reason: expect.stringContaining(entry.refusedFor!) });
  });

  it.each(good.map((entry) => [entry.why, entry] as const))('accepts %s', async (_why, entry) => {
    const inspection = await inspectUpload(entry.bytes, entry.name, entry.type);
    if (!inspection.ok) throw new Error(`refused: ${inspection.reason}`);
    expect(inspection.file.name).toBe(entry.name);
  });

  it('keeps documents byte for byte, with the type found rather than the one declared', async () => {
    for (const entry of good.filter(({ name }) => /\.(pdf|docx?)$/.test(name))) {
      const inspection = await inspectUpload(entry.bytes, entry.name, 'application/octet-stream');
      if (!inspection.ok) throw new Error(inspection.reason);
      expect(Buffer.from(inspection.file.bytes).equals(entry.bytes)).toBe(true);
      expect(inspection.file.mime).toMatch(/^application\/(pdf|msword|vnd\.openxml)/);
    }
  });

  it('re-encodes pictures: the same picture, without EXIF or appended bytes', async () => {
    for (const entry of good.filter(({ name }) => /\.(jpg|png)$/.test(name))) {
      expect(entry.bytes.includes(APPENDIX)).toBe(true);
      const inspection = await inspectUpload(entry.bytes, entry.name, entry.type);
      if (!inspection.ok) throw new Error(inspection.reason);
      const kept = Buffer.from(inspection.file.bytes);
      expect(kept.includes(APPENDIX)).toBe(false);
      expect(kept.includes(EXIF_MARKER)).toBe(false);
      const before = await sharp(entry.bytes).metadata();
      const after = await sharp(kept).metadata();
      expect([after.format, after.width, after.height, after.exif]).toEqual([
        before.format,
        16,
        8,
        undefined,
      ]);
    }
  });
});

describe('inspectUpload on damaged files', () => {
  /** A fixed-seed generator, so a failure can be replayed. */
  const random = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it.each(good.map((entry) => [entry.file, entry] as const))(
    'answers (never throws) for 60 damaged copies of %s: bytes flipped, cut or doubled',
    async (_file, entry) => {
      const next = random(entry.bytes.length);
      for (let i = 0; i < 60; i++) {
        const bytes = Buffer.from(entry.bytes);
        const at = Math.floor(next() * bytes.length);
        const damaged =
          i % 3 === 0
            ? bytes.subarray(0, at)
            : i % 3 === 1
              ? (bytes.fill(
                  Math.floor(next() * 256),
                  at,
                  Math.min(bytes.length, at + 1 + Math.floor(next() * 16)),
                ),
                bytes)
              : Buffer.concat([bytes.subarray(0, at), bytes.subarray(Math.floor(next() * at))]);
        const inspection = await inspectUpload(damaged, entry.name, entry.type);
        expect(typeof inspection.ok).toBe('boolean');
      }
    },
  );
});
