// The part of @portal/shared that both the browser and the server use: no React, no DOM.
export * from './access';
export * from './constants';
export * from './messages';
export * from './schemas';
export * from './time';
