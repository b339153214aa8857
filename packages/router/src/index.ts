/*
 * The router as the apps use it. A federation singleton is shared whole, so sharing
 * react-router-dom put every export (data routers, forms, fetchers, the server's helpers) into
 * each page's first load; sharing this facade keeps only what it re-exports, and webpack drops
 * the rest of react-router. Add an export here when an app needs one.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavLinkProps, NavigateFunction, To } from 'react-router';
