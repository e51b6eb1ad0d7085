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

/**
 * Dav, the mascot (docs/product.md#home): a small friendly robot on a transparent background, in
 * two poses. `waving` raises its right arm (our left) and tilts the head a little.
 */
function mascot(key: string, waving: boolean): SeedImage {
  const arm = waving
    ? `<path d="M150 300 C110 280 95 230 100 180" fill="none" stroke="#e8ecf5" stroke-width="26" stroke-linecap="round"/>` +
      `<circle cx="100" cy="168" r="24" fill="#ff5a6e"/>`
    : `<path d="M150 300 C115 320 105 360 110 395" fill="none" stroke="#e8ecf5" stroke-width="26" stroke-linecap="round"/>` +
      `<circle cx="110" cy="405" r="24" fill="#ff5a6e"/>`;
  const head = waving ? 'rotate(-6 240 180)' : 'rotate(0)';
  return {
    key,
    filename: `${key}.webp`,
    width: 480,
    height: 480,
    format: 'webp',
    svg: svg(
      480,
      480,
      `<ellipse cx="240" cy="452" rx="120" ry="16" fill="#000" fill-opacity="0.25"/>` +
        // Body, belly screen and legs
        `<rect x="170" y="380" width="40" height="64" rx="18" fill="#c9d2e3"/><rect x="270" y="380" width="40" height="64" rx="18" fill="#c9d2e3"/>` +
        `<rect x="140" y="260" width="200" height="150" rx="60" fill="#e8ecf5"/>` +
        `<rect x="195" y="300" width="90" height="56" rx="16" fill="#1d3b7a"/>` +
        `<path d="M212 330 h16 l8 -14 l10 26 l8 -12 h18" fill="none" stroke="#7fd1ff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
        // Arms: the right one (ours) always down
        arm +
        `<path d="M330 300 C365 320 375 360 370 395" fill="none" stroke="#e8ecf5" stroke-width="26" stroke-linecap="round"/>` +
        `<circle cx="370" cy="405" r="24" fill="#ff5a6e"/>` +
        // Head: antenna, face screen, eyes and smile
        `<g transform="${head}"><line x1="240" y1="78" x2="240" y2="40" stroke="#c9d2e3" stroke-width="8"/>` +
        `<circle cx="240" cy="34" r="14" fill="#ff5a6e"/>` +
        `<rect x="130" y="78" width="220" height="170" rx="70" fill="#e8ecf5"/>` +
        `<rect x="158" y="108" width="164" height="110" rx="48" fill="#0b1630"/>` +
        `<circle cx="205" cy="155" r="16" fill="#7fd1ff"/><circle cx="275" cy="155" r="16" fill="#7fd1ff"/>` +
        (waving
          ? `<path d="M190 150 q15 -16 30 0 M260 150 q15 -16 30 0" fill="none" stroke="#0b1630" stroke-width="6"/>`
          : '') +
        `<path d="M210 188 q30 24 60 0" fill="none" stroke="#7fd1ff" stroke-width="7" stroke-linecap="round"/>` +
        `<circle cx="120" cy="163" r="16" fill="#ff5a6e"/><circle cx="360" cy="163" r="16" fill="#ff5a6e"/></g>`,
    ),
  };
}

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

/** A subsidiary's cover (docs/product.md#subsidiaries): a skyline against the sky, in its hue. */
export function subsidiaryCover(slug: string, hue: number): SeedImage {
  const buildings = Array.from({ length: 14 }, (_, i) => {
    const width = 60 + ((i * 37 + hue) % 50);
    const height = 140 + ((i * 83 + hue * 7) % 260);
    return `<rect x="${i * 88 - 20}" y="${630 - height}" width="${width}" height="${height}" fill="hsl(${hue},35%,${18 + (i % 3) * 6}%)"/>`;
  }).join('');
  return {
    key: `subsidiary-${slug}`,
    filename: `${slug}.webp`,
    width: 1200,
    height: 630,
    format: 'webp',
    svg: svg(
      1200,
      630,
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,78%)"/>` +
        `<stop offset="1" stop-color="hsl(${(hue + 30) % 360},60%,90%)"/></linearGradient></defs>` +
        `<rect width="1200" height="630" fill="url(#s)"/><circle cx="930" cy="150" r="70" fill="hsl(45,95%,70%)"/>${buildings}`,
    ),
  };
}

/** A fictional client's logo: a shape and two bands in colours drawn from its name (no text: no fonts needed). */
export function clientLogo(key: string, name: string): SeedImage {
  const hash = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const hue = hash % 360;
  const shape =
    hash % 3 === 0
      ? `<circle cx="80" cy="80" r="48" fill="hsl(${hue},65%,45%)"/>`
      : hash % 3 === 1
        ? `<rect x="32" y="32" width="96" height="96" rx="18" fill="hsl(${hue},65%,45%)"/>`
        : `<path d="M80 28 L132 128 L28 128 Z" fill="hsl(${hue},65%,45%)"/>`;
  return {
    key,
    filename: `${key}.png`,
    width: 320,
    height: 160,
    format: 'png',
    svg: svg(
      320,
      160,
      `<rect width="320" height="160" fill="#fff"/>${shape}` +
        `<rect x="150" y="58" width="${120 + (hash % 40)}" height="18" rx="9" fill="hsl(${(hue + 180) % 360},30%,30%)"/>` +
        `<rect x="150" y="88" width="${70 + (hash % 60)}" height="12" rx="6" fill="hsl(${hue},20%,60%)"/>`,
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

/** The default share image (1200 × 630, what social sites show for a page without a picture). */
const shareDefault: SeedImage = {
  key: 'share-default',
  filename: 'share-default.webp',
  width: 1200,
  height: 630,
  format: 'webp',
  svg: svg(
    1200,
    630,
    `<rect width="1200" height="630" fill="#0b1630"/>` +
      `<circle cx="980" cy="140" r="260" fill="hsl(205,70%,55%)" fill-opacity="0.45"/>` +
      `<circle cx="220" cy="540" r="200" fill="hsl(320,60%,60%)" fill-opacity="0.35"/>` +
      `<rect x="120" y="250" width="560" height="70" rx="35" fill="#fff"/>` +
      `<rect x="120" y="350" width="380" height="40" rx="20" fill="#7fd1ff"/>`,
  ),
};

export const SEED_IMAGES: SeedImage[] = [
  shareDefault,
  badge('certification-iso', '#1d3b7a', '#7fd1ff'),
  badge('certification-quality', '#0f7a5a', '#ffd166'),
  ...[0, 1, 2, 3, 4, 5].map(background),
  astronaut,
  team,
  mascot('mascot-hello', false),
  mascot('mascot-waving', true),
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

/** A day-at-DAV product (seed/content/day.ts): a card in its hue with a circle, a bar and a dot. */
export function dayProductImage(key: string, hue: number): SeedImage {
  return {
    key,
    filename: `day-${key}.webp`,
    width: 800,
    height: 500,
    format: 'webp',
    svg: svg(
      800,
      500,
      `<rect width="800" height="500" fill="hsl(${hue},40%,88%)"/>` +
        `<circle cx="240" cy="250" r="130" fill="hsl(${hue},45%,45%)"/>` +
        `<rect x="430" y="180" width="280" height="40" rx="20" fill="hsl(${hue},35%,30%)"/>` +
        `<rect x="430" y="250" width="200" height="30" rx="15" fill="hsl(${hue},30%,60%)"/>` +
        `<circle cx="690" cy="400" r="30" fill="hsl(${(hue + 180) % 360},60%,55%)"/>`,
    ),
  };
}
