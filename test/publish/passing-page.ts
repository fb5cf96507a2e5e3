// A page that passes the gate on any site: all of its copy its own (distinct
// words, so no near-duplicate), three sourced local stats, no figure without a
// source, and a real quote with its source and date.
const word = (seed: number, i: number) => `w${((seed * 7919 + i * 104729) % 99991).toString(36)}`;
const sentence = (seed: number, from: number) => Array.from({ length: 14 }, (_, i) => word(seed, from + i)).join(' ');
const items = (seed: number, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `  - { title: ${word(seed, from + i)}, description: ${sentence(seed, from + 20 * i)} }`).join('\n');

/** The fields of such a page, to append to a page file that names its niche and city (YAML lines). */
export function passingFields(seed: number, city: string): string {
  return [
    `heroHeadline: ${sentence(seed, 500)}`,
    `heroSubheadline: ${sentence(seed, 1000)}`,
    'painPoints:',
    items(seed, 2000, 6),
    'features:',
    items(seed, 3000, 9),
    `localStats: [{ label: Residents, value: '${seed},000', source: Census }, { label: Households, value: '${seed},500', source: Census }, { label: Practices, value: '${seed}0', source: ADA }]`,
    `testimonial: { quote: ${sentence(seed, 4000)}, author: ${word(seed, 1)}, business: ${word(seed, 2)}, location: '${city}, FL', source: Google review, date: 2025-03 }`,
    '',
  ].join('\n');
}
