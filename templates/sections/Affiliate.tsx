import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import type { AffiliateLink, SiteView } from 'lpgen/model';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';
import { mergeWith } from '../ui/cn.js';
import { siteMarkup, type SitePart } from '../ui/site-markup.js';

const labelOf = (text: ReactNode, arrow: boolean) => (
  <>
    {text}
    {arrow ? <Icon icon={ArrowRight} /> : null}
    <span className="sr-only"> (opens in a new tab)</span>
  </>
);

// A site's buttons share a few labels: each label, arrow and new-tab hint is rendered once (site-markup.tsx).
const label: SitePart<string> = (_site, text) => labelOf(text, false);
const labelWithArrow: SitePart<string> = (_site, text) => labelOf(text, true);

/**
 * Every outbound affiliate link goes through here so the rules hold in one
 * place: new tab, rel="sponsored" (search engines) + "noopener" (no
 * window.opener), and a spoken hint that a new tab opens. Given the `site`, a
 * text label is rendered once per site. The button names its placement and
 * takes its link from the page's map, so its sub-ID and click tracking cannot
 * be left out: a placement the page does not have is a type error.
 */
export function AffiliateButton<L extends { [P in keyof L]: AffiliateLink }>({
  site,
  links,
  placement,
  children,
  variant = 'default',
  size = 'default',
  arrow = false,
  className,
}: {
  site?: SiteView;
  links: L;
  placement: keyof L;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  arrow?: boolean;
  className?: string;
}) {
  const link: AffiliateLink = links[placement];
  return (
    <Button
      href={link.href}
      target="_blank"
      rel="sponsored noopener"
      {...link.data}
      variant={variant}
      size={size}
      className={link.className ? `${className ?? ''} ${link.className}`.trim() : className}
      {...(site && typeof children === 'string' ? siteMarkup(site, arrow ? labelWithArrow : label, children) : { children: labelOf(children, arrow) })}
    />
  );
}

/**
 * Normal body size and contrast on purpose: a disclosure must be as readable
 * as the offer it qualifies (FTC 16 CFR 255: clear, conspicuous, close to the
 * claim), so it sits beside each CTA block, never only in a tooltip or footer.
 */
const disclosure = mergeWith('text-base text-muted-foreground');

export function Disclosure({ text, className }: { text: string; className?: string }) {
  return (
    <p data-disclosure="" className={disclosure(className)}>
      {text}
    </p>
  );
}
