// The README's CLI synopsis lists every command the CLI has: a command added to
// src/cli.ts (or a subcommand such as `new niche`) and not to the synopsis fails
// here. The synopsis is the fenced block that ends with `lpgen --version | --help`,
// in README.md or a page of docs/ (wherever the manual puts it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../../src/cli.js';
import { repoRoot } from '../helpers.js';

/** 'build', 'new', 'new niche', 'city add': every command that runs something, by the words that call it. */
function commandPaths(command: Command, prefix: string[] = []): string[] {
  return command.commands.flatMap((sub) => {
    const words = [...prefix, sub.name()];
    // A command without an action of its own (`city`) only groups its subcommands.
    const runs = (sub as unknown as { _actionHandler: unknown })._actionHandler !== null;
    return [...(runs ? [words.join(' ')] : []), ...commandPaths(sub, words)];
  });
}

/** The synopsis block's lines (README.md first, then docs/*.md). */
function synopsis(): string[] {
  const docs = path.join(repoRoot, 'docs');
  const files = [
    path.join(repoRoot, 'README.md'),
    ...(existsSync(docs)
      ? readdirSync(docs)
          .filter((f) => f.endsWith('.md'))
          .map((f) => path.join(docs, f))
      : []),
  ];
  for (const file of files) {
    const block = /```\n((?:(?!```)[\s\S])*?lpgen --version \| --help[^\n]*\n)```/.exec(readFileSync(file, 'utf8'));
    if (block) return block[1].split('\n');
  }
  throw new Error('no CLI synopsis (a fenced block ending with `lpgen --version | --help`) in README.md or docs/');
}

describe('the CLI synopsis', () => {
  const program = createProgram({}, () => {});
  const paths = commandPaths(program);

  it('finds the commands of the CLI', () => {
    expect(paths).toEqual(expect.arrayContaining(['build', 'new', 'new niche', 'city add', 'export', 'update', 'plan']));
  });

  it('lists every command', () => {
    const lines = synopsis();
    const listed = (words: string) => lines.some((line) => line === `lpgen ${words}` || line.startsWith(`lpgen ${words} `));
    expect(paths.filter((words) => !listed(words))).toEqual([]);
  });
});
