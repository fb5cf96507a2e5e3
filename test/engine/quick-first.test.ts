// The installed CLI tries a rebuild that may be quick in its own thread before
// it starts the build thread (commands/build.ts buildInThread): a quick one is
// done there, and one that is not is given up unwritten, its lines dropped, and
// built in the build thread. Either way the output and the lines are a build's.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { heldLogger } from '../../src/log.js';
import { copySite, editFile, runCli, snapshotDir, tempDir, writeFile } from '../helpers.js';

const started = vi.hoisted(() => ({ buildThreads: 0, givenUp: 0 }));
vi.mock('../../src/build/options.js', async (original) => {
  const options = await original<typeof import('../../src/build/options.js')>();
  class CountedNotQuick extends options.NotQuick {
    constructor(why: string) {
      super(why);
      started.givenUp++;
    }
  }
  return { ...options, NotQuick: CountedNotQuick };
});
vi.mock('../../src/workers/spawn.js', async (original) => {
  const spawn = await original<typeof import('../../src/workers/spawn.js')>();
  return {
    ...spawn,
    spawnWorker: (...args: Parameters<typeof spawn.spawnWorker>) => {
      if (args[0].label === 'build thread') started.buildThreads++;
      return spawn.spawnWorker(...args);
    },
  };
});

const inThread = { buildThread: true };
const norm = (s: string, out: string) => s.replaceAll(out, '<out>').replace(/\d+(\.\d+)?(ms|s)\b/g, '<t>');

describe('a rebuild in the CLI thread first', () => {
  it('builds a quick rebuild without the build thread, and a full one in it, each printing its lines once', async () => {
    const content = copySite();
    const out = path.join(tempDir(), 'dist');
    const cache = path.join(tempDir(), 'cache');
    const cli = (...extra: string[]) => runCli(['build', '--content', content, '--out', out, '--cache-dir', cache, ...extra], { NO_COLOR: '1' }, inThread);
    /** The same content built afresh, for the output and the warnings it should give. */
    const fresh = async () => {
      const dir = path.join(tempDir(), 'dist');
      const r = await runCli(['build', '--content', content, '--out', dir, '--no-cache'], { NO_COLOR: '1' });
      return { files: snapshotDir(dir), stderr: r.stderr };
    };

    expect((await cli()).code).toBe(0);
    expect(started.buildThreads).toBe(1);

    editFile(content, 'pages/dentist-crm-miami.yaml', (t) => t.replace(/\nctaText: .*|$/, '\nctaText: Book a Demo Today'));
    const quick = await cli();
    expect(quick.code).toBe(0);
    expect(quick.stdout).toMatch(/\(1 changed, the others as last built\)/);
    expect(started).toEqual({ buildThreads: 1, givenUp: 0 });
    const afterQuick = await fresh();
    expect(snapshotDir(out)).toEqual(afterQuick.files);
    expect(quick.stderr).toBe(afterQuick.stderr);

    // Not quick (every page shows the tagline): given up in this thread, built in the build thread.
    editFile(content, 'site.yaml', (t) => t.replace(/^tagline: .*$/m, 'tagline: CRM for Florida small businesses, set up in a day'));
    const full = await cli();
    expect(full.code).toBe(0);
    expect(started).toEqual({ buildThreads: 2, givenUp: 1 });
    expect(full.stdout).not.toMatch(/the others as last built/);
    expect(full.stdout.match(/^✓ /gm)).toHaveLength(1);
    const afterFull = await fresh();
    expect(snapshotDir(out)).toEqual(afterFull.files);
    expect(norm(full.stderr, out)).toBe(norm(afterFull.stderr, out));

    // A public file: the pages load as last time, and the plan is what gives it up, after the assets' line.
    writeFile(content, 'public/notes.txt', 'hello\n');
    const planned = await cli();
    expect(planned.code).toBe(0);
    expect(started).toEqual({ buildThreads: 3, givenUp: 2 });
    expect(planned.stdout.match(/^ {2}assets /gm)).toHaveLength(1);
    expect(planned.stdout).not.toMatch(/the others as last built/);
    expect(snapshotDir(out)).toEqual((await fresh()).files);

    // A routes lock rules quick rebuilds out (its sitemap dates move): no attempt, the build thread builds.
    expect((await cli('--update-lock', '--date', '2026-11-28')).code).toBe(0);
    expect(started).toEqual({ buildThreads: 4, givenUp: 2 });
    editFile(content, 'pages/dentist-crm-miami.yaml', (t) => t.replace(/\nctaText: .*|$/, '\nctaText: Book a Demo Now'));
    const locked = await cli();
    expect(locked.code).toBe(0);
    expect(started).toEqual({ buildThreads: 5, givenUp: 2 });
    expect(snapshotDir(out)).toEqual((await fresh()).files);
  }, 180_000);
});

describe('heldLogger', () => {
  it('passes its lines on in order only when released', () => {
    const seen: string[] = [];
    const log = {
      color: false,
      info: (l: string) => seen.push(`info ${l}`),
      warn: (l: string) => seen.push(`warn ${l}`),
      warnAll: (ls: readonly string[]) => seen.push(`warnAll ${ls.join('|')}`),
      error: (l: string) => seen.push(`error ${l}`),
      detail: (l: string) => seen.push(`detail ${l}`),
    } as unknown as Parameters<typeof heldLogger>[0];
    const held = heldLogger(log);
    held.info('a');
    held.warnAll(['b', 'c']);
    held.detail('d');
    held.warn('e');
    held.error('f');
    expect(seen).toEqual([]);
    held.release();
    expect(seen).toEqual(['info a', 'warnAll b|c', 'detail d', 'warn e', 'error f']);
    held.release();
    expect(seen).toHaveLength(5);
  });
});
