// esbuild entry for /admin: hydrates the server-rendered AdminApp. The server
// must render the same tree, <ErrorBoundary><AdminApp/></ErrorBoundary>.
import { hydrateRoot } from 'react-dom/client';
import type { AdminProps } from 'lpgen/model';
import { AdminApp } from './AdminApp.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { ADMIN_ISLAND_ID } from 'lpgen/rules/island';

const props = JSON.parse(document.getElementById(`${ADMIN_ISLAND_ID}-props`)!.textContent!) as AdminProps;

hydrateRoot(
  document.getElementById(ADMIN_ISLAND_ID)!,
  <ErrorBoundary>
    <AdminApp {...props} />
  </ErrorBoundary>,
);
