// A County Business Patterns county file in the real layout (cbpYYco.txt: quoted fipstate, fipscty, naics,
// noise flags, emp/qp1/ap/est, the size classes with "N" where not available), with made-up figures, for
// every county of a FIPS table and the given NAICS codes: what tests and benchmarks add with lpgen data add.
import { writeFileSync } from 'node:fs';
import { fipsTable } from '../../src/data/county-fips.js';

const HEADER = [
  'fipstate',
  'fipscty',
  'naics',
  'emp_nf',
  'emp',
  'qp1_nf',
  'qp1',
  'ap_nf',
  'ap',
  'est',
  'n<5',
  'n5_9',
  'n10_19',
  'n20_49',
  'n50_99',
  'n100_249',
  'n250_499',
  'n500_999',
  'n1000',
  'n1000_1',
  'n1000_2',
  'n1000_3',
  'n1000_4',
];

export function writeCbpFile(file: string, codes: readonly string[], region = 'FL'): number {
  const fips = fipsTable(region)!;
  const lines = [HEADER.map((h) => `"${h}"`).join(',')];
  let k = 0;
  for (const code of fips.byCode.keys()) {
    for (const naics of ['------', ...codes]) {
      const est = 5 + ((k++ * 37) % 400);
      lines.push(
        [
          `"${code.slice(0, 2)}"`,
          `"${code.slice(2)}"`,
          `"${naics}"`,
          '"G"',
          est * 7,
          '"H"',
          est * 90,
          '"G"',
          est * 380,
          est,
          est,
          0,
          ...Array(11).fill('"N"'),
        ].join(','),
      );
    }
  }
  writeFileSync(file, lines.join('\r\n') + '\r\n');
  return lines.length - 1;
}
