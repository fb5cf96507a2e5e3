// JSON Schema for editors (yaml-language-server: completion, hover, red
// squiggles while typing), generated from the zod schemas so the two never
// disagree. Refinements (https-only URLs, the referral parameter, known niches)
// cannot be expressed here; `lpgen check` still reports those.
import { z } from 'zod';
import { CitiesFile, NicheFile, PageFile, SiteFile, text } from './schema.js';

const FILES = {
  'site.schema.json': { schema: SiteFile, title: 'lpgen content/site.yaml' },
  'niche.schema.json': { schema: NicheFile, title: 'lpgen content/niches/<niche>.yaml' },
  'page.schema.json': { schema: PageFile, title: 'lpgen content/pages/<route>.yaml' },
  'cities.schema.json': { schema: CitiesFile, title: 'lpgen content/cities.yaml' },
} as const;

/** File name → file text; deterministic, so the checked-in schemas/ can be compared with a fresh run. */
export function jsonSchemaFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, { schema, title }] of Object.entries(FILES)) {
    // draft-07: the dialect every YAML editor integration validates.
    const { $schema, ...rest } = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-07',
      // Display text also takes a number (formatted 1,200 by the loader); say so, or editors flag `value: 120`.
      override: (ctx) => {
        if (ctx.zodSchema === text) ctx.jsonSchema.type = ['string', 'number'];
      },
    });
    out[name] = JSON.stringify({ $schema, title, ...rest }, null, 2) + '\n';
  }
  return out;
}

/** The first line of a file `lpgen new` writes, relative to content/<kind>/. */
export function schemaComment(kind: 'page' | 'niche'): string {
  return `# yaml-language-server: $schema=../../schemas/${kind}.schema.json`;
}
