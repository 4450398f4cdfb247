// What the `react-router` share key provides (and, through ./react-router-dom.js, the `react-router-dom` one: one
// router state for the page): the declarative-mode API (the shell's one <BrowserRouter>, the route objects remotes
// expose, links and hooks), 15 KB of gzip instead of 61 KB for the whole package, whose data routers, framework mode
// and server rendering cannot be used by a remote mounted inside the shell's router.
// Add an export here (shell rebuilt first) before a front end uses it; `npx rspack build` reports a missing one.
// The source is imported through an alias (see ../index.cjs): a bare 'react-router' here would be consumed as the
// share this module implements.
export {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  Route,
  Router,
  Routes,
  renderMatches,
  resolvePath,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'pipcrafters-react-router-source';
