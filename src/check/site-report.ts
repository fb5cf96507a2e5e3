// What `lpgen check` says about the site as a whole, beyond its pages: the hubs under the hub bar (built noindex,
// out of the sitemap) and the routes.lock check the build runs, so the check never passes content the build refuses.
import type { Logger } from '../log.js';
import { findHubs, thinHubReason } from '../internal-links/hubs.js';
import { droppedUrls, emptyLockError, lockError, lockTargetsOf, type DroppedUrl, type LockContent } from '../lock/lock-check.js';
import { readLock } from '../lock/lock-file.js';
import { siteHref } from '../urls.js';

export interface ThinHub {
  /** As the lock writes it: '/crm-miami/'. */
  route: string;
  kind: string;
  name: string;
  pages: number;
  reason: string;
}

export interface SiteReport {
  hubs: number;
  /** Hubs under the hub bar: noindex and out of the sitemap. */
  thinHubs: ThinHub[];
  /** Without a content/routes.lock: undefined. */
  lock?: { urls: number; dropped: DroppedUrl[]; error?: string };
}

export function siteReport(contentDir: string, content: LockContent): SiteReport {
  const hubs = findHubs(content.site, content.niches, content.pages);
  const thinHubs = hubs.all.flatMap((h) => {
    const reason = h.indexable ? undefined : thinHubReason(content.site, h);
    return reason ? [{ route: siteHref('/', h.route), kind: h.kind, name: h.name, pages: h.pages, reason }] : [];
  });
  const lock = readLock(contentDir);
  if (!lock) return { hubs: hubs.all.length, thinHubs };
  const empty = emptyLockError(lock, false);
  const dropped = empty ? [] : droppedUrls(lock, content, lockTargetsOf(content, hubs));
  const error = empty ?? lockError(dropped);
  return { hubs: hubs.all.length, thinHubs, lock: { urls: lock.size, dropped, ...(error ? { error: error.message } : {}) } };
}

export function printSiteReport(report: SiteReport, log: Logger): void {
  const thin = report.thinHubs.length;
  if (thin > 0) {
    log.info(`Hubs under the hub bar (noindex, out of the sitemap): ${thin} of ${report.hubs}`);
    for (const h of report.thinHubs) log.info(`  ${h.route}  ${h.kind} hub of ${h.name}: ${h.reason}`);
  }
  if (report.lock?.error) log.error(report.lock.error);
}
