// The characters of a text that a card can draw, read only as far as layout
// asks: a card shows three lines at most, so a headline or brand of any length
// costs what its first lines cost.
import { faceFor, type Weight } from './font.js';

/** Code units read at least per step; each step reads as much again as all before it. */
const FIRST_STEP = 256;
/**
 * Below U+0300 every code point is a starter that never composes with what
 * precedes it, so NFC of a text cut just before one is NFC of each part: the
 * text is read in pieces cut there.
 */
const SAFE_CUT = 0x300;

/**
 * The drawable characters in order (NFC: 'é' is one glyph), each run of
 * whitespace one space, characters the bundled font lacks left out without
 * leaving a double space behind ('🦷 Dental' → 'Dental'), no space at either end.
 */
export class DrawableText {
  private readonly chars: string[] = [];
  private read = 0;
  private spaceDue = false;

  constructor(
    private readonly text: string,
    private readonly weight: Weight,
  ) {}

  /** Whether there is a character at `index`, reading more of the text when needed. */
  has(index: number): boolean {
    while (index >= this.chars.length && this.read < this.text.length) this.readPiece();
    return index < this.chars.length;
  }

  /** The character at `index`, once has(index) said there is one. */
  at(index: number): string {
    return this.chars[index];
  }

  /** Characters already read (has(to - 1) was true). */
  slice(from: number, to: number): string[] {
    return this.chars.slice(from, to);
  }

  private readPiece(): void {
    let end = Math.min(this.text.length, this.read + Math.max(FIRST_STEP, this.read));
    while (end < this.text.length && this.text.charCodeAt(end) >= SAFE_CUT) end++;
    const piece = this.text.slice(this.read, end).normalize('NFC').replace(/\s+/g, ' ');
    this.read = end;
    for (const char of piece) {
      if (char === ' ') this.spaceDue = this.chars.length > 0;
      else if (faceFor(this.weight, char.codePointAt(0)!) !== undefined) {
        if (this.spaceDue) this.chars.push(' ');
        this.spaceDue = false;
        this.chars.push(char);
      }
    }
  }
}
