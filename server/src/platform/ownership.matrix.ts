import type { AreaOwnership } from '../../test/ownershipMatrix';

// The machinery's routes reach no record of another owner (docs/ownership.md §2.1): a session, its
// reports and its user are the caller's own; the lists behind a flag are the flag's.

export const platformOwnership: AreaOwnership = {
  cases: [],
  notOwned: {
    'POST /api/login': 'signs the caller in: no record of another',
    'POST /api/set_password/check': 'public: the link’s secret token is the key, and it names its one user (platform/passwordLinks.ts)',
    'POST /api/set_password': 'public: the link’s secret token is the key, and it names its one user (platform/passwordLinks.ts)',
    'POST /api/auth': 'the caller’s own session',
    'POST /api/logout': 'the caller’s own session',
    'GET /api/gql_token': 'the caller’s own session',
    'GET /api/openapi.json': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/json': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/yaml': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/static/index.html': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/static/swagger-initializer.js': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/static/*': 'the REST API’s document: routes and shapes, no record',
    'GET /api/live': 'the caller’s own channel: each change is sent only to users its area says may read the record (liveChanges.test.ts)',
    'GET /api/systemMessages': 'system messages: the same for everyone',
    'Query.systemMessages': 'system messages: the same for everyone',
    'POST /api/notifyError': 'records the caller’s own report',
    'GET /api/errorReports': 'every user’s reports, for user administration: the flag decides',
    'GET /api/outbox': 'every queued mail, for administrators: the flag decides',
    'GET /api/users': 'the user directory, for user administration: the flag decides',
    'GET /remotes.json': 'where the remotes are',
    'GET /healthz': 'liveness',
    'GET /readyz': 'readiness: whether the database answers',
    'Query.me': 'the caller itself',
  },
};
