import sharp from 'sharp';

/** Demo images, drawn as SVG and encoded by sharp at seed time (no binary files in the repo). */
export interface SeedImage {
  key: string;
  filename: string;
  width: number;
  height: number;
  svg: string;
  format: 'png' | 'webp';
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

function badge(key: string, color: string, accent: string): SeedImage {
  return {
    key,
    filename: `${key}.png`,
    width: 240,
    height: 240,
    format: 'png',
    svg: svg(
      240,
      240,
      `<circle cx="120" cy="120" r="110" fill="${color}"/><circle cx="120" cy="120" r="84" fill="none" stroke="#fff" stroke-width="10"/>` +
        `<path d="M78 122 l28 28 l56 -62" fill="none" stroke="${accent}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
  };
}

const HUES = [205, 250, 170, 15, 320, 45];

function background(index: number): SeedImage {
  const hue = HUES[index] ?? 200;
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const cx = (i * 431 + index * 197) % 1280;
      const cy = (i * 173 + index * 89) % 480;
      return `<circle cx="${cx}" cy="${cy}" r="${120 + i * 40}" fill="hsl(${(hue + i * 25) % 360},70%,60%)" fill-opacity="0.35"/>`;
    })
    .join('');
  return {
    key: `footer-${index + 1}`,
    filename: `footer-background-${index + 1}.webp`,
    width: 1280,
    height: 480,
    format: 'webp',
    svg: svg(
      1280,
      480,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,22%)"/>` +
        `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,12%)"/></linearGradient></defs>` +
        `<rect width="1280" height="480" fill="url(#g)"/>${circles}`,
    ),
  };
}

const astronaut: SeedImage = {
  key: 'not-found',
  filename: 'astronaut-404.webp',
  width: 800,
  height: 600,
  format: 'webp',
  svg: svg(
    800,
    600,
    `<rect width="800" height="600" fill="#0b1630"/>` +
      [40, 130, 260, 390, 520, 610, 720, 95, 330, 670]
        .map((x, i) => `<circle cx="${x}" cy="${((i * 137) % 560) + 20}" r="${(i % 3) + 1.5}" fill="#fff"/>`)
        .join('') +
      `<g transform="rotate(-18 400 300)"><rect x="330" y="300" width="140" height="170" rx="50" fill="#e8ecf5"/>` +
      `<circle cx="400" cy="250" r="85" fill="#e8ecf5"/><rect x="345" y="215" width="110" height="70" rx="32" fill="#1d3b7a"/>` +
      `<rect x="270" y="320" width="70" height="34" rx="17" fill="#e8ecf5"/><rect x="460" y="320" width="70" height="34" rx="17" fill="#e8ecf5"/></g>`,
  ),
};

const team: SeedImage = {
  key: 'team',
  filename: 'dav-team.webp',
  width: 1200,
  height: 675,
  format: 'webp',
  svg: svg(
    1200,
    675,
    `<rect width="1200" height="675" fill="#f2f5fb"/>` +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const x = 200 + i * 200;
          return `<circle cx="${x}" cy="300" r="60" fill="hsl(${210 + i * 20},60%,45%)"/><rect x="${x - 80}" y="380" width="160" height="200" rx="70" fill="hsl(${210 + i * 20},60%,35%)"/>`;
        })
        .join(''),
  ),
};

/** A room of the coworking space: desks (rectangles) under a window band, in the room's colour. */
function room(key: string, hue: number, desks: number): SeedImage {
  return {
    key,
    filename: `${key}.webp`,
    width: 1200,
    height: 800,
    format: 'webp',
    svg: svg(
      1200,
      800,
      `<rect width="1200" height="800" fill="hsl(${hue},35%,92%)"/><rect x="0" y="0" width="1200" height="260" fill="hsl(${hue},45%,78%)"/>` +
        Array.from({ length: desks }, (_, i) => {
          const x = 80 + (i % 4) * 270;
          const y = 380 + Math.floor(i / 4) * 200;
          return `<rect x="${x}" y="${y}" width="220" height="110" rx="12" fill="hsl(${hue},30%,40%)"/>`;
        }).join(''),
    ),
  };
}

/** A post cover of one category (docs/product.md#blog): bands and a dot, in the category's hue. */
function postCover(category: string, hue: number): SeedImage {
  return {
    key: `post-${category}`,
    filename: `post-${category}.webp`,
    width: 1200,
    height: 630,
    format: 'webp',
    svg: svg(
      1200,
      630,
      `<rect width="1200" height="630" fill="hsl(${hue},50%,20%)"/>` +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<rect x="0" y="${120 + i * 110}" width="${1200 - i * 220}" height="60" fill="hsl(${(hue + i * 18) % 360},65%,${45 + i * 8}%)"/>`,
          )
          .join('') +
        `<circle cx="980" cy="170" r="90" fill="hsl(${(hue + 180) % 360},80%,65%)"/>`,
    ),
  };
}

/** The demo video's poster: its first frame as drawn (a square over a band), with a play sign. */
const videoPoster: SeedImage = {
  key: 'video-poster',
  filename: 'dav-demo-poster.png',
  width: 640,
  height: 360,
  format: 'png',
  svg: svg(
    640,
    360,
    `<rect width="640" height="360" fill="#1d3b7a"/><rect x="40" y="140" width="80" height="80" fill="#7fd1ff"/>` +
      `<rect x="0" y="300" width="24" height="12" fill="#ffd166"/>` +
      `<circle cx="320" cy="180" r="56" fill="#0b1630" fill-opacity="0.6"/><path d="M302 150 L350 180 L302 210 Z" fill="#fff"/>`,
  ),
};

export const POST_COVER_HUES = { news: 215, events: 330, tech: 160, careers: 35 } as const;

export const SEED_IMAGES: SeedImage[] = [
  badge('certification-iso', '#1d3b7a', '#7fd1ff'),
  badge('certification-quality', '#0f7a5a', '#ffd166'),
  ...[0, 1, 2, 3, 4, 5].map(background),
  astronaut,
  team,
  room('coworking-open-space', 200, 8),
  room('coworking-meeting-room', 30, 1),
  room('coworking-lounge', 140, 3),
  ...Object.entries(POST_COVER_HUES).map(([category, hue]) => postCover(category, hue)),
  videoPoster,
];

export async function renderSeedImage(image: SeedImage): Promise<Buffer> {
  const pipeline = sharp(Buffer.from(image.svg));
  return image.format === 'png'
    ? pipeline.png({ compressionLevel: 9 }).toBuffer()
    : pipeline.webp({ quality: 65 }).toBuffer();
}
