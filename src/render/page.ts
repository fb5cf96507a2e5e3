// Route → HTML string. Pure: no file system. Static pages use
// renderToStaticMarkup (no React runtime shipped); the admin page is rendered
// with renderToString so its client bundle can hydrate it.
import { createElement as h } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Route } from '../model.js';
import type { Island } from '../model.js';
import { ADMIN_ISLAND_ID } from '../rules/island.js';
import type { Templates } from './templates.js';

export function renderRoute(t: Templates, route: Route): string {
  const { site } = route.props;
  let body;
  let island: Island | undefined;
  switch (route.kind) {
    case 'landing':
      body = h(t.LandingPage, route.props);
      break;
    case 'home':
      body = h(t.HomePage, route.props);
      break;
    case 'notFound':
      body = h(t.NotFoundPage, route.props);
      break;
    case 'legal':
      body = h(t.LegalPage, route.props);
      break;
    case 'hub':
      body = h(t.HubPage, route.props);
      break;
    case 'admin':
      island = {
        id: ADMIN_ISLAND_ID,
        html: renderToString(h(t.ErrorBoundary, null, h(t.AdminApp, route.props))),
        // Document escapes it for the <script> element.
        propsJson: JSON.stringify(route.props),
        script: site.assets.adminJs ?? '',
      };
      break;
  }
  return '<!DOCTYPE html>' + renderToStaticMarkup(h(t.Document, { site, head: route.head, island }, body));
}
