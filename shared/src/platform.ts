// @portal/shared/platform: what the shell needs for its first paint (session store, API and
// GraphQL clients, message display, access rules, error catalogue). A Module Federation singleton:
// the session store and the notifier live here, one instance in the page.
export * from './core/platform';
export * from './notify';
export * from './session';
export * from './api';
export * from './gql';
export * from './manifest';
export * from './storage';
