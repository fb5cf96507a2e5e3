// One social card, 1200×630 (the size Facebook, LinkedIn and X show large):
// the brand at the top, the headline in up to three lines, "niche · city" at
// the bottom, on the dark slate of the site's dark theme with a bar in the
// category's accent colour. Flat colours only, so it encodes as a palette PNG.
import type { Weight } from './font.js';
import { DrawableText } from './drawable-text.js';
import { glyph, kern, LEVELS, Pen } from './glyphs.js';
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

/**
 * Greedy word wrap; a word wider than the line is broken between characters.
 * It stops once it has more than `maxLines` lines: the text then does not fit,
 * and the lines a card would show are already there. A line's width is added
 * up as the line grows and a word is given up on (or cut) at the character
 * that takes it past the line, so the cost grows with what is laid out, never
 * with the text.
 */
export function wrap(text: DrawableText, size: number, weight: Weight, width: number, maxLines = Infinity): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let pen = new Pen(size, weight);
  let start = 0;
  while (text.has(start)) {
    if (text.at(start) === ' ') {
      start++;
      continue;
    }
    if (line.length) {
      const trial = pen.copy();
      const word = trial.add(' ') <= width ? advance(trial, text, start, width) : undefined;
      if (word?.fits) {
        line.push(' ');
        for (let i = start; i < word.end; i++) line.push(text.at(i));
        pen = trial;
        start = word.end;
        continue;
      }
      lines.push(line);
      if (lines.length > maxLines) return lines;
    }
    for (;;) {
      pen = new Pen(size, weight);
      const word = advance(pen, text, start, width);
      if (word.fits) {
        line = text.slice(start, word.end);
        start = word.end;
        break;
      }
      // At least one character per line, even one wider than the line.
      const cut = Math.max(word.end, start + 1);
      lines.push(text.slice(start, cut));
      if (lines.length > maxLines) return lines;
      start = cut;
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

/** Moves the pen over the word at `from` while it fits: where the word ends, or the character that passes the width. */
function advance(pen: Pen, text: DrawableText, from: number, width: number): { end: number; fits: boolean } {
  let i = from;
  for (; text.has(i) && text.at(i) !== ' '; i++) if (pen.add(text.at(i)) > width) return { end: i, fits: false };
  return { end: i, fits: true };
}

/** The longest start of chars[0, count) that still fits with a '…' after it. */
function beforeEllipsis(chars: string[], count: number, size: number, weight: Weight): string[] {
  const widths = [0];
  const pen = new Pen(size, weight);
  for (let i = 0; i < count; i++) widths.push(pen.add(chars[i]));
  const dots = glyph('…', size, weight).advance;
  let keep = count;
  while (keep > 0 && widths[keep] + kern(chars[keep - 1], '…', size, weight) + dots > TEXT_WIDTH) keep--;
  return chars.slice(0, keep);
}

/** Lines of the headline at the largest size that fits; at the smallest, the last line ends in '…'. */
export function layoutHeadline(headline: string): { size: number; lines: string[][] } {
  const text = new DrawableText(headline, 700);
  let lines: string[][] = [];
  for (const size of HEADLINE_SIZES) {
    lines = wrap(text, size, 700, TEXT_WIDTH, MAX_LINES);
    if (lines.length <= MAX_LINES) return { size, lines };
  }
  const size = HEADLINE_SIZES[HEADLINE_SIZES.length - 1];
  lines = lines.slice(0, MAX_LINES);
  const last = beforeEllipsis(lines[MAX_LINES - 1], lines[MAX_LINES - 1].length, size, 700);
  while (last.at(-1) === ' ') last.pop();
  last.push('…');
  lines[MAX_LINES - 1] = last;
  return { size, lines };
}

/** One line that must fit: cut with '…' when it does not. */
export function fitLine(line: string, size: number, weight: Weight): string[] {
  const text = new DrawableText(line, weight);
  const pen = new Pen(size, weight);
  let fit = 0;
  while (text.has(fit) && pen.add(text.at(fit)) <= TEXT_WIDTH) fit++;
  if (!text.has(fit)) return text.slice(0, fit);
  const kept = beforeEllipsis(text.slice(0, fit), fit, size, weight);
  kept.push('…');
  return kept;
}

/**
 * One pixel buffer per thread, cleared for each card: a fresh 750 KB buffer
 * per card kept the garbage collector busy for much of the drawing time.
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
