// A build worker. Two kinds of job, in batches: load page files (read, parse
// YAML, validate, cascade, pack the copy: the largest cost of a big site after rendering)
// and render + write routes into the output temp folder, answering with what
// it wrote, so page HTML never crosses threads. The templates module is
// imported as soon as it is compiled, while the main thread plans the routes. Compiled to
// lib/render-worker.js; run from src/ through tsx-entry.mjs (spawn.ts).
import { parentPort } from 'node:worker_threads';
import { LpgenError } from '../errors.js';
import { loadBuildPages, type PageContext, type PageOutcome } from '../content/load.js';
import type { CheckOutcome } from '../check/page-check.js';
import type { RenderRoute } from '../plan/planned.js';
import { createFileWriter, type FileWriter, type Written } from '../output/write.js';
import { renderBatch, type PageRenderer } from '../render/batch.js';
import { reactRenderer, type ReactRender } from '../render/react.js';
import { compileAtFirstSight, sentShell, takeTrustedShells, type SentShell } from '../render/shell/renderer.js';

export type WorkerMessage =
  | { kind: 'context'; ctx: PageContext }
  | { kind: 'templates'; modulePath: string; hash: string }
  | { kind: 'output'; modulePath: string; hash: string; outDir: string; replace: boolean; firstSight: boolean }
  | { kind: 'load'; id: number; items: string[] }
  | { kind: 'render'; id: number; items: RenderRoute[] }
  | { kind: 'check'; id: number; items: string[] };

/** A failure as it crosses threads: a user error keeps its exit code, a file-system error its errno fields (report-error.ts words them). */
export interface WorkerError {
  message: string;
  stack?: string;
  exitCode?: number;
  code?: string;
  syscall?: string;
  path?: string;
  dest?: string;
}

/** A render job's answer carries the shells this worker trusted while it rendered, for the build to keep. */
export type WorkerReply = { id: number; results: PageOutcome[] | Written[] | CheckOutcome[]; shells?: SentShell[] } | { id: number; error: WorkerError };

let ctx: PageContext | undefined;
let output: { renderer: PageRenderer; writer: FileWriter } | undefined;
let imported: { hash: string; react: Promise<ReactRender> } | undefined;

/** React and the templates module, imported once per hash: 'templates' starts it early, 'output' waits for it. */
function reactOf(compiled: { modulePath: string; hash: string }): Promise<ReactRender> {
  if (imported?.hash !== compiled.hash) imported = { hash: compiled.hash, react: reactRenderer(compiled) };
  return imported.react;
}

async function handle(message: WorkerMessage): Promise<void> {
  if (message.kind === 'context') {
    ctx = message.ctx;
    return;
  }
  if (message.kind === 'templates') {
    // Not awaited here: a failed import is reported by the render job that needs it.
    reactOf(message).catch(() => {});
    return;
  }
  if (message.kind === 'output') {
    const react = await reactOf(message);
    compileAtFirstSight(message.firstSight);
    output = { renderer: { templates: message.hash, react }, writer: createFileWriter(message.outDir, { replace: message.replace }) };
    return;
  }
  let reply: WorkerReply;
  try {
    // lpgen check's module is imported only by a check: a build's workers never load it.
    const check = message.kind === 'check' ? await import('../check/page-check.js') : undefined;
    const results =
      message.kind === 'load'
        ? loadBuildPages(message.items, ctx!)
        : message.kind === 'check'
          ? check!.checkPageFiles(message.items, ctx!)
          : renderBatch(output!.renderer, output!.writer, message.items);
    const shells = message.kind === 'render' ? takeTrustedShells().map(sentShell) : [];
    reply = { id: message.id, results, ...(shells.length > 0 && { shells }) };
  } catch (error) {
    const e = error as Error & Omit<WorkerError, 'message' | 'stack'>;
    const { code, syscall, path, dest } = e ?? {};
    const exitCode = error instanceof LpgenError ? error.exitCode : undefined;
    reply = { id: message.id, error: { message: e?.message ?? String(error), stack: e?.stack, exitCode, code, syscall, path, dest } };
  }
  parentPort!.postMessage(reply);
}

// Setup messages are async (the templates import): jobs wait for them in order.
let queue = Promise.resolve();
parentPort!.on('message', (message: WorkerMessage) => {
  queue = queue.then(() => handle(message));
});
