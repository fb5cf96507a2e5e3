// `--shard i/n`: a deterministic 1/n of the landing pages (every n-th route in
// sorted order, so shards stay balanced), and the site-wide files (home, admin,
// 404, assets, public/) only in shard 1. Copying the shards' outputs together
// gives exactly the single build's output.

export interface Shard {
  index: number;
  count: number;
}

/** The routes this shard renders; plan order is sorted by route, so the split is stable. */
export function shardRoutes<R extends { kind: string }>(routes: R[], shard: Shard | undefined): R[] {
  if (!shard || shard.count === 1) return routes;
  let landing = 0;
  return routes.filter((route) => (route.kind === 'landing' ? landing++ % shard.count === shard.index - 1 : shard.index === 1));
}

/** Shard 1 (or an unsharded build) writes the site-wide files. */
export function writesSiteFiles(shard: Shard | undefined): boolean {
  return !shard || shard.index === 1;
}
