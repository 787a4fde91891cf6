// @portal/shared/platform: what must be one instance in the page (session store, API and GraphQL
// clients, message display, storage keys' reader/writer, the remote manifest types). A Module
// Federation singleton. Pure code (rules, schemas, messages, constants, formatting) is NOT here:
// it comes from @portal/shared/core and is bundled into each app that imports it, so a remote
// redeployed with a changed rule runs its own rule (docs/area-shape.md "Pure and shared").
export * from './notify';
export * from './session';
export * from './api';
export * from './gql';
export * from './manifest';
export * from './storage';
