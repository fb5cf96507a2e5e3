// The admin page's client: the only JavaScript bundle, minified and content-hashed.
import path from 'node:path';
import type { Asset } from './css.js';
import { importExternal } from '../import-external.js';
import { engineImports } from './engine-imports.js';
import { hashedName } from './hash.js';
import { esbuildError } from './templates.js';

export async function bundleAdminClient(templatesDir: string, entryName = 'admin.client.tsx'): Promise<Asset> {
  const { build } = await importExternal<typeof import('esbuild')>('esbuild');
  try {
    const result = await build({
      entryPoints: [path.join(templatesDir, entryName)],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020'],
      jsx: 'automatic',
      ...engineImports,
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      write: false,
      logLevel: 'silent',
      absWorkingDir: templatesDir,
    });
    const contents = result.outputFiles[0].text;
    return { fileName: `assets/${hashedName('admin.js', contents)}`, contents };
  } catch (error) {
    throw esbuildError(error, 'admin client');
  }
}
