import type { Localized } from './types';

/**
 * The demo video (docs/product.md#cms-pages): `seed/files/dav-demo.webm`, the one binary file of
 * the repository (4 s, 640×360, VP9 with a quiet Opus tone, about 18 KB), made once with ffmpeg:
 *
 *   ffmpeg -f lavfi -i color=c=0x1d3b7a:s=640x360:d=4:r=24 -f lavfi -i color=c=0x7fd1ff:s=80x80:d=4:r=24 \
 *     -f lavfi -i color=c=0xffd166:s=640x12:d=4:r=24 -f lavfi -i sine=frequency=440:sample_rate=48000:duration=4 \
 *     -filter_complex "[0:v][1:v]overlay=x='40+t*120':y='140+40*sin(t*3)':eval=frame[b];\
 *       [b][2:v]overlay=x='-640+t*160':y=300:eval=frame[v];[3:a]volume=0.05[a]" \
 *     -map "[v]" -map "[a]" -t 4 -c:v libvpx-vp9 -b:v 150k -c:a libopus -b:a 24k -ac 1 dav-demo.webm
 *
 * A light blue square crosses the frame while a yellow band grows along the bottom. Its poster is
 * drawn in seed/images.ts (`video-poster`); its captions, one WebVTT file per language, are below.
 */
export const DEMO_VIDEO = {
  key: 'demo-video',
  file: 'dav-demo.webm',
  mimeType: 'video/webm',
  alt: {
    fr: 'Animation de démonstration : un carré bleu clair traverse l’écran pendant qu’une bande jaune grandit',
    en: 'Demo animation: a light blue square crosses the screen while a yellow band grows',
    es: 'Animación de demostración: un cuadrado azul claro cruza la pantalla mientras crece una franja amarilla',
    de: 'Demo-Animation: Ein hellblaues Quadrat durchquert das Bild, während ein gelber Streifen wächst',
  } satisfies Localized<string>,
};

const cue = (start: string, end: string, text: string) => `${start} --> ${end}\n${text}`;

const vtt = (first: string, second: string) =>
  ['WEBVTT', cue('00:00:00.000', '00:00:02.000', first), cue('00:00:02.000', '00:00:04.000', second)].join(
    '\n\n',
  ) + '\n';

/** The captions of the demo video, as WebVTT text, and the alt of each captions file. */
export const DEMO_CAPTIONS: Localized<{ text: string; alt: string }> = {
  fr: {
    text: vtt('[Son doux et continu] Un carré se met en route.', 'La bande jaune avance jusqu’au bout.'),
    alt: 'Sous-titres en français de la vidéo de démonstration',
  },
  en: {
    text: vtt('[Soft steady tone] A square sets off.', 'The yellow band moves to the end.'),
    alt: 'English captions of the demo video',
  },
  es: {
    text: vtt(
      '[Tono suave y continuo] Un cuadrado se pone en marcha.',
      'La franja amarilla avanza hasta el final.',
    ),
    alt: 'Subtítulos en español del vídeo de demostración',
  },
  de: {
    text: vtt(
      '[Leiser, gleichmäßiger Ton] Ein Quadrat setzt sich in Bewegung.',
      'Der gelbe Streifen wächst bis zum Ende.',
    ),
    alt: 'Deutsche Untertitel des Demovideos',
  },
};
