// npm test: the compiler (tsc --noEmit, incremental) and the suite (vitest run) side by side. The suite mostly
// waits on child processes and browsers, so tsc's ~20 CPU-s fit beside it instead of before it. vitest's output
// streams as it runs; tsc's is printed when both are done. Fails when either fails. Arguments go to vitest.
import { spawn } from 'node:child_process';

const run = (cmd, args, stdio) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });

const [tsc, vitest] = await Promise.all([
  run('npm', ['run', '--silent', 'typecheck'], ['ignore', 'pipe', 'pipe']),
  run(new URL('../node_modules/.bin/vitest', import.meta.url).pathname, ['run', ...process.argv.slice(2)], 'inherit'),
]);
process.stdout.write(tsc.out);
console.log(tsc.code === 0 ? 'typecheck: no type errors' : `typecheck: failed (exit ${tsc.code})`);
process.exitCode = tsc.code || vitest.code;
