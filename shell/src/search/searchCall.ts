import { api } from '@portal/shared/platform';
import { searchApi } from '@portal/shared/core';

// The search box's one call (GET /api/search), apart from sessionApi so that /login and the frame
// do not carry it: only the box's own chunk does. The box shows a failure itself.

export const searchRecords = (q: string, signal?: AbortSignal) => api.call(searchApi.search, { query: { q } }, { signal, silent: true });
