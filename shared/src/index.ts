// @portal/shared: the platform (see platform.ts) plus the business areas' shared rules.
// Heavy UI lives in the subpaths `@portal/shared/list` and `@portal/shared/antd`; the shell's first
// paint imports `@portal/shared/platform` only, so the login page loads neither.
export * from '@portal/shared/platform';
export * from './core/areas';
