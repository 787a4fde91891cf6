import { Component, lazy, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApprovalModule } from './approvalModule';
import { reportPublicError } from './reportPublicError';

// The public host page: renders the orders remote's approval page with the page's path. Nothing is
// rendered before that module has loaded, so the page's first paint (put into the HTML by the
// server) stays on screen meanwhile and the page replaces it with the same markup. When the remote
// cannot be loaded: "This area is unavailable right now." with Retry, and the failure reported; a
// crash inside the page: the crash message. No session, no router, no antd, no other remote. The
// notices' words (the message catalogue) load only when one is needed.

const PublicNotice = lazy(() => import('./PublicNotice'));

class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    reportPublicError(error, 'public approval page crashed');
  }

  render() {
    return this.state.crashed ? (
      <Suspense>
        <PublicNotice kind="crash" />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}

/**
 * Retry loads the page again: a failed remote leaves failures behind in this document (the
 * browser keeps the failed preloads of its files, the runtime its failed entry), and nothing has
 * been typed yet.
 */
function Unavailable() {
  return (
    <Suspense>
      <PublicNotice kind="unavailable" onRetry={() => window.location.reload()} />
    </Suspense>
  );
}

function page(mod: ApprovalModule) {
  const Page = mod.default;
  return (
    <CrashBoundary>
      <Page pathname={window.location.pathname} />
    </CrashBoundary>
  );
}

export function start(approvalModule: Promise<ApprovalModule>): void {
  const root = createRoot(document.getElementById('root')!);
  approvalModule.then(
    (mod) => root.render(page(mod)),
    (error: unknown) => {
      reportPublicError(error, 'remote orders (./approval) failed to load on the public approval page');
      root.render(<Unavailable />);
    },
  );
}
