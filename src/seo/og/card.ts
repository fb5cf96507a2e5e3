// One social card, 1200×630 (the size Facebook, LinkedIn and X show large):
// the brand at the top, the headline in up to three lines, "niche · city" at
// the bottom, on the dark slate of the site's dark theme with a bar in the
// category's accent colour. Flat colours only, so it encodes as a palette PNG.
import type { Weight } from './font.js';
import { drawable, glyph, kern, LEVELS, measure } from './glyphs.js';
import { encodeIndexedPng, type Rgb } from './png.js';
import { ACCENTS, CARD_HEIGHT, CARD_WIDTH, type CardText } from './card-text.js';

const BACKGROUND = '#0f172a'; // slate-900; white and the accent tints on it pass WCAG AA
const BRAND_INK = '#e2e8f0';
const HEADLINE_INK = '#ffffff';
const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const BAR_HEIGHT = 16;
/** Headline sizes tried in turn until it fits in MAX_LINES lines. */
const HEADLINE_SIZES = [72, 64, 56, 48];
const MAX_LINES = 3;

// Module-local copies for the pixel loops (an imported binding is a property read under some loaders).
const WIDTH = CARD_WIDTH;
const HEIGHT = CARD_HEIGHT;
const STRIDE = WIDTH + 1;
const STEPS = LEVELS;

const rgb = (hex: string): Rgb => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];

/** Greedy word wrap; a word wider than the line is broken between characters. */
export function wrap(chars: string[], size: number, weight: Weight, width: number): string[][] {
  const words = chars.join('').split(' ').filter(Boolean).map((w) => [...w]);
  const lines: string[][] = [];
  let line: string[] = [];
  for (let word of words) {
    const candidate = line.length ? [...line, ' ', ...word] : word;
    if (measure(candidate, size, weight) <= width) {
      line = candidate;
      continue;
    }
    if (line.length) lines.push(line);
    line = [];
    while (measure(word, size, weight) > width) {
      let cut = word.length - 1;
      while (cut > 1 && measure(word.slice(0, cut), size, weight) > width) cut--;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line.length) lines.push(line);
  return lines;
}

/** Lines of the headline at the largest size that fits; at the smallest, the last line ends in '…'. */
export function layoutHeadline(text: string): { size: number; lines: string[][] } {
  const chars = drawable(text, 700);
  for (const size of HEADLINE_SIZES) {
    const lines = wrap(chars, size, 700, TEXT_WIDTH);
    if (lines.length <= MAX_LINES) return { size, lines };
  }
  const size = HEADLINE_SIZES[HEADLINE_SIZES.length - 1];
  const lines = wrap(chars, size, 700, TEXT_WIDTH).slice(0, MAX_LINES);
  const last = lines[MAX_LINES - 1];
  while (last.length && measure([...last, '…'], size, 700) > TEXT_WIDTH) last.pop();
  while (last.at(-1) === ' ') last.pop();
  last.push('…');
  return { size, lines };
}

/** One line that must fit: cut with '…' when it does not. */
function fitLine(text: string, size: number, weight: Weight): string[] {
  const chars = drawable(text, weight);
  if (measure(chars, size, weight) <= TEXT_WIDTH) return chars;
  while (chars.length && measure([...chars, '…'], size, weight) > TEXT_WIDTH) chars.pop();
  return [...chars, '…'];
}

/**
 * One pixel buffer per thread, cleared for each card: a fresh 750 KB buffer
 * per card kept the garbage collector busy for a third as long as the drawing.
 */
let scratch: Uint8Array | undefined;

class Canvas {
  readonly palette: Rgb[] = [];
  readonly rows: Uint8Array;
  private readonly background: Rgb;

  constructor(background: string) {
    this.rows = scratch ??= new Uint8Array(HEIGHT * STRIDE);
    this.rows.fill(0);
    this.background = rgb(background);
    this.palette.push(this.background);
  }

  /** A palette run for text in this colour: entry i is coverage i+1 blended over the background. */
  ink(hex: string): number {
    const base = this.palette.length;
    const color = rgb(hex);
    for (let level = 1; level <= LEVELS; level++) {
      const t = level / LEVELS;
      this.palette.push(this.background.map((b, i) => Math.round(b + (color[i] - b) * t)) as unknown as Rgb);
    }
    return base;
  }

  fill(hex: string, x: number, y: number, width: number, height: number): void {
    const index = this.palette.length;
    this.palette.push(rgb(hex));
    for (let row = y; row < y + height; row++) this.rows.fill(index, row * STRIDE + 1 + x, row * STRIDE + 1 + x + width);
  }

  /** Text on the plain background (never over a filled box: inks blend with the background only). */
  text(chars: string[], size: number, weight: Weight, x: number, baseline: number, ink: number): void {
    const rows = this.rows;
    let pen = x;
    for (let i = 0; i < chars.length; i++) {
      const g = glyph(chars[i], size, weight);
      const gx = Math.round(pen) + g.left;
      const gy = baseline + g.top;
      const coverage = g.coverage;
      for (let y = 0; y < g.height; y++) {
        const row = gy + y;
        if (row < 0 || row >= HEIGHT) continue;
        const offset = row * STRIDE + 1;
        for (let col = 0; col < g.width; col++) {
          const level = coverage[y * g.width + col];
          const px = gx + col;
          if (level === 0 || px < 0 || px >= WIDTH) continue;
          const value = ink + level - 1;
          const current = rows[offset + px];
          // Where two glyphs touch, the darker coverage wins.
          if (current < ink || current >= ink + STEPS || current < value) rows[offset + px] = value;
        }
      }
      pen += g.advance + (i + 1 < chars.length ? kern(chars[i], chars[i + 1], size, weight) : 0);
    }
  }

  png(): Buffer {
    return encodeIndexedPng(WIDTH, HEIGHT, this.palette, this.rows);
  }
}

export function drawCard(card: CardText): Buffer {
  const accent = ACCENTS[card.accent];
  const canvas = new Canvas(BACKGROUND);
  canvas.fill(accent.bar, 0, 0, WIDTH, BAR_HEIGHT);
  canvas.text(fitLine(card.brand, 40, 700), 40, 700, MARGIN, 112, canvas.ink(BRAND_INK));
  const headline = layoutHeadline(card.headline);
  const lineHeight = Math.round(headline.size * 1.18);
  // The headline block is centred in the space between the brand and the footer.
  const top = 170 + Math.round(((MAX_LINES - headline.lines.length) * lineHeight) / 2);
  const headInk = canvas.ink(HEADLINE_INK);
  headline.lines.forEach((line, i) => canvas.text(line, headline.size, 700, MARGIN, top + headline.size + i * lineHeight, headInk));
  canvas.text(fitLine(card.footer, 36, 400), 36, 400, MARGIN, 560, canvas.ink(accent.text));
  return canvas.png();
}
