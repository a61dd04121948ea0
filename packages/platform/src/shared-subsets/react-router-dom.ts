/**
 * The `react-router-dom` the apps federate (see README.md). The whole package is about 60 KB gzip,
 * most of it data routers, server rendering and RSC support this site does not use; this subset is
 * about 14 KB. It is built from `react-router`, which `react-router-dom` 7 only re-exports.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  generatePath,
  matchPath,
} from 'react-router';
