import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

/** Shown only after a render has failed: its code comes then, not with every first load. */
const ErrorFallback = lazy(() => import('./ErrorFallback').then((module) => ({ default: module.ErrorFallback })));

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What replaces the failed part; the page's error message (the server's fallback) when left out. */
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches render errors in the browser and shows the same fallback the server sends, or `fallback`. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if ('fallback' in this.props) return this.props.fallback;
    return (
      <Suspense fallback={null}>
        <ErrorFallback detail={import.meta.env.DEV ? { message: error.message, stack: error.stack } : undefined} />
      </Suspense>
    );
  }
}
