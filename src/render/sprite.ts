// The icon sprite: one content-hashed file holding the drawing of every icon
// most pages show (the templates' own, and those site.yaml's and the niche
// presets' defaults name), so a page carries one short <use> per icon instead
// of the drawings, and a visitor downloads them once for the whole site. An
// icon only a page file names is drawn in that page: editing a page never
// renames the sprite, which would re-render every page.
import type { TemplateCache } from '../cache/template-cache.js';
import type { Content } from '../content/types.js';
import type { IconSprite } from '../model.js';
import type { Asset } from './css.js';
import { hashedName } from './hash.js';
import type { Templates } from './contract.js';

/** Every icon name the painPoints and features of site.yaml's and the niche presets' defaults give. */
export function sharedIconNames(content: Content): Set<string> {
  const names = new Set<string>();
  for (const defaults of [content.site.defaults, ...content.niches.map((niche) => niche.defaults)]) {
    for (const item of [...(defaults.painPoints ?? []), ...(defaults.features ?? [])]) if (item.icon) names.add(item.icon);
  }
  return names;
}

export type IconSpriteAsset = { asset: Asset; view: IconSprite } | undefined;

/**
 * Undefined for templates without an iconSprite export: their pages keep drawing their icons inline. With a
 * template cache the sprite drawn for these names last time is taken (the templates are then not imported).
 */
export async function buildIconSprite(templates: () => Promise<Templates>, content: Content, base: string, cache?: TemplateCache): Promise<IconSpriteAsset> {
  const names = [...sharedIconNames(content)];
  let drawn = cache?.sprite(names);
  if (!drawn) {
    const t = await templates();
    drawn = typeof t.iconSprite === 'function' ? t.iconSprite(names) : { none: true };
    cache?.saveSprite(names, drawn);
  }
  if ('none' in drawn) return undefined;
  const { ids, svg } = drawn;
  const fileName = `assets/${hashedName('icons.svg', svg)}`;
  return { asset: { fileName, contents: svg }, view: { href: base + fileName, ids } };
}
