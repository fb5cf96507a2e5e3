// Pure helpers shared by the engine, `lpgen new` and the admin page's browser
// bundle (its new-page form): nothing here may import a Node module.

/**
 * 'St. Petersburg' → 'st-petersburg', 'Doña Ana' → 'dona-ana': accents are
 * folded to ASCII, then every run of anything that is not a-z/0-9 becomes one
 * hyphen, and hyphens at either end are trimmed.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Why a city name cannot make a route, or null when it can: `lpgen new`, `lpgen city add`
 * and the admin page's helper all ask this. Letters, digits, spaces and . ' - only, so a
 * path ('../etc') or a URL is refused before it nears a file name.
 */
export function cityError(city: string): string | null {
  if (city.trim() === '') return 'Enter a city name.';
  if (!/[a-z]/.test(slugify(city))) return 'The city name must contain letters.';
  if (!/^[\p{L}\p{N}][\p{L}\p{N} .'’-]*$/u.test(city.trim())) return "Use letters, digits, spaces and . ' - only.";
  return null;
}

/** Fills a route pattern such as '/{city}/{niche}-crm-{city}' with slugs; every occurrence of a placeholder is replaced. */
export function fillRoute(pattern: string, slugs: Readonly<Record<string, string>>): string {
  let route = pattern;
  for (const [name, slug] of Object.entries(slugs)) route = route.replaceAll(`{${name}}`, slug);
  return route;
}

/** '/miami/dentist-crm' → 'miami-dentist-crm': the page's id and its content/pages/ file name. */
export function routeId(route: string): string {
  return route.replace(/^\//, '').replaceAll('/', '-');
}

/** Quotes a value for a POSIX shell command line shown to the user. */
export function shellQuote(value: string): string {
  return `"${value.replace(/["\\$`]/g, '\\$&')}"`;
}
