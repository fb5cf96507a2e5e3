import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from './ui/Button.js';

/** The spec's error screen. Shown until a full reload: nothing here resets the boundary. */
export function ErrorFallback({ error }: { error: unknown }) {
  const trace = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return (
    <div role="alert" className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">An unexpected error occurred.</h1>
      <pre
        tabIndex={0}
        role="region"
        aria-label="Error details"
        className="max-h-80 w-full overflow-auto rounded-lg border border-border bg-muted p-4 text-left font-mono text-sm text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {trace}
      </pre>
      <Button size="lg" onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden="true" />
        Reload Page
      </Button>
    </div>
  );
}

interface State {
  error: unknown;
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children?: ReactNode }, State> {
  state: State = { error: null, failed: false };

  // `failed` rather than `error !== null`: `throw null` must still show the fallback.
  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('lpgen admin: uncaught rendering error', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
