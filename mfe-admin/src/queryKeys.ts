// Every react-query key of the administration remote. The shell gives all remotes one QueryClient,
// so each key starts with the area's name (another area's ['users'] cannot collide with ours).

export const adminKeys = {
  all: ['admin'] as const,
  /** GET /api/users with the access flags (a user administrator's view). */
  users: () => ['admin', 'users'] as const,
  /** GET /api/emailAccess: the signed-in user's own e-mail settings. */
  emailSettings: () => ['admin', 'emailSettings'] as const,
  /** The server's part of /connStatus (GraphQL connStatus). */
  connStatus: () => ['admin', 'connStatus'] as const,
  /** The browser's part of /connStatus: /remotes.json and each remote's manifest. */
  remotes: () => ['admin', 'remotes'] as const,
  /** External users: every list of the screen (invalidated together after a write). */
  external: () => ['admin', 'external'] as const,
  externalUsers: (page: number, search: string) => ['admin', 'external', 'users', page, search] as const,
  signupRequests: () => ['admin', 'external', 'signupRequests'] as const,
  setupRequests: () => ['admin', 'external', 'setupRequests'] as const,
  /** GET /api/reps (the rep picker). */
  reps: () => ['admin', 'reps'] as const,
  /** GET /api/customer/{rep} (manager view) or GET /api/customers (rep view: rep null). */
  customerOptions: (rep: string | null) => ['admin', 'customerOptions', rep] as const,
  /** GET /api/sales_resources (every page and filter under it). */
  salesResources: () => ['admin', 'salesResources'] as const,
  /** GraphQL marketingResources(parent): one folder. */
  marketing: (folder: string) => ['admin', 'marketing', folder] as const,
  /** GraphQL licenseSkus (every page, sort and search under it). */
  licenseSkus: () => ['admin', 'licenseSkus'] as const,
  /** GraphQL tradeShows. */
  tradeShows: () => ['admin', 'tradeShows'] as const,
  /** GraphQL tradeShow(name). */
  tradeShow: (name: string) => ['admin', 'tradeShow', name] as const,
  /** GET /api/reps for the schedule's host picker. */
  scheduleReps: () => ['admin', 'scheduleReps'] as const,
  /** Product style editor: every query under it (invalidated after a save). */
  styles: () => ['admin', 'styles'] as const,
  /** GraphQL products (a page, sort, search and the base-styles switch). */
  products: (query: unknown, baseStyles: boolean) => ['admin', 'styles', 'products', query, baseStyles] as const,
  /** GraphQL product(sku). */
  product: (sku: string) => ['admin', 'styles', 'product', sku] as const,
  /** GraphQL productOptions. */
  productOptions: () => ['admin', 'styles', 'options'] as const,
  /** GraphQL locationPresets. */
  locationPresets: () => ['admin', 'styles', 'presets'] as const,
  /** GraphQL stylesByCategory(category). */
  stylesByCategory: (category: string) => ['admin', 'styles', 'byCategory', category] as const,
  /** GraphQL treatmentsByStyle(sku). */
  treatmentsByStyle: (sku: string) => ['admin', 'styles', 'treatments', sku] as const,
};
