// build() and its stages live in build/ (build/index.ts); this path is kept for the modules that import it.
export { build, type BuildOptions, type BuildResult, type BuildRuntime } from './build/index.js';
