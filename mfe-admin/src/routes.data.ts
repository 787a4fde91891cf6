import type { RemoteRouteData } from '@portal/shared/platform';
import { ADMIN_ROUTES } from './urls';

// The administration area's routes and drawer entries as data (README.md; ARCHITECTURE.md "Front
// end"), written to dist/routes.json by the build; each route names a screen of ./screens.ts.
// spec 002 §6: /user_admin needs the user_admin flag (rule `userAdmin`); /connStatus "approve and
// artist_manager", read as both (rule `connStatus`; README.md "Decisions"); /email_settings any
// signed-in user (their own settings).
export default {
  area: 'admin',
  routes: [
    { path: ADMIN_ROUTES.userAccess, access: 'userAdmin', screen: 'userAccess' },
    { path: ADMIN_ROUTES.connStatus, access: 'connStatus', screen: 'connStatus' },
    // Every signed-in user has their own e-mail settings.
    { path: ADMIN_ROUTES.emailSettings, access: 'loggedIn', screen: 'emailSettings' },
    // spec 002 §6: REP users or externalUserAdmin (manager view with externalUserAdmin).
    { path: ADMIN_ROUTES.externalUsers, access: 'externalUsers', screen: 'externalUsers' },
    { path: ADMIN_ROUTES.externalSetupRequest, access: 'externalUsers', screen: 'externalUsers' },
    // spec 002 §6: any signed-in user (upload, edit, delete: resource_edit).
    { path: ADMIN_ROUTES.salesResources, access: 'loggedIn', screen: 'salesResources' },
    // spec 002 §6: marketing screens, any signed-in user; the path after /marketing is the folder.
    { path: ADMIN_ROUTES.marketing, access: 'loggedIn', screen: 'marketing' },
    { path: ADMIN_ROUTES.marketingFolder, access: 'loggedIn', screen: 'marketing' },
    // Ours (spec 002 §6 silent): licenseManager (README.md "Decisions").
    { path: ADMIN_ROUTES.licenseApproval, access: 'licenseApproval', screen: 'licenseApproval' },
    // spec 002 §6: /schedule, any signed-in user (what they see and change: README.md "Trade-show schedule").
    { path: ADMIN_ROUTES.schedule, access: 'loggedIn', screen: 'tradeShows' },
    { path: ADMIN_ROUTES.scheduleDay, access: 'loggedIn', screen: 'scheduleDay' },
    { path: ADMIN_ROUTES.scheduleComplete, access: 'loggedIn', screen: 'scheduleComplete' },
    // Ours (spec 002 §6 guards only the edits: development): INTERNAL users (README.md "Product style editor").
    { path: ADMIN_ROUTES.styles, access: 'styles', screen: 'styles' },
    { path: ADMIN_ROUTES.style, access: 'styles', screen: 'styles' },
  ],
  drawer: [
    { label: 'User Access', path: ADMIN_ROUTES.userAccess, access: 'userAdmin', icon: 'team', group: 'Administration', order: 900 },
    { label: 'Sales Resources', path: ADMIN_ROUTES.salesResources, access: 'loggedIn', group: 'Resources', order: 800 },
    { label: 'Marketing Resources', path: ADMIN_ROUTES.marketing, access: 'loggedIn', group: 'Resources', order: 810 },
    { label: 'Trade Show Schedule', path: ADMIN_ROUTES.schedule, access: 'loggedIn', group: 'Resources', order: 830 },
    { label: 'License SKU Approval', path: ADMIN_ROUTES.licenseApproval, access: 'licenseApproval', group: 'Resources', order: 820 },
    { label: 'Product Styles', path: ADMIN_ROUTES.styles, access: 'styles', group: 'Resources', order: 840 },
    { label: 'External Users', path: ADMIN_ROUTES.externalUsers, access: 'externalUsers', group: 'Administration', order: 910 },
    // No icon of the shell's map fits (shell/src/layout/drawerIcons.tsx); an entry without one is fine.
    { label: 'Email Settings', path: ADMIN_ROUTES.emailSettings, access: 'loggedIn', group: 'Settings', order: 950 },
    { label: 'Connection Status', path: ADMIN_ROUTES.connStatus, access: 'connStatus', group: 'Administration', order: 990 },
  ],
} satisfies RemoteRouteData;
