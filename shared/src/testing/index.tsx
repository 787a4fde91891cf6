import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accessFrom, type AccessFlag, type SessionUser } from '@portal/shared/core';
import { setNotifier, useSession } from '@portal/shared/platform';
import { App } from '@portal/shared/antd-base';
import { renderAtUrl, type UrlHarness } from './renderAtUrl';

// @portal/shared/testing: the one test harness of every area. A screen renders at a real URL
// (react-router over jsdom's history, nuqs's react-router adapter), inside the providers the shell
// gives it (one QueryClient, antd's App for toasts and modals), as one of the demo users.
// Test-only: never imported by a screen, never shared through Module Federation.

export { renderAtUrl, type UrlHarness } from './renderAtUrl';

/** A user with exactly these flags (an internal user unless `extra` says otherwise). */
export function userWith(flags: AccessFlag[], extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'someone@demo.local',
    name: 'Someone',
    userType: 'INTERNAL',
    repCode: null,
    repManagerCode: null,
    access: accessFrom(flags),
    ...extra,
  };
}

// The demo accounts the server seeds (server/src/areas/directory/seedData.ts DEMO_ACCOUNTS), as the
// session holds them after sign-in.
export const DEMO_USERS = {
  csr: userWith(['order', 'orderView', 'orderEdit', 'approveReturns', 'templateEdit', 'colorStoryCreate', 'licenseCreation'], {
    id: 2,
    email: 'csr@demo.local',
    name: 'Chris Lalonde',
  }),
  manager: userWith(['order', 'orderView', 'approve', 'approveReturns', 'approve5kReturns'], {
    id: 3,
    email: 'manager@demo.local',
    name: 'Pat Sinclair',
  }),
  rep: userWith(['order', 'licenseOrder', 'products'], {
    id: 4,
    email: 'rep@demo.local',
    name: 'Riley Thompson',
    userType: 'REP',
    repCode: '101',
    repManagerCode: '101',
  }),
  rep2: userWith(['order', 'licenseOrder', 'products'], {
    id: 10,
    email: 'rep2@demo.local',
    name: 'Jordan Baker',
    userType: 'REP',
    repCode: '102',
  }),
  artist: userWith(['artist'], { id: 5, email: 'artist@demo.local', name: 'Sam Nguyen' }),
  artmanager: userWith(['artist', 'artistManager', 'licenseArtist'], { id: 6, email: 'artmanager@demo.local', name: 'Taylor Brooks' }),
  viewer: userWith([], { id: 8, email: 'viewer@demo.local', name: 'Vic Wong' }),
  customer: userWith(['products', 'order'], { id: 9, email: 'customer@demo.local', name: 'Dana Fraser', userType: 'CUSTOMER' }),
} satisfies Record<string, SessionUser>;
export type DemoUserName = keyof typeof DEMO_USERS;

/** Signs in a demo user (by name) or the given user; `extra` overrides fields. */
export function signInAs(who: DemoUserName | SessionUser, extra: Partial<SessionUser> = {}): SessionUser {
  const user = { ...(typeof who === 'string' ? DEMO_USERS[who] : who), ...extra };
  useSession.getState().signedIn(user);
  return user;
}

export interface Shown {
  success: string[];
  error: string[];
  info: string[];
}

/** Captures what the screen shows through the shared message display (notify). */
export function captureMessages(): Shown {
  const shown: Shown = { success: [], error: [], info: [] };
  setNotifier({ success: (t) => shown.success.push(t), error: (t) => shown.error.push(t), info: (t) => shown.info.push(t) });
  return shown;
}

/**
 * A QueryClient as tests want it: no retries, so a failure shows at once; and no garbage-collection
 * timers (gcTime Infinity): the default 5-minute timer of every unmounted query kept Jest's workers
 * alive after the last test ("A worker process has failed to exit gracefully").
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false, gcTime: Infinity } },
  });
}

export interface ScreenOptions {
  /** The route pattern the element renders at (default: the URL's path). */
  path?: string;
  /** More routes (where a link or a Back leads). */
  extraRoutes?: ReactNode;
  /** Sign this user in first. */
  as?: DemoUserName | SessionUser;
  /** Share one QueryClient between renders (as the shell does between remotes). */
  client?: QueryClient;
}

export interface ScreenHarness extends UrlHarness {
  client: QueryClient;
}

/** Renders a screen at `url` with the shell's providers. */
export function renderScreen(
  url: string,
  element: ReactElement,
  { as, client = testQueryClient(), ...options }: ScreenOptions = {},
): ScreenHarness {
  if (as) signInAs(as);
  const harness = renderAtUrl(
    url,
    <QueryClientProvider client={client}>
      <App>{element}</App>
    </QueryClientProvider>,
    options,
  );
  return { ...harness, client };
}

export { createMockNetwork, mockNetwork, gqlError, networkError, reply } from './network';
export { mockXhrUploads, type XhrUpload, type XhrUploadAnswer, type XhrUploads } from './xhrUploads';
export type {
  GqlAnswer,
  GqlCall,
  GqlData,
  GqlFailure,
  HttpReply,
  MockNetwork,
  MockNetworkControl,
  NetworkFailure,
  RestAnswer,
  RestCall,
  RestRequest,
} from './network';
export { FakeEventSource, fakeLiveChannel } from './liveChannel';
