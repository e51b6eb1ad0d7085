import sharp from 'sharp';
import { IMAGE_TIMEOUT_SECONDS, MAX_IMAGE_PIXELS } from './limits';
import { refuse } from './result';

/*
 * JPEG and PNG are decoded in full and re-encoded: what is stored is only the picture, turned
 * upright, without metadata (EXIF, GPS position, comments) or anything appended to the file.
 * A picture declaring more than MAX_IMAGE_PIXELS is refused before it is decoded.
 */

export async function reencodeImage(bytes: Uint8Array, format: 'jpeg' | 'png'): Promise<Uint8Array> {
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).timeout({
    seconds: IMAGE_TIMEOUT_SECONDS,
  });
  const { format: found } = await image.metadata();
  if (found !== format) refuse(`decodes as ${found ?? 'nothing'}`);
  const upright = image.rotate();
  const output =
    format === 'jpeg'
      ? upright.jpeg({ quality: 90 })
      : upright.png({ compressionLevel: 9, adaptiveFiltering: true });
  return new Uint8Array(await output.toBuffer());
}
