// What a social card shows, apart from how it is drawn (card.ts loads the
// font renderer; planning needs only this).
import type { CategoryT } from '../../content/schema.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The category colours of site.yaml (home.categories[].color): the bar, and the footer line's text. */
export const ACCENTS = {
  blue: { bar: '#3b82f6', text: '#93c5fd' },
  emerald: { bar: '#10b981', text: '#6ee7b7' },
  violet: { bar: '#8b5cf6', text: '#c4b5fd' },
  amber: { bar: '#f59e0b', text: '#fcd34d' },
  rose: { bar: '#f43f5e', text: '#fda4af' },
  cyan: { bar: '#06b6d4', text: '#67e8f9' },
} as const satisfies Record<CategoryT['color'], { bar: string; text: string }>;
export type Accent = CategoryT['color'];

/** Everything a card shows: the image's cache key is made of exactly this. */
export interface CardText {
  brand: string;
  headline: string;
  /** 'Dentists · Miami'; the site card's tagline. */
  footer: string;
  accent: Accent;
}
