// The part of @portal/shared that both the browser and the server use: no React, no DOM.
// New area modules go in areas.ts.
export * from './platform';
export * from './areas';
