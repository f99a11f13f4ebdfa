import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderFailure } from './RenderFailure.tsx';

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
  failed: boolean;
}

/** Last line of defence around the whole app (providers, router): shows the render-failure screen. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <main className="min-h-dvh bg-cream">
          <RenderFailure error={this.state.error} />
        </main>
      );
    }
    return this.props.children;
  }
}
