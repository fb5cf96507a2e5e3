// The skeleton `lpgen new niche` writes: the three required keys, and the
// niche-specific copy commented out, prefilled with what the site defaults say
// today, so a new industry builds at once and reads better once edited.
import { schemaComment } from '../content/json-schema.js';
import { PAGE_PLACEHOLDERS, type SiteConfig } from '../content/schema.js';
import { LpgenError } from '../errors.js';
import { didYouMean, editDistance } from '../suggest.js';
import { slugify } from '../rules/slug.js';
import { cityInRegion } from '../rules/labels.js';
import { commented, yamlBlock } from './page.js';

export interface NicheDraft {
  slug: string;
  name: string;
  audience: string;
  category: string;
}

/** A category by slug or by name ('Fitness & Wellness'), or an error naming the closest. */
export function matchCategory(input: string, site: SiteConfig): string {
  const key = slugify(input);
  const found = site.home.categories.find((c) => c.slug === key || slugify(c.name) === key);
  if (found) return found.slug;
  const slugs = site.home.categories.map((c) => c.slug);
  throw new LpgenError(
    `unknown category "${input}"${didYouMean(key, slugs) || categoryByWords(key, slugs)}; site.yaml home.categories has: ${slugs.join(', ')}`,
  );
}

/**
 * A category slug is a few words ('home-local-services'), and people type some of
 * them ('home-servics'): the category all of whose typed words are close to one of
 * its words, when exactly one is. Whole-name distance alone finds it too far.
 */
function categoryByWords(key: string, slugs: readonly string[]): string {
  const typed = key.split('-').filter(Boolean);
  const near = (word: string, of: string) => editDistance(word, of) <= Math.max(1, Math.floor(of.length / 4));
  const fits = slugs.filter((slug) => typed.length > 0 && typed.every((word) => slug.split('-').some((w) => near(word, w))));
  return fits.length === 1 ? ` (did you mean "${fits[0]}"?)` : '';
}

export function nicheYaml(draft: NicheDraft, site: SiteConfig): string {
  const d = site.defaults;
  const example = {
    defaults: {
      heroHeadline: d.heroHeadline ?? `The ${site.productNoun} Built for {audience} in {city}`,
      heroSubheadline: d.heroSubheadline ?? '…',
      painPoints: (d.painPoints ?? [{ title: '…', description: '…' }]).slice(0, 2),
      features: (d.features ?? [{ title: '…', description: '…' }]).slice(0, 2),
      testimonial: {
        quote: '…',
        author: '…',
        business: `… ${draft.name}`,
        location: cityInRegion('{city}', site.region.abbreviation),
        rating: 5,
        illustrative: true,
      },
    },
  };
  return (
    [
      schemaComment('niche'),
      `# Niche preset "${draft.slug}", written by \`lpgen new niche\`. Add pages with: lpgen new --niche ${draft.slug} --city <city>`,
      "# Cascade: site.yaml defaults ← this file's defaults ← content/pages/<route>.yaml (later wins).",
      yamlBlock({ name: draft.name, audience: draft.audience, category: draft.category }),
      '',
      '# Niche-specific copy shared by every page of this niche. Until you uncomment it, pages use',
      '# the site.yaml defaults shown here; lists replace inherited lists (6 pain points, 9-10 features read best).',
      `# Text may use ${PAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}.`,
      commented(yamlBlock(example)),
    ].join('\n') + '\n'
  );
}
