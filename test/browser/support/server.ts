// The browser tests serve dist/ with lpgen's own preview server, so they see
// exactly what `lpgen serve` users see: clean URLs, 404 status, _headers (CSP).
export { startServer } from '../../../src/serve/index.js';
