// The YAML that `lpgen new` writes for a page: the few lines it needs to build,
// sourced local figures, and the usual overrides commented out with the value
// the page inherits today, so editing is uncommenting. Deterministic: the same
// content and arguments always give the same bytes.
import path from 'node:path';
import { stringify } from 'yaml';
import { mergeLayers } from '../content/cascade.js';
import { schemaComment } from '../content/json-schema.js';
import type { NicheData } from '../content/load.js';
import { ResolvedContent, type CitationsT, type CitedCityFigure, type CityFactsT, type SiteConfig, type StatT } from '../content/schema.js';
import { citationOf } from '../internal-links/local-facts.js';
import { pageLabel } from '../rules/labels.js';
import { numberFormat } from '../number-format.js';

export interface PageDraft {
  site: SiteConfig;
  niche: NicheData;
  /** Value of `niche:`, the preset's file name. */
  nicheName: string;
  /** Display name written as `city:`. */
  city: string;
  facts?: CityFactsT;
  /** content/cities.yaml `citations`: the file-wide short sources the copied figures carry. */
  citations?: CitationsT;
  route: string;
  /** Fields set outright (a --from plan's columns): written as is, and left out of the commented hints. */
  fields?: Record<string, unknown>;
  /** Pages made in bulk start as drafts (unless --publish). */
  draft?: boolean;
}

/** The header line that says how the page goes live, and its `status: draft` line when it starts as a draft. */
function publishLines(draft: PageDraft): { how: string; status: string[] } {
  // A status the row sets itself (lpgen new --from with a status column) is the page's own: no second key.
  if (!draft.draft || draft.fields?.status !== undefined) return { how: '`lpgen build` publishes it', status: [] };
  return { how: 'a draft until `lpgen publish ' + draft.route + '` (or --ready)', status: ['status: draft'] };
}

const count = numberFormat();

/**
 * Up to three figures from the dataset, in order of how much they say about the
 * local market, each with the short source cities.yaml gives it. Only figures
 * present in content/cities.yaml: never invented.
 */
export function cityStats(facts: CityFactsT, citations?: CitationsT): StatT[] {
  const stat = (figure: CitedCityFigure, label: string, value: string | undefined): StatT | undefined => {
    if (value === undefined) return undefined;
    const cite = citationOf(facts, figure, citations);
    return cite ? { label, value, ...cite } : { label, value };
  };
  const number = (n: number | undefined) => (n ? count.format(n) : undefined);
  const stats = [
    stat('population', `${facts.name} Residents`, number(facts.population)),
    stat('households', `${facts.name} Households`, number(facts.households)),
    stat('housingUnits', 'Housing Units', number(facts.housingUnits)),
    stat('medianHomeValue', 'Median Home Value', facts.medianHomeValue ? `$${count.format(facts.medianHomeValue)}` : undefined),
    stat('ownerOccupiedRate', 'Owner-Occupied Homes', facts.ownerOccupiedRate || undefined),
    stat('county', 'County', `${facts.county} County`),
  ];
  return stats.filter((s): s is StatT => s !== undefined).slice(0, 3);
}

export function yamlBlock(value: unknown): string {
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

export function commented(text: string): string {
  return text.replace(/^/gm, '# ');
}

/** One list field, commented: a header with how many items the page inherits and one example item. */
function listHint(field: 'painPoints' | 'features', items: unknown): string {
  const list = Array.isArray(items) ? items : [];
  const example = list.length > 0 ? list.slice(0, 1) : [{ title: '…', description: '…' }];
  return commented(`${field}:  # ${list.length} inherited; a list here replaces them all\n${yamlBlock(example).replace(/^/gm, '  ')}`);
}

export function pageYaml(draft: PageDraft): string {
  const { site, niche, facts } = draft;
  const inherited = mergeLayers(site.defaults, niche.defaults);
  const publish = publishLines(draft);
  const out = [
    schemaComment('page'),
    `# ${draft.route}: ${pageLabel({ niche: niche.name, city: draft.city }, site.productNoun)}. Written by \`lpgen new\`; ${publish.how}.`,
    `# Fields not set here are inherited from niches/${path.basename(niche.source)} defaults, then site.yaml defaults.`,
    yamlBlock({ niche: draft.nicheName, city: draft.city }),
    ...publish.status,
  ];
  const own = draft.fields ?? {};
  if (Object.keys(own).length > 0) out.push(yamlBlock(own));
  if (facts) {
    out.push(
      '',
      '# Local figures from cities.yaml; replace or extend them with niche-specific facts.',
      yamlBlock({ localStats: cityStats(facts, draft.citations) }),
    );
  }
  const overrides: Record<string, unknown> = {
    heroHeadline: inherited.heroHeadline,
    heroSubheadline: inherited.heroSubheadline,
    ctaText: inherited.ctaText ?? ResolvedContent.shape.ctaText.parse(undefined),
  };
  if (inherited.testimonial) overrides.testimonial = inherited.testimonial;
  for (const key of Object.keys(own)) delete overrides[key];
  out.push('', '# Usually overridden per page: uncomment a field and edit it (the values shown are inherited).', commented(yamlBlock(overrides)));
  out.push(listHint('painPoints', inherited.painPoints), listHint('features', inherited.features));
  const seo: Record<string, unknown> = { title: inherited.title ?? site.seo.titleTemplate, description: inherited.description ?? site.seo.descriptionTemplate };
  for (const key of Object.keys(own)) delete seo[key];
  if (Object.keys(seo).length > 0) out.push(commented(yamlBlock(seo)));
  if (!inherited.heroImage) out.push(commented(yamlBlock({ heroImage: { src: '/hero/your-image.svg', alt: '…', width: 640, height: 480 } })));
  return out.join('\n') + '\n';
}
