// Route → HTML string. Pure: no file system. Static pages use
// renderToStaticMarkup (no React runtime shipped); the admin page is rendered
// with renderToString so its client bundle can hydrate it.
import { createElement as h } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Route } from '../model.js';
import type { Island, Templates } from './templates.js';

/** JSON inside <script>: '<' escaped so content can never close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

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
    case 'admin':
      island = {
        id: 'admin-root',
        html: renderToString(h(t.ErrorBoundary, null, h(t.AdminApp, route.props))),
        propsJson: scriptJson(route.props),
        script: site.assets.adminJs ?? '',
      };
      break;
  }
  // Serialised here, not in the template, so every JSON-in-<script> goes through scriptJson.
  const jsonLd = route.head.jsonLd?.map(scriptJson);
  return '<!DOCTYPE html>' + renderToStaticMarkup(h(t.Document, { site, head: route.head, jsonLd, island }, body));
}
