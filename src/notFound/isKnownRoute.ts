import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

/**
 * Whether a path is one of the site's pages. An unknown path matches the docs root (which then renders the "page not
 * found" content) or the final catch-all route, and never an exact leaf route.
 */
export function isKnownRoute(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname).at(-1);
  return Boolean(leaf && leaf.route.exact && leaf.route.path !== '*');
}
