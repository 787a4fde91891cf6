// @portal/shared: one instance in the page (a Module Federation singleton).
// Heavy UI (the list machinery, antd) lives in the subpaths `@portal/shared/list` and
// `@portal/shared/antd`, so the login page does not load it.
export * from './core';
export * from './notify';
export * from './session';
export * from './api';
export * from './gql';
export * from './manifest';
export * from './storage';
