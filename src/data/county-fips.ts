// County FIPS codes (state 2 digits + county 3), for datasets keyed by FIPS such as
// County Business Patterns, whose files name no county. Source: U.S. Census Bureau,
// 2020 FIPS codes for counties and county equivalents (ANSI INCITS 31; Miami-Dade is 086,
// renamed from Dade 025 in 1997). One table per region (site.yaml region.abbreviation).
import { countyKey } from './keys.js';

const FLORIDA: readonly (readonly [string, string])[] = [
  ['Alachua', '001'],
  ['Baker', '003'],
  ['Bay', '005'],
  ['Bradford', '007'],
  ['Brevard', '009'],
  ['Broward', '011'],
  ['Calhoun', '013'],
  ['Charlotte', '015'],
  ['Citrus', '017'],
  ['Clay', '019'],
  ['Collier', '021'],
  ['Columbia', '023'],
  ['DeSoto', '027'],
  ['Dixie', '029'],
  ['Duval', '031'],
  ['Escambia', '033'],
  ['Flagler', '035'],
  ['Franklin', '037'],
  ['Gadsden', '039'],
  ['Gilchrist', '041'],
  ['Glades', '043'],
  ['Gulf', '045'],
  ['Hamilton', '047'],
  ['Hardee', '049'],
  ['Hendry', '051'],
  ['Hernando', '053'],
  ['Highlands', '055'],
  ['Hillsborough', '057'],
  ['Holmes', '059'],
  ['Indian River', '061'],
  ['Jackson', '063'],
  ['Jefferson', '065'],
  ['Lafayette', '067'],
  ['Lake', '069'],
  ['Lee', '071'],
  ['Leon', '073'],
  ['Levy', '075'],
  ['Liberty', '077'],
  ['Madison', '079'],
  ['Manatee', '081'],
  ['Marion', '083'],
  ['Martin', '085'],
  ['Miami-Dade', '086'],
  ['Monroe', '087'],
  ['Nassau', '089'],
  ['Okaloosa', '091'],
  ['Okeechobee', '093'],
  ['Orange', '095'],
  ['Osceola', '097'],
  ['Palm Beach', '099'],
  ['Pasco', '101'],
  ['Pinellas', '103'],
  ['Polk', '105'],
  ['Putnam', '107'],
  ['St. Johns', '109'],
  ['St. Lucie', '111'],
  ['Santa Rosa', '113'],
  ['Sarasota', '115'],
  ['Seminole', '117'],
  ['Sumter', '119'],
  ['Suwannee', '121'],
  ['Taylor', '123'],
  ['Union', '125'],
  ['Volusia', '127'],
  ['Wakulla', '129'],
  ['Walton', '131'],
  ['Washington', '133'],
];

const REGIONS: Record<string, { state: string; counties: readonly (readonly [string, string])[] }> = {
  FL: { state: '12', counties: FLORIDA },
};

export interface FipsTable {
  /** The state's 2-digit code. */
  state: string;
  /** County key (countyKey) → 5-digit code. */
  byCounty: Map<string, string>;
  /** 5-digit code → county name. */
  byCode: Map<string, string>;
}

/** The region's table, or undefined for a region lpgen has no table for. */
export function fipsTable(abbreviation: string): FipsTable | undefined {
  const region = REGIONS[abbreviation.toUpperCase()];
  if (!region) return undefined;
  const byCounty = new Map<string, string>();
  const byCode = new Map<string, string>();
  for (const [name, code] of region.counties) {
    byCounty.set(countyKey(name), region.state + code);
    byCode.set(region.state + code, name);
  }
  return { state: region.state, byCounty, byCode };
}

export const FIPS_REGIONS = Object.keys(REGIONS);
