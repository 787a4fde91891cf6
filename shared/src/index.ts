// @portal/shared: one import path for an area's screens. Two halves with different deployment rules:
// - `@portal/shared/platform` (session store, API and GraphQL clients, notifier) is a Module
//   Federation singleton: one instance in the page, whoever loaded first.
// - `./core` (access rules, messages, schemas, constants, Toronto time, the areas' rules) is pure
//   code, bundled into each app that imports it (this entry is not shared through Module
//   Federation), so every app runs the rules it was built with.
// Heavy UI lives in the subpaths `@portal/shared/list`, `@portal/shared/ui` and `@portal/shared/antd`.
export * from '@portal/shared/platform';
export * from './core';
export { useAllows } from './useAllows';
