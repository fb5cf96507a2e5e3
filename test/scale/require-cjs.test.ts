// The require-cjs esbuild plugin: a CommonJS package is require()d (the same
// instance an import would wrap), an ES module package stays an import.
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { commonJsEntry, REQUIRE_BANNER, requireCommonJs } from '../../src/render/require-cjs.js';
import { repoRoot } from '../helpers.js';

const modules = path.join(repoRoot, 'node_modules');
// Inside the repo, so the compiled module resolves packages from lpgen's node_modules.
const tmp = mkdtempSync(path.join(repoRoot, 'test', '.tmp-require-cjs-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('commonJsEntry', () => {
  it('finds the CommonJS file an import loads, following the node condition and nested package types', () => {
    expect(commonJsEntry('react', tmp)).toBe(path.join(modules, 'react', 'index.js'));
    expect(commonJsEntry('react-dom/server', tmp)).toBe(path.join(modules, 'react-dom', 'server.node.js'));
    // "module" comes first in its exports, but Node's import takes "node": the CommonJS build.
    expect(commonJsEntry('lucide-react', tmp)).toBe(path.join(modules, 'lucide-react', 'dist', 'cjs', 'lucide-react.js'));
    // yaml's package.json says "module"; its dist/ folder says "commonjs".
    expect(commonJsEntry('yaml', tmp)).toBe(path.join(modules, 'yaml', 'dist', 'index.js'));
  });

  it('leaves ES modules and unknown packages alone', () => {
    expect(commonJsEntry('zod', tmp)).toBeUndefined();
    expect(commonJsEntry('js-yaml', tmp)).toBeUndefined();
    expect(commonJsEntry('no-such-package-lpgen', tmp)).toBeUndefined();
  });
});

describe('requireCommonJs', () => {
  it('compiles CommonJS imports to require() of the same instance, keeping only the imported names', async () => {
    const entry = path.join(tmp, 'entry.js');
    writeFileSync(entry, `import React, { createElement } from 'react';\nimport { z } from 'zod';\nexport { React, createElement, z };\n`);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      write: false,
      plugins: [requireCommonJs(tmp)],
      banner: { js: REQUIRE_BANNER },
    });
    const code = result.outputFiles[0].text;
    expect(code).toContain('__lpgenRequire("react")');
    expect(code).toContain('from "zod"');
    expect(code).not.toContain('pick("useState")');
    const out = path.join(tmp, 'out.mjs');
    writeFileSync(out, code);
    const mod = await import(pathToFileURL(out).href);
    const react = createRequire(out)('react');
    expect(mod.React).toBe(react);
    expect(mod.createElement).toBe(react.createElement);
    expect(typeof mod.z.object).toBe('function');
  });
});
