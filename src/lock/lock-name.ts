// The routes lock's file name in the content folder, apart from the lock's code: the CLI reads it at start
// (commands/build.ts) without loading the rest.
export const LOCK_FILE = 'routes.lock';
