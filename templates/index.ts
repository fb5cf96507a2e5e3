// Public surface of the templates for the render stage.
export { Document, escapeJsonForHtml, type DocumentProps } from './Document.js';
export { LandingPage } from './LandingPage.js';
export { HomePage } from './HomePage.js';
export { AdminApp } from './AdminApp.js';
export { ErrorBoundary, ErrorFallback } from './ErrorBoundary.js';
export { NotFoundPage } from './NotFoundPage.js';
export { LegalPage } from './LegalPage.js';
export { HubPage } from './HubPage.js';
export { ADMIN_ISLAND_ID } from 'lpgen/rules/island';
export { INLINE_SCRIPTS, SMOOTH_SCROLL_SCRIPT, THEME_INIT_SCRIPT, THEME_TOGGLE_SCRIPT, TRIAL_BAR_SCRIPT } from './scripts.js';
export { slugify, cityError, fillRoute } from 'lpgen/rules/slug';
export { iconSprite } from './ui/Icon.js';
