// The only module that writes the site. Files go into a temp folder beside the
// output folder; it replaces the old output only after everything succeeded,
// so a failed build leaves the previous dist/ exactly as it was.
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LpgenError } from './errors.js';

export interface Output {
  /** Temp folder being filled. */
  readonly dir: string;
  write(relPath: string, contents: string | Uint8Array): number;
  copyDir(from: string, toRel?: string): void;
  commit(): void;
  abort(): void;
}

export function openOutput(outDir: string): Output {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, `.lpgen-tmp-${path.basename(target)}-`));
  const made = new Set<string>([dir]);
  const ensure = (folder: string) => {
    if (made.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  };
  return {
    dir,
    write(relPath, contents) {
      const file = path.join(dir, relPath);
      if (!file.startsWith(dir + path.sep)) throw new LpgenError(`refusing to write outside the output folder: ${relPath}`);
      ensure(path.dirname(file));
      writeFileSync(file, contents);
      return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    },
    copyDir(from, toRel = '') {
      if (existsSync(from)) cpSync(from, path.join(dir, toRel), { recursive: true });
    },
    commit() {
      // Two renames: the window without a dist/ is as short as the file system allows.
      const old = existsSync(target) ? `${dir}-old` : undefined;
      if (old) renameSync(target, old);
      renameSync(dir, target);
      if (old) rmSync(old, { recursive: true, force: true });
    },
    abort() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
