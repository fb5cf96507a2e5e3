// The names of the folders a build makes beside the output (write.ts): the
// output guard checks they fit before anything is made, stale-temps.ts finds
// the ones a killed build left.

export const tempPrefix = (base: string) => `.lpgen-tmp-${base}-${process.pid}-`;

/** The longest name a build gives a folder beside the output `base`: its temp folder (12 hex digits) once the swap renames it `-old`. */
export const longestTempName = (base: string) => `${tempPrefix(base)}${'0'.repeat(12)}-old`;

/** A path inside a build's temp folder as the user knows it: `.lpgen-tmp-dist-123-…/a/index.html` → `dist/a/index.html`. */
export const asOutputPath = (p: string) => p.replace(/(^|[\\/])\.lpgen-tmp-(.+?)-\d+-[0-9a-f]{12}(?:-old)?(?=[\\/]|$)/, '$1$2');
