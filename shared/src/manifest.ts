import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AccessRuleName } from './core/access';
import type { LiveKind } from './core/live';
import type { SearchRecordKind } from './core/search';

// A remote's routes and drawer entries are data (ARCHITECTURE.md "Front end"): each remote keeps
// them in `src/routes.data.ts`, its build emits them as `routes.json` beside `mf-manifest.json`,
// and the server hands them to the shell with /remotes.json. The shell builds its route table and
// drawer from that data and loads a remote's code (its `./screens` module) only when one of its
// routes is opened. Everything in RemoteRouteData is JSON: no functions, no React nodes. A remote
// imports these types only (`satisfies RemoteRouteData`), so its data module runs in Node too.

/** A route of a remote, as data. */
export interface RouteData {
  /** Absolute path, react-router syntax (`/returns/:id`). The most specific path wins. */
  path: string;
  /** Named access rule; a user who fails it is kept out (and sent to /login when logged out). */
  access: AccessRuleName;
  /** The name of the screen in the remote's `./screens` module that renders this route. */
  screen: string;
  /** A public route renders without the session (e.g. the order approval pages). */
  public?: boolean;
  /**
   * The kind of record the path's last parameter names (a detail page): opening the page adds the
   * record to the search box's recently opened records.
   */
  record?: SearchRecordKind;
}

/** Where a drawer entry's count comes from: GET `url` answers an object, `key` names the count. */
export interface CounterSource {
  url: string;
  key: string;
  /** The kind of record whose changes move the count: the drawer fetches it again when the live channel hears one. */
  live?: LiveKind;
}

/** A drawer entry of a remote, as data. */
export interface DrawerData {
  /** The screen's name as users know it ('Saved', 'Order History', 'Returns', …). */
  label: string;
  path: string;
  access: AccessRuleName;
  /** A name from the shell's drawer icon map (shell/src/layout/drawerIcons.tsx); unknown: no icon. */
  icon?: string;
  /** Drawer section title. */
  group?: string;
  /** Position in the drawer, lower first. */
  order?: number;
  /** The count that belongs to this entry, if any (spec 000 §3: GET /api/orders/total). */
  counter?: CounterSource;
}

/** What a remote's `routes.json` holds (and /remotes.json carries for each remote it can read). */
export interface RemoteRouteData {
  /** Area name, the same as the remote's name in /remotes.json. */
  area: string;
  routes: RouteData[];
  drawer: DrawerData[];
}

/** The file a remote's build writes beside its mf-manifest.json. */
export const ROUTE_DATA_FILE = 'routes.json';

/** One remote in /remotes.json: where its code is and, when the server could read it, its route data. */
export interface RemoteConfigEntry {
  /** URL of the remote's mf-manifest.json. */
  manifest: string;
  /** Absent when the server cannot read it (a remote on another origin): fetch ROUTE_DATA_FILE beside `manifest`. */
  routes?: RouteData[];
  drawer?: DrawerData[];
}

/** GET /remotes.json: remote name -> where it is and what it routes. */
export type RemotesConfig = Record<string, RemoteConfigEntry>;

/** A screen a remote exposes: loaded lazily, so each screen (group) is its own chunk. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** What a remote's `./screens` module exports by default: screen name -> lazy loader. */
export type RemoteScreens = Record<string, ScreenLoader>;

/** What a screen's data preload gets: the portal's QueryClient and the query string it opens at. */
export interface ScreenPreloadContext {
  queryClient: QueryClient;
  /** The URL's query string, without `?`. */
  search: string;
}

/**
 * Starts a screen's first requests into the QueryClient under the keys the screen will ask for,
 * while its code and the frame are still loading (the shell calls it right after sign-in, for the
 * page the user was sent away from). Best effort: the screen fetches whatever is not there.
 */
export type ScreenPreload = (context: ScreenPreloadContext) => void;

/** The `./screens` module's named export `preloads`: screen name -> its data preload (optional). */
export type RemotePreloads = Record<string, ScreenPreload>;

/**
 * @deprecated The manifest before route data (`RouteData`, `DrawerData` replace it); nothing names
 * these types.
 */
export interface RouteDefinition {
  path: string;
  access: AccessRuleName;
  load: ScreenLoader;
  public?: boolean;
}

/** @deprecated See RouteDefinition. */
export interface DrawerEntry {
  label: string;
  path: string;
  access: AccessRuleName;
  icon?: ReactNode;
  group?: string;
  order?: number;
}
