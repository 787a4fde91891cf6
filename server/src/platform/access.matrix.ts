import { errorReportSchema, passwordLinkCheckSchema, setPasswordSchema } from '@portal/shared/core';
import { anyone, byRule, signedIn, type AreaMatrix } from '../../test/accessMatrix';

// Who may call the machinery's routes and fields (platformRoutes.ts, platformGraphql.ts, the REST
// document, health; server/README.md "Contracts"), and how its writes are fuzzed. Test data for
// src/areas/accessMatrix.test.ts and mutationFuzz.test.ts.

export const platformMatrix: AreaMatrix = {
  rest: [
    {
      route: 'POST /api/login',
      payload: {},
      expect: anyone(),
      why: 'public: the login form (400 for the empty body)',
      fuzz: { exempt: 'a sign-in, not a write of data; rate-limited per address (its input rules: login.test.ts)' },
    },
    {
      route: 'POST /api/set_password/check',
      payload: {},
      expect: anyone(),
      why: 'public: the set-your-password page, opened from the e-mailed link by a user who cannot sign in yet (400 for the empty body)',
      fuzz: { body: passwordLinkCheckSchema },
    },
    {
      route: 'POST /api/set_password',
      payload: {},
      expect: anyone(),
      why: 'public: the link’s token is the key (platform/passwordLinks.ts); rate-limited per address like the login (400 for the empty body)',
      fuzz: { body: setPasswordSchema },
    },
    { route: 'POST /api/auth', expect: signedIn(), why: 'the session check: 401 without a session', fuzz: {} },
    {
      route: 'POST /api/logout',
      expect: anyone(),
      why: 'works without a session (204)',
      fuzz: { exempt: "ends the caller's own session (the fuzzing admin's), takes no input" },
    },
    { route: 'GET /api/gql_token', expect: signedIn() },
    // The REST API's document and its readable page (platform/openApi.ts): for signed-in users, as the API is.
    { route: 'GET /api/openapi.json', expect: signedIn() },
    { route: 'GET /api/docs', expect: signedIn() },
    { route: 'GET /api/docs/json', expect: signedIn() },
    { route: 'GET /api/docs/yaml', expect: signedIn() },
    { route: 'GET /api/docs/static/index.html', expect: signedIn() },
    { route: 'GET /api/docs/static/swagger-initializer.js', expect: signedIn() },
    { route: 'GET /api/docs/static/*', url: '/api/docs/static/swagger-ui.css', expect: signedIn() },
    {
      route: 'GET /api/live',
      expect: signedIn(),
      why: 'the page’s live channel: every event is checked against the user’s own access (platform/liveChanges.ts)',
    },
    { route: 'GET /api/systemMessages', expect: signedIn() },
    {
      route: 'POST /api/notifyError',
      payload: {},
      expect: anyone(),
      why: 'a crash may happen on a public page (400 for the empty body)',
      fuzz: { body: errorReportSchema },
    },
    { route: 'GET /api/errorReports', expect: byRule('userAdmin') },
    { route: 'GET /api/outbox', expect: byRule('userAdmin') },
    {
      route: 'GET /api/users',
      expect: byRule('userAdmin'),
      why: "user administration's list (names, e-mails, flags); issue 10 closed the staff directory leak",
    },
    {
      route: 'GET /api/search',
      url: '/api/search?q=1',
      expect: signedIn(),
      why: 'the search box: each area answers under its own list rule and ownership (nothing of a kind the caller may not list)',
    },
    {
      route: 'GET /api/search/record',
      url: '/api/search/record?kind=order&key=1',
      expect: signedIn(),
      why: 'a record page joining the recent records: the same providers, scopes and ownership as the search',
    },
    { route: 'GET /remotes.json', expect: anyone(), why: 'the shell reads it before login' },
    { route: 'GET /healthz', expect: anyone(), why: 'liveness, for the process supervisor' },
    { route: 'GET /readyz', expect: anyone(), why: 'readiness (the database answers), for the load balancer' },
  ],
  graphql: [
    { field: 'Query.me', query: '{ me { id } }', expect: signedIn() },
    { field: 'Query.systemMessages', query: '{ systemMessages { id } }', expect: signedIn() },
  ],
};
