import { createElement } from 'react';
import type { DrawerEntry, RouteDefinition } from '@portal/shared';
import { ShoppingCartOutlined } from '@portal/shared/icons';
import { catalogListPath } from '../urls';

// The catalogs screen for the remote's manifest: plain data and a lazy screen (ARCHITECTURE.md).
// spec 000 §6: /catalogs is open to any logged-in user; the server decides which catalogs each sees.

export const catalogRoutes: RouteDefinition[] = [
  { path: catalogListPath, access: 'loggedIn', load: () => import('./CatalogsPage/CatalogsPage').then((m) => ({ default: m.CatalogsPage })) },
];

export const catalogDrawer: DrawerEntry[] = [
  { label: 'Catalogs', path: catalogListPath, access: 'loggedIn', icon: createElement(ShoppingCartOutlined), group: 'Orders', order: 200 },
];
