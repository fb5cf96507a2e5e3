// One updating line on stderr (pages done / total) for builds that take more
// than a second, on a TTY only; silent otherwise so logs and pipes stay clean.
import type { ProgressStream } from './log.js';

export interface Progress {
  update(done: number, total: number): void;
  end(): void;
}

export function createProgress(stream: ProgressStream | undefined, label: string, delayMs = 1000): Progress {
  if (!stream?.isTTY) return { update() {}, end() {} };
  const started = Date.now();
  let last = 0;
  let shown = false;
  return {
    update(done, total) {
      const now = Date.now();
      if (now - started < delayMs || (now - last < 100 && done < total)) return;
      last = now;
      shown = true;
      stream.write(`\r\x1b[2K  ${label} ${done}/${total} (${Math.floor((done / total) * 100)}%)`);
    },
    end() {
      if (shown) stream.write('\r\x1b[2K');
    },
  };
}
