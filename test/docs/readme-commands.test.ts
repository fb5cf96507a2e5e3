// Every `lpgen …` command the README, the guides in docs/ and the admin page show works as written
// (a ```text block is a transcript of output, not run)
// on a fresh clone: each code block runs, in order, in its own copy of the
// project's content/ (a block is a recipe; its commands build on each other).
// Synopsis lines (with <placeholders> or [options]) are checked against the
// command's --help instead: every option they name must exist. Not run: nothing
// here starts `lpgen serve` or `lpgen dev` (long-running servers; test/serve and
// test/dev cover them), but their synopses are checked like the others.
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load.js';
import { planRoutes } from '../../src/plan/index.js';
import { AdminApp } from '../../templates/AdminApp.js';
import { repoRoot, runCli, tempDir } from '../helpers.js';

interface Block {
  line: number;
  commands: string[];
}

/** Splits a shell command line into words (double and single quotes; no expansion needed here). */
function words(line: string): string[] {
  const out: string[] = [];
  for (const [, dq, sq, bare] of line.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) out.push(dq ?? sq ?? bare);
  return out;
}

/** Drops a trailing `# comment` that is outside quotes. */
const uncomment = (line: string) => line.replace(/\s+#[^"']*$/, '');

/** The lpgen commands of every fenced code block: `$ lpgen …` lines where the block uses prompts, else every line that runs lpgen. */
function readmeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('```')) continue;
    // A ```text block is a transcript of output (a killed run, a refusal), shown and not run.
    if (lines[i].trim() === '```text') {
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++);
      continue;
    }
    const start = i + 1;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
    const prompts = body.some((l) => l.startsWith('$ '));
    const commands = body
      .filter((l) => !prompts || l.startsWith('$ '))
      .map((l) => uncomment(l.replace(/^\$ /, '')).trim())
      .flatMap((l) => l.split(/\s*&&\s*/))
      .filter((l) => /^(npx )?lpgen /.test(l) || /^for .* do .*lpgen /.test(l));
    if (commands.length > 0) blocks.push({ line: start, commands });
  }
  return blocks;
}

const isSynopsis = (command: string) => /[[<|]/.test(command) && !command.startsWith('for ');

/** A fresh copy of the project's content (a clone's content/), as the working directory's content/. */
function freshProject(): string {
  const dir = tempDir('lpgen-readme-');
  cpSync(path.join(repoRoot, 'content'), path.join(dir, 'content'), { recursive: true });
  return dir;
}

const cwd = process.cwd();
let project = '';

async function run(command: string): Promise<{ code: number; out: string }> {
  const argv = words(command.replace(/^npx /, '')).slice(1);
  const r = await runCli(argv);
  return { code: r.code, out: `$ ${command}\n${r.stdout}${r.stderr}` };
}

/**
 * Runs one line as the README's reader would. The growth loop runs its command for the
 * first niche only: the 19 runs are the same command (62 s together; bench/ measures it).
 */
async function runLine(line: string): Promise<void> {
  const loop = /^for n in \$\(ls content\/niches \| sed 's\/\\\.yaml\$\/\/'\); do (.+?) \|\| break; done$/.exec(line);
  if (loop) {
    const niche = readdirSync(path.join(project, 'content', 'niches'))
      .sort()[0]
      .replace(/\.yaml$/, '');
    const r = await run(loop[1].replaceAll('"$n"', niche));
    expect(r.code, r.out).toBe(0);
    return;
  }
  expect(line.startsWith('for '), `a shell loop this test does not know how to run: ${line}`).toBe(false);
  const r = await run(line);
  expect(r.code, r.out).toBe(0);
}

/** The README and every guide in docs/, by path from the repository's root. */
const guides = [
  'README.md',
  ...readdirSync(path.join(repoRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

describe('README, docs/ and admin page commands work as written on a fresh clone', () => {
  const blocks = guides.flatMap((file) => readmeBlocks(readFileSync(path.join(repoRoot, file), 'utf8')).map((b) => ({ ...b, file })));

  beforeAll(() => {
    project = freshProject();
    process.chdir(project);
  });
  afterAll(() => process.chdir(cwd));

  it('finds the commands (the extraction itself works)', () => {
    const all = blocks.flatMap((b) => b.commands);
    expect(all).toContain('npx lpgen new niche yoga --name Yoga --audience "Yoga Studios" --category fitness-wellness');
    expect(all).toContain('npx lpgen build');
    expect(all.filter(isSynopsis).length).toBeGreaterThan(10);
  });

  it('every synopsis names a real command and only options it has', async () => {
    for (const line of blocks.flatMap((b) => b.commands).filter(isSynopsis)) {
      // The command is the leading plain words: `lpgen city add <name> …` → city add.
      const argv = words(line.replace(/^npx /, '')).slice(1);
      const end = argv.findIndex((w) => !/^[a-z]+$/.test(w));
      const command = end < 0 ? argv : argv.slice(0, end);
      const help = await runCli([...command, '--help']);
      expect(help.code, `${line}: lpgen ${command.join(' ')} --help`).toBe(0);
      for (const option of line.match(/--[a-z][a-z-]*/g) ?? []) {
        expect(help.stdout, `${line}: ${option} is not an option of lpgen ${command.join(' ')}`).toMatch(new RegExp(`${option}\\b`));
      }
    }
  });

  for (const block of blocks) {
    const runnable = block.commands.filter((c) => !isSynopsis(c));
    if (runnable.length === 0) continue;
    it(`${block.file}:${block.line}: ${runnable.join(' && ')}`, async () => {
      project = freshProject();
      process.chdir(project);
      for (const line of runnable) await runLine(line);
    }, 240_000);
  }

  it("the admin page's commands", async () => {
    const content = loadContent(path.join(repoRoot, 'content'));
    const admin = planRoutes(content, { assets: { css: '/a.css', adminJs: '/a.js' } }).routes.find((r) => r.kind === 'admin');
    if (admin?.kind !== 'admin') throw new Error('no admin route');
    const html = renderToString(createElement(AdminApp, admin.props));
    const commands = [...html.matchAll(/<pre[^>]*aria-label="[^"]*command"[^>]*>([\s\S]*?)<\/pre>/g)].map((m) =>
      m[1]
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(commands).toEqual([
      expect.stringMatching(/^lpgen new --niche fitness --city [a-z-]+$/),
      'lpgen build',
      expect.stringMatching(/^lpgen new --niche \S+ --city "St\. Petersburg"$/),
    ]);
    for (const command of commands) {
      project = freshProject();
      process.chdir(project);
      await runLine(command);
    }
  }, 240_000);
});
