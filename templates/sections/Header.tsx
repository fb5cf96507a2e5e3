import type { ReactNode } from 'react';
import type { SiteView } from 'lpgen/model';
import { brandLetter } from 'lpgen/rules/labels';
import { ThemeToggle } from '../ThemeToggle.js';
import { Container } from '../ui/Section.js';
import { siteMarkup, type SitePart } from '../ui/site-markup.js';

export interface NavItem {
  label: string;
  href: string;
}

const brandMark: SitePart = ({ brand }) => (
  <>
    <span aria-hidden="true" className="brand-tile">
      {brandLetter(brand)}
    </span>
    <span className="truncate">{brand}</span>
  </>
);

/** The brand mark: a lettermark tile plus the name, linking home. */
export function Brand({ site }: { site: SiteView }) {
  return <a href={site.homeHref} className="brand" {...siteMarkup(site, brandMark)} />;
}

// Its variants are the pages' few sets of section links.
const navList: SitePart<NavItem[]> = (_site, nav) => (
  <ul className="flex items-center gap-2">
    {nav.map((item) => (
      <li key={item.href}>
        <a href={item.href} data-smooth-scroll="" className="quiet-link nav-link">
          {item.label}
        </a>
      </li>
    ))}
  </ul>
);

/**
 * Sticky site header, one row at every width. Below md the section links are
 * left out rather than wrapped to a second row (that cost 12% of a phone
 * screen): they only jump within the page, which scrolling does as well, and
 * a menu button would need script for no gain.
 */
export function Header({ site, nav = [], cta }: { site: SiteView; nav?: NavItem[]; cta: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <Container className="flex items-center justify-between gap-x-6 py-3">
        <Brand site={site} />
        {nav.length > 0 ? <nav aria-label="Main" className="hidden md:block" {...siteMarkup(site, navList, nav)} /> : null}
        <div className="flex shrink-0 items-center gap-2">
          {site.theme.switchable ? <ThemeToggle defaultTheme={site.theme.default} /> : null}
          {cta}
        </div>
      </Container>
    </header>
  );
}
