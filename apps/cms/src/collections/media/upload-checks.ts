import fs from 'node:fs/promises';
import path from 'node:path';
import { CAPTIONS_MIME_TYPE } from '@dav/contract';
import { APIError, type CollectionBeforeOperationHook, type UploadConfig } from 'payload';
import { mediaDir } from '../../env';

/**
 * What the media library takes, by the file's first bytes: images and videos by their signatures,
 * captions as WebVTT text. Payload recognises images and videos itself but cannot recognise a text
 * file by its bytes, and judges one by its extension (a `.vtt` reads as text/plain to it, which the
 * collection must therefore allow): this check lets a file in only when its bytes are an image or
 * a video signature, or a `.vtt` that opens as WebVTT does (optional BOM, then `WEBVTT`), recorded
 * as text/vtt whatever the browser claimed.
 */
export const WEBVTT_SIGNATURE = /^(?:\uFEFF)?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;

export function isWebVtt(name: string, head: Uint8Array): boolean {
  return /\.vtt$/i.test(name) && WEBVTT_SIGNATURE.test(Buffer.from(head.subarray(0, 64)).toString('utf8'));
}

const ascii = (head: Uint8Array, at: number, text: string) =>
  Buffer.from(head.subarray(at, at + text.length)).toString('latin1') === text;

/** The image or video formats of the library, by their magic bytes. */
export function isMediaSignature(head: Uint8Array): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  return (
    starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) || // PNG
    starts(0xff, 0xd8, 0xff) || // JPEG
    ascii(head, 0, 'GIF87a') ||
    ascii(head, 0, 'GIF89a') ||
    (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) ||
    starts(0x1a, 0x45, 0xdf, 0xa3) || // EBML: WebM
    ascii(head, 4, 'ftyp') // ISO base media: MP4, AVIF (Payload checks the boxes further)
  );
}

export const checkMediaUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args;
  const file = req.file;
  if (!file) return args;
  const data =
    file.data && file.data.length > 0
      ? file.data
      : file.tempFilePath
        ? await fs.readFile(file.tempFilePath)
        : Buffer.alloc(0);
  const head = data.subarray(0, 64);
  if (isMediaSignature(head)) return args;
  if (!isWebVtt(file.name, head)) {
    throw new APIError(
      'Upload an image, a video (MP4, WebM) or WebVTT captions (a .vtt file starting with WEBVTT).',
      400,
      null,
      true,
    );
  }
  file.mimetype = CAPTIONS_MIME_TYPE;
  return args;
};

type UploadHandler = NonNullable<NonNullable<UploadConfig['handlers']>>[number];

/** The file of `/api/media/file/{filename}` inside the media folder, or null for a name that leaves it. */
function fileOf(filename: string): string | null {
  const dir = path.resolve(mediaDir());
  const file = path.resolve(dir, filename);
  return file.startsWith(dir + path.sep) ? file : null;
}

/**
 * A file that is not there answers 404 (Payload's own handler fails on it with a 500, which the
 * website would take for the CMS being down). Runs first; a file that exists goes on.
 */
export const answerMissingFile = (async (_req, { params }) => {
  const file = fileOf(params.filename);
  const exists = file
    ? await fs.stat(file).then(
        (stat) => stat.isFile(),
        () => false,
      )
    : false;
  if (exists) return;
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
}) as UploadHandler;

/**
 * Serves a `.vtt` upload as text/vtt (Payload's own handler would say text/plain, which some
 * browsers refuse for a <track>); every other file goes on to Payload's handler, Range included.
 */
export const serveCaptions = (async (_req, { params }) => {
  if (!/\.vtt$/i.test(params.filename)) return;
  const file = fileOf(params.filename);
  if (!file) return;
  const body = await fs.readFile(file).catch(() => null);
  if (!body) return;
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': `${CAPTIONS_MIME_TYPE}; charset=utf-8`,
      'Content-Length': String(body.length),
    },
  });
}) as UploadHandler;
