#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in lib/ (built by `npm install` via the prepare script).
import('../lib/cli.js').then(
  (cli) => cli.run(),
  (error) => {
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('lib/cli.js')) {
      console.error('lpgen: lib/ is missing; run `npm install` (or `npm run compile`) first.');
      process.exit(1);
    }
    throw error;
  },
);
