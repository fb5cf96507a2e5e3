import type { LucideIcon } from 'lucide-react';
import type { ItemT, SiteView } from 'lpgen/model';
import { Citation } from '../ui/Citation.js';
import { Icon } from '../ui/Icon.js';
import { siteMarkup, type SitePart } from '../ui/site-markup.js';
import { iconFor } from 'lpgen/rules/icons';

// An item's icon tile is one of a few: each is rendered once per site (site-markup.tsx), by the icon's name.
const tiles = new WeakMap<LucideIcon, SitePart<string | null>>();
function tileOf(fallback: LucideIcon): SitePart<string | null> {
  let tile = tiles.get(fallback);
  if (!tile) tiles.set(fallback, (tile = (_site, name) => <Icon icon={iconFor(name ?? undefined, fallback)} />));
  return tile;
}

/**
 * Wider cards at the end so no card sits alone on the last row (ten features
 * in three columns left one). The grid has twice (sm) or six times (lg) a
 * card's unit and a card spans two units: at lg the last four of 3n+1 cards
 * (or last two of 3n+2) span three, making rows of two; at sm the odd last
 * card spans the full width. These utilities override the .item component class's span.
 */
function placement(index: number, count: number): string | undefined {
  const fromEnd = count - index;
  const classes = [];
  if (count % 2 === 1 && fromEnd === 1) classes.push('sm:col-span-4');
  const lgPair = (count % 3 === 1 && count >= 4 && fromEnd <= 4) || (count % 3 === 2 && fromEnd <= 2);
  if (lgPair) classes.push('lg:col-span-3');
  else if (classes.length) classes.push('lg:col-span-2');
  return classes.join(' ') || undefined;
}

/**
 * Title + description cards in a responsive grid; a list so screen readers announce the count.
 * Each card shows its item's own icon, or `icon` when the item names none, on a
 * tile in the accent colour or, for problems (`warn`), in rose. The one class
 * on the list (.items in styles.css) gives each item the look of a .card with
 * a .tile, .card-title and .card-desc, without those classes on every card.
 */
export function ItemGrid({ site, items, icon: fallback, warn = false }: { site: SiteView; items: ItemT[]; icon: LucideIcon; warn?: boolean }) {
  const tile = tileOf(fallback);
  return (
    <ul className={warn ? 'items items-warn' : 'items'}>
      {items.map((item, index) => (
        <li key={item.title} className={placement(index, items.length)}>
          <div>
            <span {...siteMarkup(site, tile, item.icon ?? null)} />
            <h3>{item.title}</h3>
          </div>
          <p>{item.description}</p>
          <Citation source={item.source} sourceUrl={item.sourceUrl} as="p" className="-mt-2 text-xs" />
        </li>
      ))}
    </ul>
  );
}
