import type { DirectoryGroup, HomeDirectory } from 'lpgen/model';
import { Container, SectionHeading } from '../../ui/Section.js';

function Group({ group }: { group: DirectoryGroup }) {
  return (
    <div id={group.id} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
      <h4 className="font-semibold">{group.title}</h4>
      {/* .links (styles.css): muted .text-link links, 24px tap targets with the focus ring. */}
      <ul className="links">
        {group.links.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The targets of every 'View Solutions' and city link without a hub, and the
 * place where landing pages are linked from home (crawlers and visitors
 * alike): every page on a small site, the hubs on a large one.
 */
export function Directory({ directory }: { directory: HomeDirectory }) {
  return (
    <section id="directory" aria-labelledby="directory-title" className="py-20 sm:py-24">
      <Container className="flex flex-col gap-12">
        <SectionHeading id="directory-title" title={directory.title} description={directory.description} className="mb-0" />
        <div className="flex flex-col gap-4">
          <h3 className="text-xl font-semibold">By industry</h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {directory.byIndustry.map((group) => (
              <Group key={group.id} group={group} />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <h3 className="text-xl font-semibold">By city</h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {directory.byCity.map((group) => (
              <Group key={group.id} group={group} />
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
