import { ref } from './restRef';
import type { searchRoutes as C } from './searchRoutes';

// The search route as the browser calls it (api.call), typed by its contract (searchRoutes.ts).

export const searchApi = {
  search: ref<typeof C.search>('GET', '/search'),
  record: ref<typeof C.record>('GET', '/search/record'),
};
