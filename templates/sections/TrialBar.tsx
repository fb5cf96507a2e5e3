import type { AffiliateLinks, SiteView } from 'lpgen/model';
import { TRIAL_BAR_SCRIPT } from '../scripts.js';
import { AffiliateButton, Disclosure } from './Affiliate.js';

/**
 * Phones only: a compact call to action fixed to the bottom of the screen
 * once the hero's button has scrolled away (about 7,000 px separate it from
 * the next one). Fixed, so showing it shifts no layout; shown and hidden
 * without animation, so reduced motion needs no special case. It carries its
 * own disclosure (a CTA never stands without one) and steps aside whenever
 * another disclosure is on screen. Hidden until its script decides.
 */
export function TrialBar({ site, links }: { site: SiteView; links: AffiliateLinks<'landing'> }) {
  return (
    <>
      <aside
        data-trial-bar=""
        hidden
        aria-label="Free trial"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
      >
        <div className="mx-auto flex max-w-md items-center gap-3">
          <Disclosure text={site.disclosure} className="flex-1 text-sm leading-snug" />
          <AffiliateButton site={site} links={links} placement="trialbar" className="shrink-0">
            Get Started
          </AffiliateButton>
        </div>
      </aside>
      <script dangerouslySetInnerHTML={{ __html: TRIAL_BAR_SCRIPT }} />
    </>
  );
}
