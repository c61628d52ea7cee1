/**
 * A part of the header that loads on demand (a dialog, a drawer). If its code cannot be loaded —
 * offline, or a deploy replaced the chunk — the part is dropped and `onFail` runs (close the state,
 * tell the user) instead of the error reaching the router and replacing the page.
 */
import { Component, Suspense, type ReactNode } from 'react';

interface OnDemandProps {
  children: ReactNode;
  onFail: () => void;
}

export class OnDemand extends Component<OnDemandProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFail();
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
