import { createElement } from 'react';
import type { DrawerEntry, RouteDefinition } from '@portal/shared';
import { FileTextOutlined } from '@portal/shared/icons';
import { templateDetailPath, templateListPath } from '../urls';

// The template screens for the remote's manifest: plain data and lazy screens (ARCHITECTURE.md).
// spec 000 §6: /templates needs order access with userType INTERNAL or REP (rule `templates`); the
// server enforces the same rule, and templateEdit for add, edit and delete.

export const templateRoutes: RouteDefinition[] = [
  { path: templateListPath, access: 'templates', load: () => import('./TemplatesPage/TemplatesPage').then((m) => ({ default: m.TemplatesPage })) },
  { path: templateDetailPath(':orderId'), access: 'templates', load: () => import('./TemplateDetailPage/TemplateDetailPage').then((m) => ({ default: m.TemplateDetailPage })) },
];

export const templateDrawer: DrawerEntry[] = [
  { label: 'Templates', path: templateListPath, access: 'templates', icon: createElement(FileTextOutlined), group: 'Orders', order: 201 },
];
