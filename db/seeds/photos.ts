import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createRng } from './prng';

export const PHOTO_WIDTH = 600;
export const PHOTO_HEIGHT = 800;
export const THUMB_SIZE = 200;
export const JPEG_QUALITY = 80;
/** The background is smooth (gradients, bokeh), so it is drawn at a quarter of the size and scaled up. */
const BACKGROUND_SCALE = 4;

export interface PortraitSpec {
  /** Base hue (0-359) derived from the member. */
  hue: number;
  /** First letter of the member's name, drawn as a monogram. */
  letter: string;
  gender: 'male' | 'female';
  /** Seed for the per-photo variation (pose, bokeh, hue shift). */
  seed: string;
}

export interface PortraitLayers {
  /** Gradient, bokeh, glow and vignette; renders at a quarter size (150×200) with a 600×800 viewBox. */
  background: string;
  /** Head-and-shoulders silhouette and the monogram, 600×800, with BACKGROUND_SLOT where the background goes. */
  foreground: string;
}

/** Marker in the foreground SVG replaced by the rendered background image. */
export const BACKGROUND_SLOT = '<!--background-->';

const escapeXml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const hsl = (h: number, s: number, l: number): string =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

const svgOpen = (width: number, height: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">`;

/**
 * An abstract head-and-shoulders portrait placeholder, as two SVG layers. Pure and deterministic: the same
 * spec always gives the same picture. Radial gradients are slow in librsvg at full size, so everything soft
 * lives in the background layer, which is rendered small and scaled up (which also blurs the bokeh nicely).
 */
export function portraitLayers(spec: PortraitSpec): PortraitLayers {
  const rng = createRng(spec.seed);
  const h = spec.hue + rng.int(-18, 18);
  const cx = 300 + rng.int(-40, 40);
  const scale = (0.92 + rng.next() * 0.16).toFixed(3);
  const tilt = rng.int(-6, 6);
  const headY = 320;
  const headRx = 92;
  const headRy = 114;

  const bokeh: string[] = [];
  const bokehCount = rng.int(9, 15);
  for (let i = 0; i < bokehCount; i++) {
    const r = rng.int(12, 70);
    const x = rng.int(-20, PHOTO_WIDTH + 20);
    const y = rng.int(-20, 560);
    const colour = rng.chance(0.5) ? '#ffffff' : hsl(h + rng.int(30, 90), 90, 80);
    const opacity = (0.06 + rng.next() * 0.16).toFixed(3);
    bokeh.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="${opacity}"/>`);
  }

  const background = `${svgOpen(PHOTO_WIDTH / BACKGROUND_SCALE, PHOTO_HEIGHT / BACKGROUND_SCALE)}
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0.7" y2="1">
    <stop offset="0" stop-color="${hsl(h, 72, 68)}"/>
    <stop offset="0.55" stop-color="${hsl(h + 28, 58, 46)}"/>
    <stop offset="1" stop-color="${hsl(h + 55, 52, 24)}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${(cx / PHOTO_WIDTH).toFixed(3)}" cy="0.4" r="0.55">
    <stop offset="0" stop-color="#fff" stop-opacity="0.6"/>
    <stop offset="0.6" stop-color="#fff" stop-opacity="0.1"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.42" r="0.78">
    <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.5"/>
  </radialGradient>
</defs>
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#bg)"/>
${bokeh.join('\n')}
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#glow)"/>
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#vignette)"/>
</svg>`;

  const hair =
    spec.gender === 'female'
      ? // Long hair: a soft shape behind the head falling onto the shoulders.
        `<path d="M${cx - 118} 330 C${cx - 135} 170 ${cx + 135} 170 ${cx + 118} 330 C${cx + 124} 420 ${cx + 150} 500 ${cx + 140} 560 Q${cx} 600 ${cx - 140} 560 C${cx - 150} 500 ${cx - 124} 420 ${cx - 118} 330 Z" fill="url(#body)"/>`
      : // Short hair: a slightly fuller crown.
        `<ellipse cx="${cx}" cy="${headY - 18}" rx="${headRx + 2}" ry="${headRy - 8}" fill="url(#body)"/>`;

  const foreground = `${svgOpen(PHOTO_WIDTH, PHOTO_HEIGHT)}
<defs>
  <linearGradient id="body" gradientUnits="userSpaceOnUse" x1="0" y1="180" x2="0" y2="820">
    <stop offset="0" stop-color="${hsl(h + 200, 18, 27)}"/>
    <stop offset="1" stop-color="${hsl(h + 220, 26, 11)}"/>
  </linearGradient>
  <linearGradient id="rim" gradientUnits="userSpaceOnUse" x1="${cx - headRx}" y1="0" x2="${cx + headRx}" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity="0.16"/>
    <stop offset="0.35" stop-color="#fff" stop-opacity="0"/>
    <stop offset="0.7" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0.1"/>
  </linearGradient>
</defs>
${BACKGROUND_SLOT}
<g transform="rotate(${tilt} ${cx} 560) translate(${cx} 560) scale(${scale}) translate(${-cx} -560)">
  ${hair}
  <path d="M${cx - 340} 1000 L${cx - 292} 700 C${cx - 270} 590 ${cx - 180} 540 ${cx - 84} 514 C${cx - 60} 506 ${cx - 54} 480 ${cx - 52} 410 L${cx + 52} 410 C${cx + 54} 480 ${cx + 60} 506 ${cx + 84} 514 C${cx + 180} 540 ${cx + 270} 590 ${cx + 292} 700 L${cx + 340} 1000 Z" fill="url(#body)"/>
  <ellipse cx="${cx}" cy="${headY}" rx="${headRx}" ry="${headRy}" fill="url(#body)"/>
  <ellipse cx="${cx}" cy="${headY}" rx="${headRx}" ry="${headRy}" fill="url(#rim)"/>
</g>
<text x="${cx}" y="684" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="120" fill="#fff" fill-opacity="0.85">${escapeXml(spec.letter.toLocaleUpperCase())}</text>
</svg>`;

  return { background, foreground };
}

/** Renders the portrait as raw RGB pixels (600×800×3). */
export async function renderPortrait(spec: PortraitSpec): Promise<Buffer> {
  const layers = portraitLayers(spec);
  // The small background goes into the foreground SVG as an image that librsvg scales up smoothly: much
  // cheaper than full-size radial gradients, or than a separate resize and composite step in sharp.
  const backgroundPng = await sharp(Buffer.from(layers.background)).png({ compressionLevel: 1 }).toBuffer();
  const image = `<image width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" preserveAspectRatio="none" href="data:image/png;base64,${backgroundPng.toString('base64')}"/>`;
  const svg = layers.foreground.replace(BACKGROUND_SLOT, image);
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Writes the 600×800 JPEG and its 200×200 cover thumbnail. Each file is written under a temporary name and
 * renamed, so an interrupted run never leaves a half-written photo that a later run would take as present.
 */
export async function writePortrait(spec: PortraitSpec, file: string, thumbFile: string): Promise<void> {
  const pixels = await renderPortrait(spec);
  const raw = { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 as const } };
  await mkdir(path.dirname(file), { recursive: true });
  await mkdir(path.dirname(thumbFile), { recursive: true });
  const suffix = `.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const writes: [string, sharp.Sharp][] = [
    [file, sharp(pixels, raw).jpeg({ quality: JPEG_QUALITY })],
    [
      thumbFile,
      sharp(pixels, raw)
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: 'centre' })
        .jpeg({ quality: JPEG_QUALITY }),
    ],
  ];
  await Promise.all(
    writes.map(async ([target, pipeline]) => {
      const tmp = target + suffix;
      try {
        await pipeline.toFile(tmp);
        await rename(tmp, target);
      } catch (error) {
        await unlink(tmp).catch(() => undefined);
        throw error;
      }
    }),
  );
}
