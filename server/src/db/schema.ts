// Every area's tables, for drizzle-kit (migrations) and for the typed database handle.
// A new area adds one line here.
export * from '../areas/platform/schema';
export * from '../areas/orders/model/schema';
export * from '../areas/orders/catalogs/schema';
export * from '../areas/orders/templates/schema';
export * from '../areas/orders/detail/schema';
export * from '../areas/orders/approval/schema';
export * from '../areas/returns/schema';
export * from '../areas/admin/schema';
export * from '../areas/designs-color/schema';
export * from '../areas/events-fpa/schema';
export * from '../areas/design-requests/schema';
