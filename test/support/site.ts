// Builds a copy of a fixture site into a temp dir for the SEO tests.
import path from 'node:path';
import { copySite, runCli, tempDir, type CliResult } from '../helpers.js';

export interface BuiltSite extends CliResult {
  /** The content copy (edit it before building via `edit`). */
  content: string;
  out: string;
}

export async function buildSite(args: string[] = [], edit?: (contentDir: string) => void): Promise<BuiltSite> {
  const content = copySite();
  edit?.(content);
  const out = path.join(tempDir(), 'dist');
  const r = await runCli(['build', '--content', content, '--out', out, ...args]);
  return { ...r, content, out };
}

/** The parsed JSON of every <script type="application/ld+json"> in a page. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** `content` of <meta name|property="key">, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return m?.[1]
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}
