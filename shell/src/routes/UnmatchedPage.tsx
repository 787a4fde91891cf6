import { useRemoteRegistry } from '../remotes/remoteRegistry';
import { AreaUnavailablePage } from '../pages/AreaUnavailablePage';
import { LoadingPage } from '../pages/LoadingPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * A path no loaded area claims. While remotes are still loading we cannot tell yet; when a remote
 * failed to load, the path may be one of its routes, so we offer Retry instead of "not found".
 */
export function UnmatchedPage() {
  const status = useRemoteRegistry((s) => s.status);
  const someFailed = useRemoteRegistry((s) => s.status === 'failed' || s.areas.some((a) => a.status === 'failed'));
  const retryFailed = useRemoteRegistry((s) => s.retryFailed);
  if (status === 'loading') return <LoadingPage />;
  if (someFailed) return <AreaUnavailablePage onRetry={retryFailed} />;
  return <NotFoundPage />;
}
