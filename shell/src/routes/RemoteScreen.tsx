import { lazy, Suspense, useMemo, useState } from 'react';
import type { RouteDefinition } from '@portal/shared/platform';
import { LoadingPage } from '../pages/LoadingPage';
import { PageBoundary } from './PageBoundary';

/** A remote's lazily loaded screen. Retry builds a new lazy component, so the chunk is fetched again. */
export function RemoteScreen({ route }: { route: RouteDefinition }) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Screen = useMemo(() => lazy(route.load), [route, attempt]);
  return (
    <PageBoundary onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<LoadingPage />}>
        <Screen />
      </Suspense>
    </PageBoundary>
  );
}
