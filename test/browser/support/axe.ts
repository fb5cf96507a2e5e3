// axe-core in the page: inject axe.min.js from node_modules (no network) and
// return the violations as short, readable lines.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: { resultTypes: string[] },
          ): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // Only violations are read: axe then aggregates one node for passes and the rest (its documented speed-up), not all of them.
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** 'color-contrast (serious) ×3: Elements must meet … — .a, .b, .c' */
export function formatViolations(label: string, violations: AxeViolation[]): string[] {
  return violations.map((v) => `${label} ${v.id} (${v.impact}) ×${v.targets.length}: ${v.help} — ${v.targets.slice(0, 5).join(', ')}`);
}
