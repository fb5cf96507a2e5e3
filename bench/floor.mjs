// The write floor: how long plain Node takes to create the same folders and
// write the same bytes as a build. Every file of `from` is read into memory
// first, then written to a fresh `to`; prints the milliseconds of the writing.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [from, to] = process.argv.slice(2);
const files = [];
const walk = (rel) => {
  for (const entry of readdirSync(path.join(from, rel), { withFileTypes: true })) {
    const r = path.join(rel, entry.name);
    if (entry.isDirectory()) walk(r);
    else files.push([r, readFileSync(path.join(from, r))]);
  }
};
walk('');
rmSync(to, { recursive: true, force: true });
const started = performance.now();
const made = new Set();
for (const [rel, bytes] of files) {
  const dir = path.dirname(path.join(to, rel));
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  writeFileSync(path.join(to, rel), bytes);
}
console.log(JSON.stringify({ ms: performance.now() - started, files: files.length, bytes: files.reduce((n, [, b]) => n + b.length, 0) }));
