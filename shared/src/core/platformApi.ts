import type { platformRoutes as C } from './platformRoutes';
import { ref } from './restRef';

// The platform's routes as the browser calls them (api.call): typed by their contract
// (platformRoutes.ts), which this module imports as a type only.

export const platformApi = {
  login: ref<typeof C.login>('POST', '/login'),
  checkPasswordLink: ref<typeof C.checkPasswordLink>('POST', '/set_password/check'),
  setPassword: ref<typeof C.setPassword>('POST', '/set_password'),
  auth: ref<typeof C.auth>('POST', '/auth'),
  logout: ref<typeof C.logout>('POST', '/logout'),
  systemMessages: ref<typeof C.systemMessages>('GET', '/systemMessages'),
  notifyError: ref<typeof C.notifyError>('POST', '/notifyError'),
  users: ref<typeof C.users>('GET', '/users'),
};
