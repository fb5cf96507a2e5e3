// A synthetic content folder of any size: the repo's real site.yaml, niche
// presets and public/ files, its real pages, plus generated pages for every
// niche preset × generated Florida-style city names. One page in ten carries
// custom copy (pain points, features, testimonial) like the spec's richer
// pages; the rest are a few lines with local stats, like the real generic ones.
// With `rich`, every generated page carries its own full copy (headline,
// subheadline, 6 pain points, 10 features, testimonial, 3 stats, CTA: ~4 KB of
// YAML), the worst case for parsing and rendering. With `affiliateHost`, every
// generated page names its own affiliate link on that host: a `.test` host
// gives each page one sample-leftover warning, a real-looking one the same
// bytes less a few letters without it (bench/warnings.ts compares the two).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { slugify } from '../src/rules/slug.js';

const FIRST = [
  'Palm',
  'Coral',
  'Cypress',
  'Pelican',
  'Heron',
  'Mangrove',
  'Sabal',
  'Osprey',
  'Egret',
  'Manatee',
  'Seagrape',
  'Sandpiper',
  'Magnolia',
  'Live Oak',
  'Orange',
  'Citrus',
  'Lake',
  'Bay',
  'Gulf',
  'Key',
];
const SECOND = [
  'Springs',
  'Harbor',
  'Shores',
  'Grove',
  'Point',
  'Beach',
  'Heights',
  'Gardens',
  'Isles',
  'Landing',
  'Park',
  'Ridge',
  'Hammock',
  'Creek',
  'Vista',
  'Village',
  'Crossing',
  'Bluff',
  'Cove',
  'Meadows',
];
const COUNTIES = ['Alachua', 'Brevard', 'Collier', 'Lee', 'Marion', 'Volusia', 'Polk', 'Sarasota', 'Seminole', 'Pasco', 'Manatee', 'Osceola'];
const WORDS = 'leads follow-up reminders booking reviews calendar pipeline campaigns texts clients schedule revenue team inbox automation'.split(' ');

function sentence(seed: number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
  const s = out.join(' ');
  return s[0].toUpperCase() + s.slice(1) + '.';
}

function cityName(i: number): string {
  const name = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}`;
  const round = Math.floor(i / (FIRST.length * SECOND.length));
  return round === 0 ? name : `${name} ${['North', 'South', 'East', 'West', 'Central'][round - 1] ?? round}`;
}

function richCopy(seed: number, full = false) {
  // Full copy is sized like the measured pages (~4.3 KB of YAML each).
  const [long, short] = full ? [14, 8] : [22, 14];
  const items = (n: number, offset: number) =>
    Array.from({ length: n }, (_, k) => ({
      title: sentence(seed + k + offset, 4).slice(0, -1),
      description: `${sentence(seed + k + offset, long)} In {city}, ${sentence(seed + k, short).toLowerCase()}`,
    }));
  return {
    ...(full
      ? { heroHeadline: `${sentence(seed + 3, 5).slice(0, -1)} for {audience} in {city}`, ctaText: `Start Your ${seed % 2 ? 'Free ' : ''}Trial Today` }
      : {}),
    heroSubheadline: `${sentence(seed, 18)} Built for {audience} across {county} County.`,
    painPoints: items(6, 0),
    features: items(10, 50),
    testimonial: { quote: sentence(seed, 40), author: 'Jordan Example', business: `Example ${seed} LLC`, location: '{city}, FL' },
  };
}

export interface Generated {
  dir: string;
  pages: number;
}

/** Writes content for `pages` landing pages (at least the real ones) into `dir`. */
export function generateContent(sourceContent: string, dir: string, pages: number, options: { rich?: boolean; affiliateHost?: string } = {}): Generated {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(sourceContent, dir, { recursive: true });
  const niches = readdirSync(path.join(dir, 'niches'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''))
    .sort();
  const real = readdirSync(path.join(dir, 'pages')).length;
  const wanted = Math.max(0, pages - real);
  const cityCount = Math.ceil(wanted / niches.length);
  const cities = Array.from({ length: cityCount }, (_, i) => ({ name: cityName(i), county: COUNTIES[i % COUNTIES.length] }));
  const citiesYaml = stringify({ cities: cities.map((c) => ({ slug: slugify(c.name), name: c.name, county: c.county })) });
  // Appends generated cities after the real ones (keeps the file's own header and entries).
  const citiesFile = path.join(dir, 'cities.yaml');
  const realCities = existsSync(citiesFile) ? readFileSync(citiesFile, 'utf8') : 'cities:\n';
  writeFileSync(path.join(dir, 'cities.yaml'), realCities.trimEnd() + '\n' + citiesYaml.replace(/^cities:\n/, ''));
  let n = 0;
  for (let c = 0; c < cityCount && n < wanted; c++) {
    for (const niche of niches) {
      if (n >= wanted) break;
      const page: Record<string, unknown> = { niche, city: cities[c].name };
      if (options.rich || n % 10 === 0) Object.assign(page, richCopy(n, options.rich));
      if (options.affiliateHost) page.affiliateLink = `https://${options.affiliateHost}/trial?fp_ref=bench${n}`;
      page.localStats = [
        { label: `${cities[c].county} County Businesses`, value: `${(n % 900) + 100}+` },
        { label: 'Average Response Time', value: `${(n % 50) + 5} min` },
        { label: 'Leads Lost Without Follow-Up', value: `${(n % 40) + 40}%` },
      ];
      writeFileSync(path.join(dir, 'pages', `${niche}-crm-${slugify(cities[c].name)}.yaml`), stringify(page));
      n++;
    }
  }
  return { dir, pages: real + n };
}
