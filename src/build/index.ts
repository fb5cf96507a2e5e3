// build(): the stages in order, each taking what the ones before it returned.
// Only the output (output/write.ts, and the render workers inside the temp
// folder it owns) touches the output folder; until the first file is drawn or
// rendered, a failure puts a recycled standby back untouched.
import { startBuild } from './context.js';
import { finish, type BuildResult } from './finish.js';
import { buildInPlace } from './in-place.js';
import { load } from './load.js';
import { openTargets } from './open.js';
import type { BuildOptions, BuildRuntime } from './options.js';
import { plan } from './route-plan.js';
import { render } from './render.js';
import { writeSiteFiles } from './site-files.js';

export type { BuildOptions, BuildRuntime } from './options.js';
export type { BuildResult } from './finish.js';

export async function build(options: BuildOptions, runtime: BuildRuntime = {}): Promise<BuildResult> {
  const ctx = startBuild(options, runtime);
  try {
    const loaded = await load(ctx);
    const inPlace = runtime.inPlace === false ? undefined : await buildInPlace(ctx, loaded);
    if (inPlace) return inPlace;
    const opened = openTargets(ctx, loaded);
    let writing = false;
    try {
      const planned = await plan(ctx, loaded, opened);
      writing = true;
      const rendered = await render(ctx, loaded, opened, planned);
      const others = await writeSiteFiles(ctx, loaded, opened, planned);
      return await finish(ctx, loaded, opened, planned, rendered, others);
    } catch (error) {
      // Workers still busy with other batches must stop before their folder is removed under them.
      await ctx.workers.close();
      opened.output.abort({ unwritten: !writing });
      await opened.cache?.discarded;
      throw error;
    }
  } finally {
    await ctx.workers.close();
  }
}
