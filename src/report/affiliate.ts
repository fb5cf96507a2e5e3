// An affiliate program's export joined to the site's calls to action through the
// sub-IDs `lpgen links` lists. Two layouts, found by their columns in any order:
// - per sub-ID totals, as FirstPromoter reports by sub-ID: sub_id, clicks, referrals, customers (, revenue);
// - one row per referral or commission (FirstPromoter's referral/commission exports: sub-ID, created_at,
//   state, amount; and the generic sub_id, date, amount, status): each row a sign-up, its amount revenue
//   unless its status says it was refunded, denied or cancelled.
// Every total keeps the lines it was summed from; a sub-ID that matches no link is reported with its lines.
import { readFileSync } from 'node:fs';
import { parseCsv } from '../csv-pages/read-csv.js';
import { findColumn, numberCell, requireColumn } from './columns.js';

const SUB_ID = ['sub_id', 'subid', 'sub id', 'fp_sid', 'sid', 'sub-id', 'tracking id'];
const VOID = /^(refunded|denied|cancell?ed|rejected|void|declined|moved)$/i;

export interface AffiliateRow {
  subId: string;
  line: number;
  clicks: number;
  signups: number;
  customers: number;
  revenue: number;
}

export function readAffiliateExport(file: string): AffiliateRow[] {
  const { columns, rows } = parseCsv(readFileSync(file, 'utf8'), file);
  const sub = requireColumn(file, columns, SUB_ID, 'sub-ID');
  const clicks = findColumn(columns, ['clicks', 'visitors']);
  const referrals = findColumn(columns, ['referrals', 'signups', 'sign-ups', 'leads']);
  const customers = findColumn(columns, ['customers']);
  const amount = findColumn(columns, ['amount', 'revenue', 'commission', 'sale amount', 'mrr']);
  const status = findColumn(columns, ['status', 'state']);
  // Totals when the file has count columns; otherwise one event per row.
  const totals = clicks !== undefined || referrals !== undefined;
  if (!totals) requireColumn(file, columns, ['date', 'created_at', 'created at', 'customer_since'], 'date');
  return rows.flatMap((row) => {
    const subId = row.values[sub].trim();
    const num = (c: string | undefined) => (c === undefined ? 0 : numberCell(file, columns, row, c));
    if (subId === '') return [];
    if (totals) return [{ subId, line: row.line, clicks: num(clicks), signups: num(referrals), customers: num(customers), revenue: num(amount) }];
    const voided = status !== undefined && VOID.test(row.values[status].trim());
    const paying = status !== undefined && /^(active|paid|approved|customer|subscribed)$/i.test(row.values[status].trim());
    return [{ subId, line: row.line, clicks: 0, signups: voided ? 0 : 1, customers: paying ? 1 : 0, revenue: voided ? 0 : num(amount) }];
  });
}

export interface Totals {
  clicks: number;
  signups: number;
  customers: number;
  revenue: number;
  /** The export's lines summed into this total. */
  lines: number[];
}

export const emptyTotals = (): Totals => ({ clicks: 0, signups: 0, customers: 0, revenue: 0, lines: [] });

export function addTo(t: Totals, r: AffiliateRow): void {
  t.clicks += r.clicks;
  t.signups += r.signups;
  t.customers += r.customers;
  t.revenue = Math.round((t.revenue + r.revenue) * 100) / 100;
  t.lines.push(r.line);
}
