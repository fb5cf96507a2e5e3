// Text for the cards, drawn from a glyph atlas: each character is rasterised
// once per thread, size and weight by Skia (@napi-rs/canvas, the font
// renderer), and its coverage kept as a small bitmap; a card then only copies
// bitmaps into its pixel buffer. Drawing and encoding a whole card with Skia
// cost many times what the atlas does (see bench/RESULTS.md, section "og:image per page").
// Kerning comes from Skia too: the width of a pair minus its two glyphs.
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { faceFor, fontFaces, type Weight } from './font.js';

/** Coverage is kept in this many steps: each ink needs one palette entry per step. */
export const LEVELS = 16;

export interface Glyph {
  /** Bitmap size; 0×0 for a space. */
  width: number;
  height: number;
  /** From the pen position to the bitmap's top-left corner. */
  left: number;
  top: number;
  /** Coverage 0..LEVELS per pixel. */
  coverage: Uint8Array;
  advance: number;
  family?: string;
}

let registered = false;
function registerFonts(): void {
  if (registered) return;
  for (const face of [...fontFaces().values()].flat()) {
    if (!GlobalFonts.registerFromPath(face.file, face.family)) throw new Error(`could not load the font ${face.file}`);
  }
  registered = true;
}

const glyphs = new Map<string, Glyph>();
const kerning = new Map<string, number>();
let scratch: { ctx: SKRSContext2D; size: number } | undefined;

function context(size: number): SKRSContext2D {
  // One canvas per size: big enough for any glyph with room around it.
  const side = size * 3;
  if (!scratch || scratch.size !== size) scratch = { ctx: createCanvas(side, side).getContext('2d'), size };
  return scratch.ctx;
}

const MISSING: Glyph = { width: 0, height: 0, left: 0, top: 0, coverage: new Uint8Array(0), advance: 0 };

export function glyph(char: string, size: number, weight: Weight): Glyph {
  const key = `${weight} ${size} ${char}`;
  const known = glyphs.get(key);
  if (known) return known;
  const face = faceFor(weight, char.codePointAt(0)!);
  if (!face) {
    glyphs.set(key, MISSING);
    return MISSING;
  }
  registerFonts();
  const ctx = context(size);
  const side = size * 3;
  const originX = size;
  const originY = size * 2;
  ctx.clearRect(0, 0, side, side);
  ctx.font = `${size}px ${face.family}`;
  ctx.fillStyle = '#000';
  ctx.fillText(char, originX, originY);
  const data = ctx.getImageData(0, 0, side, side).data;
  // The bitmap is cropped to the pixels the glyph touches.
  let x0 = side,
    x1 = -1,
    y0 = side,
    y1 = -1;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (data[(y * side + x) * 4 + 3] * LEVELS >= 128) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  const width = x1 < 0 ? 0 : x1 - x0 + 1;
  const height = x1 < 0 ? 0 : y1 - y0 + 1;
  const coverage = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) coverage[y * width + x] = Math.round((data[((y + y0) * side + x + x0) * 4 + 3] * LEVELS) / 255);
  }
  const g: Glyph = { width, height, left: x0 - originX, top: y0 - originY, coverage, advance: ctx.measureText(char).width, family: face.family };
  glyphs.set(key, g);
  return g;
}

/** The kerning between two drawn glyphs of the same face (0 across faces). */
export function kern(a: string, b: string, size: number, weight: Weight): number {
  const ga = glyph(a, size, weight);
  const gb = glyph(b, size, weight);
  if (!ga.family || ga.family !== gb.family) return 0;
  const key = `${weight} ${size} ${a}${b}`;
  let k = kerning.get(key);
  if (k === undefined) {
    const ctx = context(size);
    ctx.font = `${size}px ${ga.family}`;
    k = ctx.measureText(a + b).width - ga.advance - gb.advance;
    kerning.set(key, k);
  }
  return k;
}

/**
 * A pen moving along a run of characters, adding each one's kerning and then
 * its advance. measure() is one pen run over the whole run, so a line grown a
 * character at a time has measure()'s width to the last bit, without being
 * measured again from its start.
 */
export class Pen {
  x = 0;
  private last: string | undefined;

  constructor(
    readonly size: number,
    readonly weight: Weight,
  ) {}

  /** The run's width once `char` is added to it. */
  add(char: string): number {
    if (this.last !== undefined) this.x += kern(this.last, char, this.size, this.weight);
    this.x += glyph(char, this.size, this.weight).advance;
    this.last = char;
    return this.x;
  }

  copy(): Pen {
    const pen = new Pen(this.size, this.weight);
    pen.x = this.x;
    pen.last = this.last;
    return pen;
  }
}

/** Pen advance of a run of drawable characters, kerning included. */
export function measure(chars: string[], size: number, weight: Weight): number {
  const pen = new Pen(size, weight);
  for (const char of chars) pen.add(char);
  return pen.x;
}
