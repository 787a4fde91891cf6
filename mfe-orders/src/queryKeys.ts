// Every react-query key of the orders remote. The shell gives all remotes one QueryClient, so each
// key starts with the area's name: another area caching its own 'reps' (another shape) cannot
// collide with ours. Invalidate through these too: `ordersKeys.all` marks every orders query stale.

export const ordersKeys = {
  all: ['orders'] as const,
  /** One order of a detail or edit page. */
  order: (id: number) => ['orders', 'order', id] as const,
  /** The order lists' rows, by their variables. */
  lists: () => ['orders', 'list'] as const,
  list: (variables: unknown) => ['orders', 'list', variables] as const,
  counters: () => ['orders', 'counters'] as const,
  counter: (list: string, counter: unknown) => ['orders', 'counters', list, counter] as const,
  filters: (list: string) => ['orders', 'filters', list] as const,
  savedFilters: () => ['orders', 'savedFilters'] as const,
  orderTypes: (orderId: number) => ['orders', 'orderTypes', orderId] as const,
  /** GET /api/reps as orders uses it ({ SREP, name }). */
  reps: () => ['orders', 'reps'] as const,
  catalogs: () => ['orders', 'catalogs'] as const,
  catalogList: (variables: unknown) => ['orders', 'catalogs', variables] as const,
  catalogOrderOptions: (catalogId: number, search: string) => ['orders', 'catalogOrderOptions', catalogId, search] as const,
  shippingJobs: () => ['orders', 'shippingJobs'] as const,
  shippingJobLists: () => ['orders', 'shippingJobs', 'list'] as const,
  shippingJobList: (variables: unknown) => ['orders', 'shippingJobs', 'list', variables] as const,
  shippingJob: (id: number) => ['orders', 'shippingJobs', 'job', id] as const,
  unshippedOrders: (customer: string | null, search: string) => ['orders', 'unshippedOrders', customer, search] as const,
  shipCodes: () => ['orders', 'shipCodes'] as const,
  shippingOrder: (id: number) => ['orders', 'shippingOrder', id] as const,
  templates: () => ['orders', 'templates'] as const,
  templateList: (variables: unknown) => ['orders', 'templates', variables] as const,
  templateFilters: () => ['orders', 'templateFilters'] as const,
  template: (orderId: number) => ['orders', 'template', orderId] as const,
};
