// Route → HTML string. Pure: no file system. Static pages use
// renderToStaticMarkup (no React runtime shipped); the admin page is rendered
// with renderToString so its client bundle can hydrate it.
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Island, Route } from '../model.js';
import { ADMIN_ISLAND_ID } from '../rules/island.js';
import { assertNever, PAGE_COMPONENTS as C, type Templates } from './contract.js';

export function renderRoute(t: Templates, route: Route): string {
  const { site } = route.props;
  let body: ReactElement | undefined;
  let island: Island | undefined;
  switch (route.kind) {
    case 'landing':
      body = h(t[C.landing], route.props);
      break;
    case 'home':
      body = h(t[C.home], route.props);
      break;
    case 'notFound':
      body = h(t[C.notFound], route.props);
      break;
    case 'legal':
      body = h(t[C.legal], route.props);
      break;
    case 'hub':
      body = h(t[C.hub], route.props);
      break;
    case 'admin':
      island = {
        id: ADMIN_ISLAND_ID,
        html: renderToString(h(t.ErrorBoundary, null, h(t[C.admin], route.props))),
        // Document escapes it for the <script> element.
        propsJson: JSON.stringify(route.props),
        script: site.assets.adminJs ?? '',
      };
      break;
    default:
      return assertNever(route);
  }
  return '<!DOCTYPE html>' + renderToStaticMarkup(h(t.Document, { site, head: route.head, island }, body));
}
