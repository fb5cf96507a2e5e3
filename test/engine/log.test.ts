// Colour only where a person reads it: a TTY, without NO_COLOR or TERM=dumb.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';

function stream(isTTY: boolean) {
  const s = Object.assign(new Writable({ write: (chunk, _enc, done) => ((s.text += String(chunk)), done()) }), { isTTY, text: '' });
  return s;
}

describe('createLogger colours', () => {
  it('colours the warning and error labels on a TTY', () => {
    const stderr = stream(true);
    const log = createLogger({ stderr, stdout: stream(false), env: {} });
    log.warn('w');
    log.error('e');
    log.detail(log.colors.dim('d'));
    expect(stderr.text).toBe('\x1b[33mwarning\x1b[39m w\n\x1b[31merror\x1b[39m e\n\x1b[2md\x1b[22m\n');
  });

  it('writes many warnings at once, each with its label', () => {
    const stderr = stream(true);
    const writes: string[] = [];
    const log = createLogger({ stderr: Object.assign(stderr, { write: (text: string) => writes.push(text) }), stdout: stream(false), env: {} });
    log.warnAll(['a', 'b']);
    log.warnAll([]);
    expect(writes).toEqual(['\x1b[33mwarning\x1b[39m a\n\x1b[33mwarning\x1b[39m b\n']);
  });

  it.each([
    ['a pipe', false, {}],
    ['NO_COLOR', true, { NO_COLOR: '' }],
    ['TERM=dumb', true, { TERM: 'dumb' }],
  ])('writes plain text to %s', (_name, isTTY, env) => {
    const stderr = stream(isTTY);
    const log = createLogger({ stderr, stdout: stream(false), env });
    log.warn('w');
    log.detail(log.colors.red('d'));
    expect(stderr.text).toBe('warning w\nd\n');
  });
});
