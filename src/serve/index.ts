// The preview server's public surface (tests and browser tests start it in-process).
export { createStaticHandler, normalizeBase, type Handler, type StaticOptions } from './static.js';
export { listen, startServer, type RunningServer, type ServeOptions } from './server.js';
export { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.js';
