// Character codes the YAML line scanners compare (charCodeAt), named once for top-level.ts and fast-yaml.ts.
export const TAB = 9;
export const NEWLINE = 10;
export const CR = 13;
export const SPACE = 32;
export const DQUOTE = 34;
export const HASH = 35;
export const SQUOTE = 39;
export const COMMA = 44;
export const COLON = 58;
export const OPEN_LIST = 91;
export const BACKSLASH = 92;
export const CLOSE_LIST = 93;
export const OPEN_MAP = 123;
export const CLOSE_MAP = 125;
