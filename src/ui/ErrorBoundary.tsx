import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode; resetKey?: string };
type State = { failed: boolean };

/**
 * The last line of defence: a screen that failed to render (or whose code could not be
 * loaded on a bad connection) shows a way forward instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="section" role="alert">
        <div className="container">
          <h1>This page could not be shown</h1>
          <p>It may be a weak connection. Anything you typed on this device is kept. Please try again.</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>{' '}
          <a className="button button--secondary" href="/">
            Return to Home
          </a>
        </div>
      </section>
    );
  }
}
