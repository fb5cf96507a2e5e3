// The footer "Solutions" list of a landing page lists the same niche in the
// nearest cities first when cities.yaml has coordinates, and falls back to the
// plain order (no distances) when it has none.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coordinatesBySlug, nearestSameNiche } from '../../src/internal-links/nearby.js';
import { copySite, runCli, tempDir, writeFile } from '../helpers.js';

const CITIES = `source: Test data with coordinates.
cities:
  - { slug: miami, name: Miami, county: Miami-Dade, population: 442241, lat: 25.7617, lon: -80.1918 }
  - { slug: tampa, name: Tampa, county: Hillsborough, lat: 27.9506, lon: -82.4572 }
  - { slug: st-petersburg, name: St. Petersburg, county: Pinellas, lat: 27.7676, lon: -82.6403 }
  - { slug: fort-lauderdale, name: Fort Lauderdale, county: Broward, lat: 26.1224, lon: -80.1373 }
  - { slug: west-palm-beach, name: West Palm Beach, county: Palm Beach, lat: 26.7153, lon: -80.0534 }
  - { slug: pensacola, name: Pensacola, county: Escambia, lat: 30.4213, lon: -87.2169 }
`;

function site(cities: string): string {
  const dir = copySite();
  writeFile(dir, 'cities.yaml', cities);
  for (const city of ['Fort Lauderdale', 'West Palm Beach', 'Pensacola']) {
    writeFile(dir, `pages/dentist-crm-${city.toLowerCase().replace(/ /g, '-')}.yaml`, `niche: dentist\ncity: ${city}\n`);
  }
  return dir;
}

/** The dentist routes in the order the Miami page links them. */
async function dentistLinksOnMiami(dir: string): Promise<string[]> {
  const out = tempDir();
  const r = await runCli(['build', '--content', dir, '--out', out]);
  expect(r.code).toBe(0);
  const html = fs.readFileSync(path.join(out, 'dentist-crm-miami/index.html'), 'utf8');
  return [...html.matchAll(/href="\/(dentist-crm-[a-z-]+)\/"/g)].map((m) => m[1]).filter((r, i, all) => all.indexOf(r) === i && r !== 'dentist-crm-miami');
}

describe('nearby cities in the landing page links', () => {
  it('orders the same niche by distance from the page city', async () => {
    expect(await dentistLinksOnMiami(site(CITIES))).toEqual([
      'dentist-crm-fort-lauderdale',
      'dentist-crm-west-palm-beach',
      'dentist-crm-tampa',
      'dentist-crm-pensacola',
    ]);
  }, 60_000);

  it('without coordinates keeps every page of the niche, in the plain order', async () => {
    const plain = CITIES.replace(/, lat: [\d.]+, lon: -[\d.]+/g, '');
    const links = await dentistLinksOnMiami(site(plain));
    expect([...links].sort()).toEqual(['dentist-crm-fort-lauderdale', 'dentist-crm-pensacola', 'dentist-crm-tampa', 'dentist-crm-west-palm-beach']);
    expect(links).not.toEqual(['dentist-crm-fort-lauderdale', 'dentist-crm-west-palm-beach', 'dentist-crm-tampa', 'dentist-crm-pensacola']);
  }, 60_000);

  it('gives no distance-ordered list to a city without coordinates', () => {
    const coords = coordinatesBySlug([{ slug: 'miami', lat: 25.76, lon: -80.19 }, { slug: 'tampa' }, { slug: 'naples', lat: 26.14, lon: -81.79 }]);
    const links = [
      { route: '/a-miami', nicheSlug: 'a', citySlug: 'miami' },
      { route: '/a-tampa', nicheSlug: 'a', citySlug: 'tampa' },
      { route: '/a-naples', nicheSlug: 'a', citySlug: 'naples' },
    ];
    const nearest = nearestSameNiche(links, coords);
    expect(nearest(links[1])).toBeUndefined();
    expect(nearest(links[0])?.map((l) => l.route)).toEqual(['/a-naples']);
  });
});
