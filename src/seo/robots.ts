// robots.txt. Nothing is disallowed: admin and 404 pages say noindex in their
// <meta>, and a crawler must be allowed to fetch a page to read that.
// Crawlers only read /robots.txt at the host root; under a base path the file
// is still written (harmless) so a host that serves dist/ at the root has it.
import type { SiteFile } from './site-file.js';

export function robotsFile(sitemapUrl: string | undefined): SiteFile {
  const lines = ['User-agent: *', 'Allow: /'];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return { path: 'robots.txt', contents: lines.join('\n') + '\n' };
}
