// Promises a landing page makes come from the content (site.yaml, a niche
// preset, the page), never from the templates: with none in the content the
// page shows none, and the content's own words are shown as written.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '../../templates/LandingPage.js';
import { makeLandingProps, makeSite } from './fixtures.js';
import { text } from './html.js';

const render = (...args: Parameters<typeof makeLandingProps>) => renderToStaticMarkup(<LandingPage {...makeLandingProps(...args)} />);
const basePricing = makeSite().pricing;

describe('the landing template states no promise of its own', () => {
  it('shows no hero promises, closing sentence, pricing summary or note when the content sets none', () => {
    const html = render({ heroPromises: [] });
    expect(html).not.toContain('aria-label="What you get"');
    const shown = text(html);
    for (const claim of ['No credit card required', 'in 5 minutes', 'in minutes', 'Cancel anytime', 'One flat price', 'Every feature included'])
      expect(shown).not.toContain(claim);
    expect(shown).toContain('Start your free 14-day trial.');
  });

  it("shows the content's promises as written", () => {
    const html = render(
      { heroPromises: ['Month to month', 'Import your contacts free'], ctaBandText: 'Your first Miami campaign goes out this week.' },
      { pricing: { ...basePricing, summary: 'One plan, no add-ons.', note: 'No contract.' } },
    );
    const list = /<ul[^>]*aria-label="What you get"[\s\S]*?<\/ul>/.exec(html)![0];
    expect(text(list)).toContain('Month to month');
    expect(text(list)).toContain('Import your contacts free');
    expect(text(html)).toContain('One plan, no add-ons.');
    expect(text(html)).toContain('Start your free 14-day trial. No contract.');
    expect(text(html)).toContain('Your first Miami campaign goes out this week.');
  });
});
