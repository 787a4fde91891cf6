import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { reportError } from '../errors/reportError';
import { AreaUnavailablePage } from '../pages/AreaUnavailablePage';
import { CrashPage } from '../pages/CrashPage';
import { isChunkLoadError } from './isChunkLoadError';

/**
 * Catches what goes wrong inside a page: code that cannot be loaded shows "This area is
 * unavailable right now." with Retry; a crash shows the spec's crash text. Both are reported to
 * /api/notifyError. Navigating elsewhere clears the error.
 */
export function PageBoundary({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[location.pathname, attempt]}
      onError={(error, info) => void reportError(error, info.componentStack ?? '')}
      fallbackRender={({ error }: FallbackProps) =>
        isChunkLoadError(error) ? (
          <AreaUnavailablePage
            onRetry={() => {
              onRetry?.();
              setAttempt((a) => a + 1);
            }}
          />
        ) : (
          <CrashPage />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
