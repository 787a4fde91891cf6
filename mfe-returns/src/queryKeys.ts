// Every react-query key of the returns remote. The shell gives all remotes one QueryClient, so each
// key starts with the area's name: another area caching its own 'reps' (another shape) cannot
// collide with ours. `returnsKeys.all` marks every returns query stale after a change.

export const returnsKeys = {
  all: ['returns'] as const,
  lists: () => ['returns', 'list'] as const,
  list: (input: unknown) => ['returns', 'list', input] as const,
  domain: () => ['returns', 'domain'] as const,
  detail: (id: number) => ['returns', 'detail', id] as const,
  timeline: (id: number) => ['returns', 'timeline', id] as const,
  codes: () => ['returns', 'codes'] as const,
  /** The order a return is made from (returnId null when creating). */
  order: (orderId: number, returnId: number | null) => ['returns', 'order', orderId, returnId] as const,
  items: (orderId: number, returnId: number) => ['returns', 'items', orderId, returnId] as const,
  /** GET /api/reps as returns uses it ({ code, name }). */
  reps: () => ['returns', 'reps'] as const,
  csrs: () => ['returns', 'csrs'] as const,
};
