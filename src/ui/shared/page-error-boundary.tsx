import { Component, type ReactNode } from 'react';

// A page whose code could not load (a lost connection, a deploy replacing the files) shows why and
// how to go on, rather than a blank screen. React catches render failures only in a class component.

interface PageErrorBoundaryProps {
  readonly children: ReactNode;
  /** What to show instead, given a way to try again. */
  readonly fallback: (retry: () => void) => ReactNode;
}

export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(() => {
          this.setState({ failed: false });
        })
      : this.props.children;
  }
}
