// The stylesheet is built by Tailwind in a short-lived child process (see
// src/render/css.ts): a CSS error still reaches the user as file:line:col.
import { rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCss } from '../../src/render/css.js';
import { builtSite, copyTemplates, runCli, snapshotDir } from '../helpers.js';

describe('buildCss', () => {
  it('builds the stylesheet in a child process: hashed name, the classes the templates use', async () => {
    const templates = copyTemplates();
    try {
      const css = await buildCss(templates);
      expect(css.fileName).toMatch(/^assets\/site\.[0-9a-f]{10}\.css$/);
      expect(css.contents).toContain('.bg-primary');
    } finally {
      rmSync(path.dirname(templates), { recursive: true, force: true });
    }
  }, 60_000);

  it('turns a CSS syntax error into a build error naming styles.css:line:col, and leaves dist/ untouched', async () => {
    const { dir, out, before } = await builtSite();
    const templates = copyTemplates();
    const styles = path.join(templates, 'styles.css');
    writeFileSync(styles, `${readFileSync(styles, 'utf8')}\n.broken {\n  color: red;\n`);
    const r = await runCli(['build', '--content', dir, '--out', out, '--templates', templates, '--no-cache', '--quiet']);
    rmSync(path.dirname(templates), { recursive: true, force: true });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/styles\.css:\d+:\d+ .*Unclosed block/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(snapshotDir(out)).toEqual(before);
  }, 60_000);
});
