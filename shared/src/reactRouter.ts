// The parts of react-router the portal uses: what Module Federation shares under the name
// 'react-router' (scripts/rspack-app.mjs). A shared module is never tree-shaken (any consumer may
// use any export), and react-router whole (data routers, server rendering, sessions, cookies) is
// 61 KB gzip on every page; these parts are about a third of that. Every app's
// `import … from 'react-router'`, nuqs's adapter included, gets this module. An export missing
// here fails the build (exportsPresence: 'error'): add it here when an app needs it.
// 'react-router-impl' is the real package's production build (an alias in scripts/rspack-app.mjs).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-impl';
export type { Location, NavigateFunction, RouteObject } from 'react-router-impl';
