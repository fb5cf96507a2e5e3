#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in lib/ (built by `npm install` via the prepare script);
// lib/launch.js loads it through V8's code cache (src/launch/code-cache.ts).
import('../lib/launch.js')
  .then((lpgen) => lpgen.launch())
  .catch((error) => {
    const missing = error?.code === 'ERR_MODULE_NOT_FOUND' || error?.code === 'ENOENT';
    if (missing && /lib[\\/](launch\.js|cli\.cjs)/.test(String(error.message))) {
      console.error('lpgen: lib/ is missing; run `npm install` (or `npm run compile`) first.');
      process.exit(1);
    }
    throw error;
  });
