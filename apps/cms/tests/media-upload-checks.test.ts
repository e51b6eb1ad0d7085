import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMediaSignature, isWebVtt } from '@/collections/media/upload-checks';
import { CMS_ROOT } from '@/env';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('media upload checks', () => {
  it('knows images and videos by their first bytes', () => {
    const webm = fs.readFileSync(path.join(CMS_ROOT, 'src/seed/files/dav-demo.webm'));
    expect(isMediaSignature(webm.subarray(0, 64))).toBe(true);
    expect(isMediaSignature(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(isMediaSignature(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(isMediaSignature(text('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(isMediaSignature(text('GIF89a'))).toBe(true);
    expect(isMediaSignature(text('\0\0\0\x20ftypisom'))).toBe(true);
    expect(isMediaSignature(text('WEBVTT\n'))).toBe(false);
    expect(isMediaSignature(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(isMediaSignature(text('%PDF-1.7'))).toBe(false);
    expect(isMediaSignature(bytes())).toBe(false);
  });

  it('takes a .vtt file that opens as WebVTT, and nothing else as text', () => {
    expect(isWebVtt('fr.vtt', text('WEBVTT\n\n00:00.000 --> 00:01.000\nBonjour\n'))).toBe(true);
    expect(isWebVtt('fr.VTT', text('\uFEFFWEBVTT - titre\r\n'))).toBe(true);
    expect(isWebVtt('fr.vtt', text('WEBVTT'))).toBe(true);
    expect(isWebVtt('fr.vtt', text('WEBVTTX\n'))).toBe(false);
    expect(isWebVtt('fr.vtt', text('<script>alert(1)</script>'))).toBe(false);
    expect(isWebVtt('fr.txt', text('WEBVTT\n'))).toBe(false);
    expect(isWebVtt('fr.vtt.html', text('WEBVTT\n'))).toBe(false);
  });
});
