// Tailwind v4 through PostCSS: one stylesheet, only the classes the templates use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LpgenError } from '../errors.js';
import { hashedName } from './hash.js';

export interface Asset {
  fileName: string;
  contents: string;
}

export async function buildCss(templatesDir: string): Promise<Asset> {
  const from = path.join(templatesDir, 'styles.css');
  const [{ default: postcss }, { default: tailwind }] = await Promise.all([import('postcss'), import('@tailwindcss/postcss')]);
  try {
    const result = await postcss([tailwind({ base: templatesDir, optimize: { minify: true } })]).process(readFileSync(from, 'utf8'), { from });
    return { fileName: `assets/${hashedName('site.css', result.css)}`, contents: result.css };
  } catch (error) {
    const e = error as { name?: string; message?: string; file?: string; line?: number; column?: number };
    if (e.name === 'CssSyntaxError') throw new LpgenError(`${e.file}:${e.line}:${e.column}  ${e.message}`);
    throw error;
  }
}
