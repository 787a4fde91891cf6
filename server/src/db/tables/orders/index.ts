// The orders area's tables, one file per sub-group of the area (server/src/areas/orders/<group>/).
export * from './approval';
export * from './catalogs';
export * from './detail';
export * from './model';
export * from './templates';
