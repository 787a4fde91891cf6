// react-router's useRoutes tries the route table's patterns in rank order on every render of the
// routes, building a fresh RegExp for each pattern it tries: with every area's routes in one table
// that was about 20 ms a render on this machine, several times on the way to a list's first row.
// A path can only match a route whose first segment is the same word, or a parameter or a splat, so
// the routes are first narrowed to those.

/** The first segment, as react-router compares it: decoded and case-insensitive. */
function firstSegment(path: string): string {
  const segment = path.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

const isPattern = (segment: string) => /[:*?]/.test(segment);

/** Whether a route of this path could match `pathname` (false only when it certainly cannot). */
export function mayMatch(routePath: string, pathname: string): boolean {
  const first = firstSegment(routePath);
  return first === '' || isPattern(first) || first === firstSegment(pathname);
}

/** The routes of `table` that could match `pathname`, in table order. */
export function candidateRoutes<T extends { path: string }>(table: readonly T[], pathname: string): T[] {
  return table.filter((route) => mayMatch(route.path, pathname));
}
