// npm run audit: Lighthouse (mobile) on the built site, served on 127.0.0.1,
// in Debian's Chromium. A benchmark, not a CI gate: it prints a score table
// and any request that left 127.0.0.1 (there must be none).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import { launchBrowser } from '../test/browser/support/browser.js';
import { startServer } from '../src/serve/index.js';
import { buildSites } from '../test/browser/support/sites.js';

// Lighthouse refuses to score a document answered with 404, so the not-found
// page is also copied to a 200 URL (/404-preview/) for the audit.
const PAGES = ['/', '/dentist-crm-miami/', '/plumber-crm-st-petersburg/', '/dentist-crm/', '/crm-miami/', '/admin/', '/404-preview/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function main(): Promise<void> {
  const sites = await buildSites();
  mkdirSync(path.join(sites.bundled, '404-preview'));
  cpSync(path.join(sites.bundled, '404.html'), path.join(sites.bundled, '404-preview', 'index.html'));
  const server = await startServer({ dir: sites.bundled, port: 0, host: '127.0.0.1', base: '/' });
  const port = await freePort();
  // Belt and braces beyond the no-network flags: every host name but 127.0.0.1 fails to resolve.
  const browser = await launchBrowser([`--remote-debugging-port=${port}`, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']);
  const rows: string[][] = [];
  const outside: string[] = [];
  const flagged: string[] = [];
  try {
    for (const sitePath of PAGES) {
      const url = new URL(sitePath.slice(1), server.url).href;
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      rows.push([sitePath, ...CATEGORIES.map((c) => String(Math.round((lhr.categories[c]?.score ?? 0) * 100)))]);
      const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
      for (const { url: requested } of requests) {
        if (!/^(data|blob):/.test(requested) && new URL(requested).hostname !== '127.0.0.1') outside.push(`${sitePath}: ${requested}`);
      }
      for (const audit of Object.values(lhr.audits)) {
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual') {
          const items = (audit.details as { items?: { description?: string; url?: string }[] } | undefined)?.items ?? [];
          const detail = audit.id === 'errors-in-console' ? items.map((i) => ` ${i.url ?? ''} ${i.description ?? ''}`).join(';') : '';
          flagged.push(`${sitePath}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}${detail}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(sites.root, { recursive: true, force: true });
  }
  const header = ['page', ...CATEGORIES];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log('\nLighthouse 12 (mobile form factor, simulated throttling), served by the preview server on 127.0.0.1\n');
  console.log([line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n'));
  console.log(flagged.length ? `\nAudits below 100:\n  ${flagged.join('\n  ')}` : '\nNo audit below 100.');
  console.log(outside.length ? `\nREQUESTS BEYOND 127.0.0.1:\n  ${outside.join('\n  ')}` : '\nNo request left 127.0.0.1.');
  if (outside.length) process.exitCode = 1;
}

await main();
