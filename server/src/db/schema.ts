// Every area's tables, for drizzle-kit (migrations) and for the typed database handle.
// A new area adds one line here.
export * from '../areas/platform/schema';
