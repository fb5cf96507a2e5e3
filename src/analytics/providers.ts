// The three privacy-friendly analytics services lpgen can add, each as its own
// documentation describes it: the script tag, the attributes that turn a click
// on an affiliate link into an event naming the page and the placement, the
// origins the Content-Security-Policy must allow, and what the privacy page says.
import type { AnalyticsT } from '../content/schema.js';
import type { Placement } from '../affiliate/placements.js';

/** What a call to action adds to its link so the provider's script counts a click on it. */
export interface ClickTracking {
  /** Plausible reads tagged events from class names. */
  className?: string;
  /** Umami and GoatCounter read data-* attributes. */
  data?: Record<string, string>;
}

/** The provider's <script>, its attributes in the order its documentation writes them. */
export type ScriptTag = Record<string, string | true>;

export interface AnalyticsSetup {
  /** Shown in the privacy page ('Plausible Analytics'). */
  name: string;
  script: ScriptTag;
  /** Origins the script is loaded from (CSP script-src). */
  scriptOrigins: string[];
  /** Origins the script sends its events to (CSP connect-src; img-src too for a pixel fallback). */
  sendOrigins: string[];
  /** An image pixel is the fallback of the script where beacons are missing. */
  pixel: boolean;
  click: (page: string, placement: Placement) => ClickTracking;
}

/** The event every affiliate click is recorded as: in Plausible, the custom event goal to add. */
export const CLICK_EVENT = 'Affiliate Click';
const CLICK_SLUG = 'affiliate-click';

// Umami Cloud's collection host has moved more than once (cloud.umami.is, api-gateway.umami.dev, gateway.umami.is);
// a self-hosted instance or hostUrl pins it to one.
const UMAMI_CLOUD_SEND = ['https://cloud.umami.is', 'https://api-gateway.umami.dev', 'https://gateway.umami.is'];

const origin = (url: string) => new URL(url).origin;
/** Plausible class values cannot hold spaces: its docs write them as '+'. */
const plausibleValue = (value: string) => value.replace(/ /g, '+');

export function analyticsSetup(config: AnalyticsT): AnalyticsSetup | undefined {
  switch (config.provider) {
    case 'none':
      return undefined;
    case 'plausible': {
      const src = config.scriptUrl ?? 'https://plausible.io/js/script.tagged-events.js';
      return {
        name: 'Plausible Analytics',
        script: { defer: true, 'data-domain': config.domain, ...(config.apiUrl ? { 'data-api': config.apiUrl } : {}), src },
        scriptOrigins: [origin(src)],
        sendOrigins: [origin(config.apiUrl ?? src)],
        pixel: false,
        click: (page, placement) => ({
          className: [`plausible-event-name=${plausibleValue(CLICK_EVENT)}`, `plausible-event-page=${page}`, `plausible-event-placement=${placement}`].join(
            ' ',
          ),
        }),
      };
    }
    case 'umami': {
      const src = config.scriptUrl ?? 'https://cloud.umami.is/script.js';
      return {
        name: 'Umami',
        script: { defer: true, src, 'data-website-id': config.websiteId, ...(config.hostUrl ? { 'data-host-url': config.hostUrl } : {}) },
        scriptOrigins: [origin(src)],
        sendOrigins: config.hostUrl ? [origin(config.hostUrl)] : config.scriptUrl ? [origin(src)] : UMAMI_CLOUD_SEND,
        pixel: false,
        click: (page, placement) => ({
          data: { 'data-umami-event': CLICK_SLUG, 'data-umami-event-page': page, 'data-umami-event-placement': placement },
        }),
      };
    }
    case 'goatcounter': {
      const src = config.scriptUrl ?? 'https://gc.zgo.at/count.js';
      return {
        name: 'GoatCounter',
        script: { 'data-goatcounter': config.endpoint, async: true, src },
        scriptOrigins: [origin(src)],
        sendOrigins: [origin(config.endpoint)],
        pixel: true,
        // GoatCounter events have a name (the 'path') and a title; the name cannot start with '/'.
        click: (page, placement) => ({
          data: { 'data-goatcounter-click': `${CLICK_SLUG}/${page}/${placement}`, 'data-goatcounter-title': `${CLICK_EVENT}: ${page} ${placement}` },
        }),
      };
    }
  }
}
