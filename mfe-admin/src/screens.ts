import type { RemoteScreens } from '@portal/shared/platform';

// The administration area's screens, the remote's one exposed module (`./screens`): screen name ->
// lazy loader, each its own chunk. routes.data.ts names them.
export default {
  userAccess: () => import('./userAccess/UserAccessPage/UserAccessPage').then((m) => ({ default: m.UserAccessPage })),
  emailSettings: () => import('./emailSettings/EmailSettingsPage/EmailSettingsPage').then((m) => ({ default: m.EmailSettingsPage })),
  externalUsers: () => import('./externalUsers/ExternalUsersPage/ExternalUsersPage').then((m) => ({ default: m.ExternalUsersPage })),
  salesResources: () => import('./salesResources/SalesResourcesPage/SalesResourcesPage').then((m) => ({ default: m.SalesResourcesPage })),
  marketing: () => import('./marketing/MarketingPage/MarketingPage').then((m) => ({ default: m.MarketingPage })),
  licenseApproval: () =>
    import('./licenseApproval/LicenseApprovalPage/LicenseApprovalPage').then((m) => ({ default: m.LicenseApprovalPage })),
  tradeShows: () => import('./tradeShows/TradeShowsPage/TradeShowsPage').then((m) => ({ default: m.TradeShowsPage })),
  scheduleDay: () => import('./tradeShows/SchedulePage/SchedulePage').then((m) => ({ default: m.ScheduleDayPage })),
  scheduleComplete: () => import('./tradeShows/SchedulePage/SchedulePage').then((m) => ({ default: m.ScheduleCompletePage })),
  styles: () => import('./styles/StylesPage/StylesPage').then((m) => ({ default: m.StylesPage })),
  connStatus: () => import('./connStatus/ConnStatusPage/ConnStatusPage').then((m) => ({ default: m.ConnStatusPage })),
} satisfies RemoteScreens;
