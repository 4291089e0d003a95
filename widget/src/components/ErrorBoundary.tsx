import { Component, type ReactNode } from 'react';
import { reportError } from '../errors.ts';

interface Props {
  /** The fallback screen, given a way to start again. */
  fallback: (reload: () => void) => ReactNode;
  children: ReactNode;
}

/** A render error shows the fallback instead of a blank widget, and is reported (spec §8). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: { componentStack?: string | null }) {
    reportError(error, { componentStack: info.componentStack ?? undefined });
  }

  render() {
    return this.state.failed ? this.props.fallback(() => window.location.reload()) : this.props.children;
  }
}
