// The card's typeface: Inter from @fontsource/inter, an npm package, so every
// machine (CI has no fonts of its own) draws the same pixels. Fontsource splits
// a weight into subsets by Unicode range; the card uses Latin and Latin
// Extended, and each character is drawn from the subset that covers it.
// Characters neither covers (emoji, CJK…) are left out of the image rather
// than drawn from whatever system font the machine happens to have.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext'] as const;
export const WEIGHTS = [400, 700] as const;
export type Weight = (typeof WEIGHTS)[number];

export interface FontFace {
  /** The family name the face is registered under. */
  family: string;
  file: string;
  ranges: [number, number][];
}

/** The installed package's folder: the nearest one above its entry file that holds a package.json. */
function packageDir(name: string): string {
  const entry = require.resolve(name);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`no package.json above ${entry}`);
}

/** 'U+0000-00FF,U+0131' → [[0, 255], [305, 305]] */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

let faces: Map<Weight, FontFace[]> | undefined;

/** The faces per weight, in the order they are tried. */
export function fontFaces(): Map<Weight, FontFace[]> {
  if (faces) return faces;
  const dir = packageDir('@fontsource/inter');
  const unicode = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  faces = new Map(
    WEIGHTS.map((weight) => [
      weight,
      SUBSETS.map((subset) => ({
        family: `lpgen-og-${weight}-${subset}`,
        file: path.join(dir, 'files', `inter-${subset}-${weight}-normal.woff2`),
        ranges: parseRanges(unicode[subset]),
      })),
    ]),
  );
  return faces;
}

// Remembered per code point: a long headline asks about the same few characters many times.
const faceOf = new Map<Weight, Map<number, FontFace | undefined>>();

/** The face that draws this code point, or undefined when none does. */
export function faceFor(weight: Weight, codePoint: number): FontFace | undefined {
  let known = faceOf.get(weight);
  if (!known) faceOf.set(weight, (known = new Map()));
  if (known.has(codePoint)) return known.get(codePoint);
  const face = fontFaces()
    .get(weight)!
    .find((f) => f.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
  known.set(codePoint, face);
  return face;
}

/** Versions of what draws the pixels: a new renderer or font redraws every cached image. */
export function rendererVersion(): string {
  return ['@napi-rs/canvas', '@fontsource/inter']
    .map((name) => `${name}@${JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')).version}`)
    .join(' ');
}
