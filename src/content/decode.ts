// Bytes → text for content files, refusing what YAML or HTML cannot carry:
// over-large files, invalid UTF-8 (would become U+FFFD on the page) and
// control characters such as NUL or ESC (would reach the HTML, or the terminal
// in an error's code frame). Each refusal names the line and column.
import { isUtf8 } from 'node:buffer';
import type { Position } from './locate.js';

/** Content files are hand-written YAML; anything bigger is a mistake (a data dump, a wrong file). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export type Decoded = { text: string } | { problem: string; pos: Position };

/** Tab, LF and CR are whitespace; YAML 1.2 allows no other C0 control, nor DEL or C1 (but NEL). */
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/;

export function decodeContent(bytes: Buffer): Decoded {
  if (!isUtf8(bytes)) {
    const at = firstInvalidUtf8(bytes);
    return { problem: `invalid UTF-8 (byte 0x${bytes[at].toString(16).padStart(2, '0')}): save the file as UTF-8`, pos: positionOfByte(bytes, at) };
  }
  // Buffer#toString keeps a byte-order mark, so text hashes match the content cache's.
  const text = bytes.toString('utf8');
  const control = CONTROL.exec(text);
  if (control) {
    const name = controlName(control[0]);
    return { problem: `control character ${name} is not allowed in a content file: delete it (an escape sequence such as "\\t" in double quotes is fine)`, pos: positionOfChar(text, control.index) };
  }
  return { text };
}

/** NUL, ESC, or U+XXXX. */
export function controlName(char: string): string {
  const code = char.charCodeAt(0);
  return code === 0 ? 'NUL' : code === 0x1b ? 'ESC' : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    // A candidate sequence is valid when it decodes on its own (this rules out overlongs and surrogates too).
    if (length === 0 || i + length > bytes.length || !isUtf8(bytes.subarray(i, i + length))) return i;
    i += length;
  }
  return i;
}

function positionOfByte(bytes: Buffer, offset: number): Position {
  const before = bytes.subarray(0, offset);
  const lineStart = before.lastIndexOf(0x0a) + 1;
  let line = 1;
  for (let i = before.indexOf(0x0a); i !== -1; i = before.indexOf(0x0a, i + 1)) line++;
  // Columns count characters, like the YAML parser's: the line's valid prefix decodes cleanly.
  return { line, col: bytes.subarray(lineStart, offset).toString('utf8').length + 1 };
}

function positionOfChar(text: string, index: number): Position {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return { line, col: index - lineStart + 1 };
}
