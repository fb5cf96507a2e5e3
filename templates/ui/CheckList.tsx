import { CircleCheck } from 'lucide-react';
import type { SiteView } from 'lpgen/model';
import { mergeWith } from './cn.js';
import { Icon } from './Icon.js';
import { siteMarkup, type SitePart } from './site-markup.js';

const checksClass = mergeWith('checks');

const checkItems = (items: readonly string[]) =>
  items.map((item) => (
    <li key={item}>
      <Icon icon={CircleCheck} />
      {item}
    </li>
  ));
const checks: SitePart<readonly string[]> = (_site, items) => checkItems(items);

/**
 * A row of short promises with check marks (hero notes, trust bullets); styled by .checks in styles.css.
 * Given the `site`, the items are rendered once per site (site-markup.tsx): for lists every page repeats.
 */
export function CheckList({ items, label, className, site }: { items: readonly string[]; label: string; className?: string; site?: SiteView }) {
  return <ul aria-label={label} className={checksClass(className)} {...(site ? siteMarkup(site, checks, items) : { children: checkItems(items) })} />;
}
