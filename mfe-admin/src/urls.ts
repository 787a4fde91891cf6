// Every path of the administration area (STYLE.md: nobody else writes a path string). Routes use
// the patterns; links use the builders.

export const ADMIN_ROUTES = {
  /** spec 002 §2 User Access. */
  userAccess: '/user_admin',
  /** spec 002 §2 Email Settings (each user's own). */
  emailSettings: '/email_settings',
  /** spec 002 §6 /connStatus (the page itself is ours: README.md). */
  connStatus: '/connStatus',
  /** spec 002 §2 External users (manager view and rep view). */
  externalUsers: '/user_admin/external',
  /** spec 002 §2: the id is a setup request's, opened automatically. */
  externalSetupRequest: '/user_admin/external/:id',
  /** spec 002 §2 Sales Resources. */
  salesResources: '/sales_resources',
  /** spec 002 §2 Marketing resources: the top folder, and a folder (the path after /marketing). */
  marketing: '/marketing',
  marketingFolder: '/marketing/*',
  /** spec 002 §2 License SKU approval. */
  licenseApproval: '/license_approval',
  /** spec 002 §2 Trade-show schedule: the shows. */
  schedule: '/schedule',
  /** spec 002 §2: a show's day view (showID is the show's name, as the list links it). */
  scheduleDay: '/schedule/:showID',
  /** spec 002 §2: the complete view (stations plus the walk-through column, with search). */
  scheduleComplete: '/schedule/:showID/v2',
  /** spec 002 §2 Product style editor: the list. */
  styles: '/styles',
  /** The product-info dialog over the list (ours: the sku in the path, the list's query kept). */
  style: '/styles/:sku',
} as const;

/** The query key of the picked user on /user_admin (a reload or a shared link opens the same user). */
export const USER_PARAM = 'user';

export const userAccessPath = (userId?: number | null) =>
  userId ? `${ADMIN_ROUTES.userAccess}?${USER_PARAM}=${userId}` : ADMIN_ROUTES.userAccess;
export const connStatusPath = () => ADMIN_ROUTES.connStatus;
export const emailSettingsPath = () => ADMIN_ROUTES.emailSettings;
export const externalUsersPath = () => ADMIN_ROUTES.externalUsers;
export const setupRequestPath = (id: number) => `${ADMIN_ROUTES.externalUsers}/${id}`;
export const salesResourcesPath = () => ADMIN_ROUTES.salesResources;
/** A marketing folder ('' for the top): each name URL-encoded. */
export const marketingPath = (folder: string) =>
  folder ? `${ADMIN_ROUTES.marketing}/${folder.split('/').map(encodeURIComponent).join('/')}` : ADMIN_ROUTES.marketing;
export const licenseApprovalPath = () => ADMIN_ROUTES.licenseApproval;
export const schedulePath = () => ADMIN_ROUTES.schedule;
export const scheduleDayPath = (show: string) => `${ADMIN_ROUTES.schedule}/${encodeURIComponent(show)}`;
export const scheduleCompletePath = (show: string) => `${scheduleDayPath(show)}/v2`;
export const stylesPath = () => ADMIN_ROUTES.styles;
export const stylePath = (sku: string) => `${ADMIN_ROUTES.styles}/${encodeURIComponent(sku)}`;
