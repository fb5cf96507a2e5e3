// The templates contract (src/render/contract.ts): a templates folder anywhere on
// disk builds, since templates reach the engine through lpgen/model and
// lpgen/rules/<name> and their packages resolve from lpgen's node_modules; one
// that lacks a page component is refused before anything is rendered or written.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_COMPONENTS, REQUIRED_COMPONENTS } from '../../src/render/contract.js';
import { enginePath } from '../../src/render/engine-imports.js';
import { editFile, repoRoot, runCli, snapshotDir, tempDir } from '../helpers.js';

const content = path.join(repoRoot, 'content');
let work: string;
let normal: Map<string, string>;

/** templates/ copied into a temp folder outside the repository: no ../src, no node_modules beside it. */
function outsideTheme(): string {
  const theme = path.join(tempDir('lpgen-theme-'), 'my-theme');
  cpSync(path.join(repoRoot, 'templates'), theme, { recursive: true });
  // A theme package of its own, as an ES module package like lpgen (esbuild reads it: it decides how the admin client imports CommonJS packages).
  writeFileSync(path.join(theme, 'package.json'), '{ "type": "module" }\n');
  return theme;
}

beforeAll(async () => {
  work = tempDir();
  const out = path.join(work, 'normal');
  const r = await runCli(['build', '--content', content, '--out', out, '--no-cache', '--quiet']);
  expect(r.code, r.stderr).toBe(0);
  normal = snapshotDir(out);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a templates folder outside the repository', () => {
  it('builds the bundled site byte for byte as the bundled templates do', async () => {
    const theme = outsideTheme();
    expect(path.relative(repoRoot, theme).startsWith('..')).toBe(true);
    const out = path.join(work, 'outside');
    const r = await runCli(['build', '--content', content, '--out', out, '--templates', theme, '--no-cache', '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    expect(snapshotDir(out)).toEqual(normal);
  }, 120_000);

  it('is refused up front when its index.ts lacks HubPage: exit 1, the export and the folder named, dist/ untouched', async () => {
    const out = path.join(work, 'kept');
    expect((await runCli(['build', '--content', content, '--out', out, '--no-cache', '--quiet'])).code).toBe(0);
    const before = snapshotDir(out);
    const theme = outsideTheme();
    editFile(theme, 'index.ts', (t) => t.replace(/^export \{ HubPage \}.*\n/m, ''));
    const r = await runCli(['build', '--content', content, '--out', out, '--templates', theme, '--no-cache', '--quiet']);
    expect(r.code).toBe(1);
    // Outside the current folder, so named by its absolute path.
    const shown = theme;
    expect(r.stderr).toBe(
      `error templates folder ${shown} cannot be used: HubPage is not exported (${shown}/index.ts).\n` +
        `  A --templates folder must export everything lpgen's own templates/index.ts does (Document, ErrorBoundary, LandingPage, HomePage, AdminApp, NotFoundPage, LegalPage, HubPage, INLINE_SCRIPTS).\n`,
    );
    expect(snapshotDir(out)).toEqual(before);
    expect(readdirSync(work).filter((name) => name.startsWith('.lpgen-tmp-'))).toEqual([]);
  }, 120_000);

  it('names what lpgen exports when a template imports a path it does not', async () => {
    const theme = outsideTheme();
    editFile(theme, 'HubPage.tsx', (t) => `import { nothing } from 'lpgen/internals';\nvoid nothing;\n${t}`);
    const r = await runCli(['build', '--content', content, '--out', path.join(work, 'never'), '--templates', theme, '--no-cache', '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'HubPage.tsx:1:25  lpgen does not export "lpgen/internals"; templates may import lpgen/model, lpgen/rules/places, lpgen/rules/*',
    );
  }, 120_000);
});

describe('the contract table', () => {
  it('asks for a component for every route kind, and the frame', () => {
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(['admin', 'home', 'hub', 'landing', 'legal', 'notFound']);
    expect(REQUIRED_COMPONENTS).toContain('HubPage');
    expect(REQUIRED_COMPONENTS).toEqual(expect.arrayContaining(['Document', 'ErrorBoundary']));
  });

  it('maps lpgen/<name> to the engine file package.json exports names', () => {
    expect(enginePath('lpgen/model')).toBe(path.join(repoRoot, 'src', 'model.ts'));
    expect(enginePath('lpgen/rules/slug')).toBe(path.join(repoRoot, 'src', 'rules', 'slug.ts'));
    expect(enginePath('lpgen/rules/places')).toBe(path.join(repoRoot, 'src', 'new', 'places.ts'));
    expect(enginePath('lpgen/rules/../cli')).toBeUndefined();
    expect(enginePath('lpgen/cli')).toBeUndefined();
  });
});

it('every template imports the engine through lpgen/, never ../src/', () => {
  const offenders = readdirSync(path.join(repoRoot, 'templates'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .filter((f) => /from '(\.\.\/)+src\//.test(readFileSync(path.join(repoRoot, 'templates', f), 'utf8')));
  expect(offenders).toEqual([]);
});
