// routes.lock lines read the same whether their words are cut at single spaces (the fast path) or split by the
// general pattern (tabs, runs of spaces, other whitespace), and every malformed line is one located error.
import { describe, expect, it } from 'vitest';
import { formatLock, parseLock } from '../../src/lock/lock-file.js';

const HASH = '0123456789abcdef';

describe('parseLock', () => {
  it('reads single-spaced, tab-separated and space-padded lines alike, CRLF or LF', () => {
    const single = `# header\n/a/ 2026-01-01 ${HASH}\n/b/ 2026-01-02 ${HASH} niche=dentist city=miami\n/c/ 2026-01-03 ${HASH} retired\n`;
    const spaced = `# header\r\n  /a/\t2026-01-01   ${HASH}  \r\n/b/  2026-01-02\t${HASH}\u00a0niche=dentist  city=miami\r\n\t/c/ 2026-01-03 ${HASH}\tretired\r\n`;
    const a = parseLock(single);
    expect([...a.values()]).toEqual([
      { url: '/a/', date: '2026-01-01', hash: HASH },
      { url: '/b/', date: '2026-01-02', hash: HASH, niche: 'dentist', city: 'miami' },
      { url: '/c/', date: '2026-01-03', hash: HASH, state: 'retired' },
    ]);
    expect([...parseLock(spaced).values()]).toEqual([...a.values()]);
    expect(parseLock(formatLock(a))).toEqual(a);
  });

  it('names the line and the word of each malformed line', () => {
    const cases: Array<[string, string]> = [
      ['/a', '"/a" is not a site path ending in "/"'],
      ['/a/', '"" is not a date (YYYY-MM-DD)'],
      ['/a/ 2026-13-01 ' + HASH, '"2026-13-01" is not a date (YYYY-MM-DD)'],
      ['/a/ 2026-01-01', '"" is not a content hash (16 hex digits)'],
      ['/a/ 2026-01-01 0123', '"0123" is not a content hash (16 hex digits)'],
      [`/a/ 2026-01-01 ${HASH} colour=red`, 'unknown "colour=red"'],
      [`/a/ 2026-01-01 ${HASH} retired retired`, 'unknown "retired"'],
      [`/a/ 2026-01-01 ${HASH}\n/a/ 2026-01-02 ${HASH}`, '/a/ is listed twice'],
    ];
    for (const [text, message] of cases) {
      const line = text.split('\n').length + 1;
      expect(() => parseLock(`# header\n${text}\n`, 'content/routes.lock'), text).toThrow(`content/routes.lock:${line}  ${message}`);
    }
  });
});
