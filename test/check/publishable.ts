// The valid fixture uses reserved sample values (.example domains, a 555-01xx
// number) that lpgen check rightly reports as leftovers; tests of a clean site
// start from this copy instead.
import { editFile } from '../helpers.js';

/**
 * The fixture's site.yaml as a site owner would publish it: its own contact
 * details and links instead of the fixture's reserved .example domains and
 * 555-01xx number (sample leftovers), and its figures sourced.
 */
export function publishableSite(dir: string): string {
  editFile(dir, 'site.yaml', (t) =>
    t
      .replaceAll('crm.example', 'crm.lpgen-test.dev')
      .replaceAll('test.example', 'lpgen-test.dev')
      .replaceAll('docs.example', 'docs.lpgen-test.dev')
      .replace('555-0100', '555-2368')
      .replace('{ value: 500+, label: Businesses }', '{ value: 500+, label: Businesses, source: Test CRM customer count }')
      .replace('quote: We cut no-shows by 35%.', 'quote: We cut no-shows.'),
  );
  return dir;
}
