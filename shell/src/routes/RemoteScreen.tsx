import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadScreen } from '../remotes/remoteRegistry';
import { LoadingPage } from '../pages/LoadingPage';
import { PageBoundary } from './PageBoundary';
import type { OwnedRoute } from './routeTable';

// One lazy component per screen, kept outside React: react-router renders a navigation in a
// transition, and a transition that suspends commits nothing, so a lazy made during render (even in
// useMemo) would be made anew on every retry of that render and never settle: the old screen would
// stay on display after moving from a list to a detail page of the same remote.
const screenComponents = new Map<string, LazyExoticComponent<ComponentType>>();

function screenComponent(area: string, screen: string): LazyExoticComponent<ComponentType> {
  const key = `${area}/${screen}`;
  let component = screenComponents.get(key);
  if (!component) {
    component = lazy(() => loadScreen(area, screen));
    screenComponents.set(key, component);
  }
  return component;
}

/**
 * A remote's screen, loaded when its route is opened: the remote's code (first time only), then the
 * screen's chunk. Retry forgets the failed component, so whatever failed is fetched again.
 */
export function RemoteScreen({ route }: { route: OwnedRoute }) {
  const [, setAttempt] = useState(0);
  const Screen = screenComponent(route.area, route.screen);
  const retry = () => {
    screenComponents.delete(`${route.area}/${route.screen}`);
    setAttempt((a) => a + 1);
  };
  return (
    <PageBoundary onRetry={retry}>
      {/* A new boundary per screen: a navigation is a transition, and a transition that suspends
          inside a boundary already on display keeps the old screen, clickable under the new URL,
          until the new one loads. A fresh boundary shows the loading page at once instead. */}
      <Suspense key={`${route.area}/${route.screen}`} fallback={<LoadingPage />}>
        <Screen />
      </Suspense>
    </PageBoundary>
  );
}
