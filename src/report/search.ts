// Search Console performance by page: the web UI's export (Pages.csv: "Top pages",
// "Clicks", "Impressions", "CTR", "Position") or the Search Analytics API's JSON
// ({ rows: [{ keys: [url], clicks, impressions, ctr, position }] }), joined to
// routes by URL path. One Map lookup per row.
import { readFileSync } from 'node:fs';
import { LpgenError } from '../errors.js';
import { parseCsv } from '../csv-pages/read-csv.js';
import { numberCell, requireColumn } from './columns.js';

export interface SearchRow {
  /** The URL path, without the site's base, with no trailing slash ('/dentist-crm-miami', '/'). */
  path: string;
  url: string;
  line: number;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

/** '/base/dentist-crm-miami/' and 'https://x.com/base/dentist-crm-miami' → '/dentist-crm-miami'. */
export function routeOfUrl(url: string, base: string): string {
  let p: string;
  try {
    p = new URL(url, 'https://site.invalid').pathname;
  } catch {
    p = url;
  }
  const b = base.replace(/\/+$/, '');
  if (b && (p === b || p.startsWith(`${b}/`))) p = p.slice(b.length);
  p = p.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export function readSearchExport(file: string, base: string): SearchRow[] {
  const text = readFileSync(file, 'utf8');
  if (/^\s*[{[]/.test(text)) return readApiJson(file, text, base);
  const { columns, rows } = parseCsv(text, file);
  const page = requireColumn(file, columns, ['Top pages', 'Page', 'Pages', 'URL', 'Landing page'], 'page');
  const clicks = requireColumn(file, columns, ['Clicks'], 'Clicks');
  const impressions = requireColumn(file, columns, ['Impressions'], 'Impressions');
  const ctr = requireColumn(file, columns, ['CTR'], 'CTR');
  const position = requireColumn(file, columns, ['Position', 'Average position'], 'Position');
  return rows.map((row) => {
    const url = row.values[page].trim();
    if (url === '') throw new LpgenError(`${file}:${row.line}:${columns.indexOf(page) + 1}  ${page}: empty page URL`);
    const num = (c: string) => numberCell(file, columns, row, c);
    // The UI writes CTR as "3.2%": kept as a fraction like the API's.
    return {
      url,
      path: routeOfUrl(url, base),
      line: row.line,
      clicks: num(clicks),
      impressions: num(impressions),
      ctr: num(ctr) / 100,
      position: num(position),
    };
  });
}

function readApiJson(file: string, text: string, base: string): SearchRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new LpgenError(`${file}: not valid JSON: ${(error as Error).message}`);
  }
  const rows = Array.isArray(data) ? data : (data as { rows?: unknown }).rows;
  if (!Array.isArray(rows))
    throw new LpgenError(
      `${file}: expected the Search Analytics API response ({ "rows": [ { "keys": [page URL], "clicks", "impressions", "ctr", "position" } ] })`,
    );
  return rows.map((r: Record<string, unknown>, i) => {
    const at = `${file}: rows[${i}]`;
    const keys = r.keys;
    if (!Array.isArray(keys) || typeof keys[0] !== 'string') throw new LpgenError(`${at}.keys: expected [page URL] (query the API with dimensions: ["page"])`);
    const num = (k: string) => {
      const v = r[k] ?? 0;
      if (typeof v !== 'number' || !Number.isFinite(v)) throw new LpgenError(`${at}.${k}: ${JSON.stringify(v)} is not a number`);
      return v;
    };
    const url = keys[0];
    return {
      url,
      path: routeOfUrl(url, base),
      line: i + 1,
      clicks: num('clicks'),
      impressions: num('impressions'),
      ctr: num('ctr'),
      position: num('position'),
    };
  });
}
