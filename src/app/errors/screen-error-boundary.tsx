import { Component, lazy, Suspense, type ReactNode } from 'react';

// Loaded only when a screen fails, so the first route's JS does not carry it.
const ScreenError = lazy(() => import('./screen-error'));

interface BoundaryState {
  error?: unknown;
}

/**
 * Catches a screen that throws while rendering, so the layout and its navigation stay around the
 * error (React still reports it on the console). Keyed by path where it is used, so the next page starts afresh. Errors of the route
 * itself (a malformed address, a chunk that failed to load) stay with the router's fatal error page.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override render(): ReactNode {
    return 'error' in this.state ? (
      <Suspense fallback={null}>
        <ScreenError error={this.state.error} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
