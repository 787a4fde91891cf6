// Every table and view of the database, for drizzle-kit (migrations) and for the typed database
// handle: one file (or folder) per owner under tables/ (server/README.md "Who owns which table").
// A new area adds one line here.
export * from './tables/platform';
export * from './tables/directory';
export * from './tables/orders';
export * from './tables/returns';
export * from './tables/admin';
export * from './tables/designs-color';
export * from './tables/events-fpa';
export * from './tables/design-requests';
export * from './tables/platform.views';
export * from './tables/directory.views';
export * from './tables/orders/views';
export * from './tables/designs-color.views';
