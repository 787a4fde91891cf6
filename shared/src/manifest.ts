import type { ComponentType, ReactNode } from 'react';
import type { AccessRuleName } from './core/access';

// What a remote's `./manifest` module exports (ARCHITECTURE.md "Front end"): plain data plus lazy
// screen loaders, so the shell can build one route table and one drawer without importing screens.

export interface RouteDefinition {
  /** Absolute path, react-router syntax (`/returns/:id`). The most specific path wins. */
  path: string;
  /** Named access rule; a user who fails it is kept out (and sent to /login when logged out). */
  access: AccessRuleName;
  /** Loads the screen lazily. */
  load: () => Promise<{ default: ComponentType }>;
  /** A public route renders without the session (e.g. the order approval pages). */
  public?: boolean;
}

export interface DrawerEntry {
  /** The screen's name as users know it ('Saved', 'Order History', 'Returns', …). */
  label: string;
  path: string;
  access: AccessRuleName;
  icon?: ReactNode;
  /** Drawer section title. */
  group?: string;
  /** Position in the drawer, lower first. */
  order?: number;
}

export interface RemoteManifest {
  /** Area name, the same as the remote's name in /remotes.json. */
  area: string;
  routes: RouteDefinition[];
  drawer: DrawerEntry[];
}

export function defineManifest(manifest: RemoteManifest): RemoteManifest {
  return manifest;
}
