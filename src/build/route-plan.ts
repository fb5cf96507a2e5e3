// The plan stage: the routes this build renders (on a quick rebuild only the
// changed pages', see quick.ts), the leftover warnings, the plan key the next
// rebuild compares, and the social cards.
import { fullLeftovers } from '../cache/quick-rebuild.js';
import type { Content } from '../content/load.js';
import type { Logger } from '../log.js';
import type { PublicScan } from '../output/public-files.js';
import { formatIssue } from '../errors.js';
import type { PlannedRoute } from '../plan/planned.js';
import { shardRoutes } from '../output/shard.js';
import { planRoutes, type Plan } from '../plan/index.js';
import { planSocialImages, type SocialImage, type SocialImages } from '../seo/og/plan.js';
import type { SiteFile } from '../seo/site-file.js';
import type { RedirectRule } from '../publish/redirects.js';
import type { BuildContext } from './context.js';
import type { Loaded } from './load.js';
import type { Opened } from './open.js';
import { NotQuick } from './options.js';
import { keepLastBuild, planKeyFor, type KeptBuild } from './quick.js';

export interface Planned {
  /** Every route, or on a quick rebuild the changed pages'. */
  plan: Plan;
  content: Content;
  /** The routes this build (or shard) renders. */
  routes: PlannedRoute[];
  social: SocialImages;
  /** The social cards of `routes`. */
  cards: SocialImage[];
  /** Recorded in the build cache for the next rebuild to compare (cache/quick-rebuild.ts), when there is one. */
  planKey?: string;
  /** Set when this is a quick rebuild keeping the rest of the last build. */
  quick?: KeptBuild;
  /** _redirects, redirect pages and the IndexNow key file (lock/stage.ts); none on a quick rebuild. */
  publishFiles: SiteFile[];
  /** site.yaml's redirects, checked against the pages; site-files.ts checks them against every other output file. */
  redirects: RedirectRule[];
  redirectPages: ReadonlySet<SiteFile>;
}

export async function plan(ctx: BuildContext, loaded: Loaded, opened: Opened): Promise<Planned> {
  const { options, log } = ctx;
  const planKeyOf = planKeyFor(ctx, loaded, opened);
  const quick = loaded.quick && keepLastBuild(ctx, loaded, loaded.quick, opened, planKeyOf);
  if (!quick && ctx.runtime.quickOnly) throw new NotQuick('something besides the pages changed, or the last build is not as it was left');
  // A quick rebuild turned down loads every page after all.
  const content = loaded.quick && !quick ? await loaded.loadAll() : loaded.content;
  const plan = quick?.plan ?? planRoutes(content, loaded.planOptions);
  // Before anything is written: a locked URL this plan drops fails the build here.
  const {
    files: publishFiles,
    redirects,
    redirectPages,
  } = quick
    ? { files: [], redirects: [], redirectPages: new Set<SiteFile>() }
    : ctx.publish.plan(plan.routes, content, plan.site.base, plan.site.siteUrl, loaded.texts.site);
  const checked = quick
    ? { leftovers: quick.rebuild.leftovers(), summaries: quick.rebuild.summaries }
    : fullLeftovers(loaded.head(), content, ctx.contentCache, ctx.version, loaded.located);
  log.warnAll(checked.leftovers.map(formatIssue));
  // Printed: the issues the page loader located are let go before rendering.
  loaded.located.clear();
  const planKey = planKeyOf(checked.summaries);
  planNotes(log, plan.site.siteUrl, content, opened.publicDir);
  const routes = shardRoutes(plan.routes, options.shard);
  // Sets the pages' og:image before their cache keys are taken.
  const social = planSocialImages(plan, content.site.socialImages);
  const cards = social.of(routes);
  // A quick rebuild renders a few pages on a small heap: a full collection buys nothing.
  if (!quick) ctx.runtime.collect?.();
  return { plan, content, routes, social, cards, planKey, quick, publishFiles, redirects, redirectPages };
}

/** What every plan says besides the leftovers: a site without a URL, dotfiles in public/ left out. */
export function planNotes(log: Logger, siteUrl: string | undefined, content: Pick<Content, 'site'>, publicDir: PublicScan | undefined): void {
  // A note, not a warning: a site not yet given its URL (the bundled one) is valid and builds cleanly.
  if (!siteUrl)
    log.info(
      `  note     no site URL (siteUrl in site.yaml or --site-url): canonical links, og:url and sitemap.xml are left out${content.site.socialImages ? ', and no social cards (og:image) are drawn' : ''}`,
    );
  if (publicDir?.skipped.length)
    log.warn(`not published (dotfiles; list them in site.yaml publicDotfiles to publish): ${publicDir.skipped.map((f) => `public/${f}`).join(', ')}`);
}
