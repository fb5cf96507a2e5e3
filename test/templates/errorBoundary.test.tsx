import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary, ErrorFallback } from '../../templates/ErrorBoundary.js';
import { text } from './html.js';

describe('ErrorBoundary', () => {
  it('moves to the error state when a child throws, and stays there', () => {
    const error = new Error('boom');
    expect(ErrorBoundary.getDerivedStateFromError(error)).toEqual({ error, failed: true });
    // Even a thrown non-Error (or null) is an error state.
    expect(ErrorBoundary.getDerivedStateFromError(null)).toEqual({ error: null, failed: true });
  });

  it('renders its children while nothing has failed', () => {
    expect(
      renderToStaticMarkup(
        <ErrorBoundary>
          <p>fine</p>
        </ErrorBoundary>,
      ),
    ).toBe('<p>fine</p>');
  });

  it('renders the fallback from the error state', () => {
    const boundary = new ErrorBoundary({ children: <p>fine</p> });
    boundary.state = ErrorBoundary.getDerivedStateFromError(new Error('boom'));
    const html = renderToStaticMarkup(<>{boundary.render()}</>);
    expect(text(html)).toContain('An unexpected error occurred.');
    expect(html).not.toContain('<p>fine</p>');
  });

  it('shows the message, the stack trace and a Reload Page button', () => {
    const error = new Error('boom');
    const html = renderToStaticMarkup(<ErrorFallback error={error} />);
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('An unexpected error occurred.');
    const pre = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(html)![1];
    expect(pre).toContain('Error: boom');
    expect(pre).toContain('errorBoundary.test.tsx');
    expect(html).toMatch(/<button type="button"[^>]*>[\s\S]*Reload Page<\/button>/);
  });

  it('prints something useful for a thrown non-Error', () => {
    const html = renderToStaticMarkup(<ErrorFallback error="plain string" />);
    expect(/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(html)![1]).toBe('plain string');
  });
});
