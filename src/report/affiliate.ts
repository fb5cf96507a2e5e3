// An affiliate program's export joined to the site's calls to action through the
// sub-IDs `lpgen links` lists. Two layouts, found by their columns in any order:
// - per sub-ID totals, as FirstPromoter reports by sub-ID: sub_id, clicks, referrals, customers (, revenue);
// - one row per referral or commission (FirstPromoter's referral/commission exports: sub-ID, created_at,
//   state, amount; and the generic sub_id, date, amount, status): each row a sign-up, its amount revenue
//   unless its status says it was refunded, denied or cancelled.
// Every total keeps the lines it was summed from; a sub-ID that matches no link is reported with its lines.
//
// What FirstPromoter documents, and so what the names below follow (checked against its public docs):
// - its sub-IDs report (https://docs.firstpromoter.com/api-reference-v2/api-affiliate/reports/get-sub_ids-report-for-current-promoter)
//   gives per `sub_id` the fields clicks_count, referrals_count, customers_count, revenue_amount, sales_count, …;
//   its dashboard labels them Unique clicks, New referrals (formerly Signups), New customers, Revenue
//   (https://help.firstpromoter.com/en/articles/4567897-reports-fields-explained);
// - a referral's `state` is one of subscribed, signup, active, cancelled, refunded, denied, pending, moved
//   (https://docs.firstpromoter.com/api-reference-v2/api-admin/referrals/get-referrals), with created_at and
//   customer_since; its lead in the v1 API carries the visit's sub-ID as visitor_sub_id
//   (https://docs.firstpromoter.com/api-reference-v1/tracking-api/sales);
// - a commission's `status` is pending, approved or denied, with amount and created_at
//   (https://docs.firstpromoter.com/api-reference-v2/api-admin/commissions/create-a-commission).
// The headers of its CSV downloads are not published, so a column is found by any of these names. Its API
// amounts are in cents (tracking API) and its report amounts' unit is not stated: revenue_amount is not read
// as a money column, and its JSON responses are not read at all.
import { readFileSync } from 'node:fs';
import { parseCsv } from '../csv-pages/read-csv.js';
import { findColumn, numberCell, requireColumn } from './columns.js';

const SUB_ID = ['sub_id', 'subid', 'sub id', 'visitor_sub_id', 'fp_sid', 'sid', 'sub-id', 'tracking id'];
const CLICKS = ['clicks', 'clicks_count', 'unique clicks', 'visitors'];
const REFERRALS = ['referrals', 'referrals_count', 'new referrals', 'signups', 'signups_count', 'sign-ups', 'leads'];
const CUSTOMERS = ['customers', 'customers_count', 'new customers'];
const AMOUNT = ['amount', 'revenue', 'commission', 'sale amount', 'mrr'];
const DATE = ['date', 'created_at', 'created at', 'customer_since'];
/** A referral refunded, denied, cancelled or moved to another promoter, a commission denied, and the generic words. */
const VOID = /^(refunded|denied|cancell?ed|rejected|void|declined|moved)$/i;
/** A referral that pays (active, subscribed), an approved or paid commission, and the generic word. */
const PAYING = /^(active|paid|approved|customer|subscribed)$/i;

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
  const clicks = findColumn(columns, CLICKS);
  const referrals = findColumn(columns, REFERRALS);
  const customers = findColumn(columns, CUSTOMERS);
  const amount = findColumn(columns, AMOUNT);
  const status = findColumn(columns, ['status', 'state']);
  // Totals when the file has count columns; otherwise one event per row.
  const totals = clicks !== undefined || referrals !== undefined;
  if (!totals) requireColumn(file, columns, DATE, 'date');
  return rows.flatMap((row) => {
    const subId = row.values[sub].trim();
    const num = (c: string | undefined) => (c === undefined ? 0 : numberCell(file, columns, row, c));
    if (subId === '') return [];
    if (totals) return [{ subId, line: row.line, clicks: num(clicks), signups: num(referrals), customers: num(customers), revenue: num(amount) }];
    const voided = status !== undefined && VOID.test(row.values[status].trim());
    const paying = status !== undefined && PAYING.test(row.values[status].trim());
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
