import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryFallbackProps {
  error: Error;
  /** Clears the error and renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: ReactNode | ((props: ErrorBoundaryFallbackProps) => ReactNode);
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Called by reset(), before the children render again. */
  onReset?: () => void;
  /** When any of these change (e.g. the path), a caught error is cleared. */
  resetKeys?: readonly unknown[];
}

interface State {
  error: Error | null;
}

const toError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/** Catches render errors below it (app, route and panel level) and shows a fallback instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: toError(error) };
  }

  // React itself reports caught errors (createRoot's onCaughtError logs them), so nothing is logged here.
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(toError(error), info);
  }

  override componentDidUpdate(prevProps: ErrorBoundaryProps) {
    if (this.state.error && changed(prevProps.resetKeys, this.props.resetKeys)) this.setState({ error: null });
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback({ error, reset: this.reset }) : fallback;
  }
}
