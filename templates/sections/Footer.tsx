import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { SiteView } from 'lpgen/model';
import { Icon } from '../ui/Icon.js';
import { Container } from '../ui/Section.js';
import { siteMarkup, type SitePart } from '../ui/site-markup.js';
import { Brand } from './Header.js';

export interface FooterLink {
  label: string;
  href: string;
}
export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

// Component classes in styles.css: .quiet-link (muted, focus ring); .foot-links
// on a list makes each of its links a quiet link and a 24px-high block (WCAG 2.2
// 2.5.8; inline ones in prose are exempt); .foot-col is a column and its heading.
const linkClass = 'quiet-link';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="foot-col">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

function linkItems(links: FooterLink[]) {
  return links.map((link) => (
    <li key={link.href + link.label}>
      <a href={link.href}>{link.label}</a>
    </li>
  ));
}

const siteLinks: SitePart<'company' | 'support'> = (site, list) => linkItems(site.footer[list]);

export function LinkColumn({ column, site }: { column: FooterColumn; site: SiteView }) {
  // A column given one of site.yaml's own footer lists (that very array, as the pages pass it) is the same on every page.
  const list = column.links === site.footer.company ? 'company' : column.links === site.footer.support ? 'support' : undefined;
  return (
    <Column title={column.title}>
      <ul className="foot-links flex flex-col gap-2 text-sm" {...(list ? siteMarkup(site, siteLinks, list) : { children: linkItems(column.links) })} />
    </Column>
  );
}

const brandLine: SitePart = (site) => (
  <>
    <Brand site={site} />
    <p className="max-w-xs text-sm text-muted-foreground">{site.tagline}</p>
  </>
);

// The disclosure, the legal pages and the copyright: the same on every page.
const legalLine: SitePart = (site) => (
  <Container className="flex flex-col items-center gap-3 py-6 text-center text-sm text-muted-foreground">
    {/* Repeats the disclosure shown beside each CTA, with the way to the full text. */}
    <p data-disclosure="" className="max-w-3xl">
      {site.disclosure}
      {site.disclosureHref ? (
        <>
          {' '}
          <a href={site.disclosureHref} className={`${linkClass} underline underline-offset-4`}>
            Read our affiliate disclosure
          </a>
          .
        </>
      ) : null}
    </p>
    {site.legal.length ? (
      <nav aria-label="Legal">
        <ul className="foot-links flex flex-wrap justify-center gap-x-5 gap-y-1">
          {site.legal.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    ) : null}
    <p>{`© ${site.copyrightYear} ${site.legalName} All rights reserved.`}</p>
  </Container>
);

/**
 * Contact details, and on landing pages the area served: `place` is the page's
 * '{city}, {region}'. The page's city is where the business works, not where it
 * is, so it stays out of the <address>, which holds only the real contact details.
 */
export function ContactColumn({ contact, place }: { contact: SiteView['contact']; place?: string }) {
  const row = 'flex items-start gap-2';
  // .contact (styles.css) sizes and aligns the row icons.
  const column = 'contact flex flex-col gap-2 text-sm text-muted-foreground';
  const details = (className: string) => (
    <address className={className}>
      <a href={contact.emailHref} className={`${linkClass} ${row} min-h-6 break-all`}>
        <Icon icon={Mail} />
        {contact.email}
      </a>
      <a href={contact.telHref} className={`${linkClass} ${row} min-h-6`}>
        <Icon icon={Phone} />
        {contact.phone}
      </a>
      {contact.address ? <span>{contact.address}</span> : null}
    </address>
  );
  return (
    <Column title="Contact">
      {place ? (
        <div className={column}>
          {details('flex flex-col gap-2 not-italic')}
          <p className={row}>
            <Icon icon={MapPin} />
            {`Serving businesses in ${place}`}
          </p>
        </div>
      ) : (
        details(`${column} not-italic`)
      )}
    </Column>
  );
}

export function Footer({ site, columns, children }: { site: SiteView; columns: FooterColumn[]; children?: ReactNode }) {
  return (
    <footer className="border-t border-border bg-muted/40">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4" {...siteMarkup(site, brandLine)} />
        {columns
          .filter((column) => column.links.length > 0)
          .map((column) => (
            <LinkColumn key={column.title} column={column} site={site} />
          ))}
        {children}
      </Container>
      <div className="border-t border-border" {...siteMarkup(site, legalLine)} />
    </footer>
  );
}
