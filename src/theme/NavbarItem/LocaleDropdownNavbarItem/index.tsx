/**
 * Wraps the locale dropdown so that on the "page not found" page it offers each locale's home page. The theme links the
 * same path in the other locale, which on an unknown path is unknown there too: the pre-rendered 404 page linked
 * `/404/` and `/uk/404/`, which do not exist. The theme's dropdown is kept as it is, shown from the home page's path.
 */
import type {ComponentProps, ReactNode} from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {StaticRouter} from 'react-router-dom';
import {isKnownRoute} from '@site/src/notFound/isKnownRoute';

export default function LocaleDropdownNavbarItemWrapper(
  props: ComponentProps<typeof LocaleDropdownNavbarItem>,
): ReactNode {
  const {pathname} = useLocation();
  const homePath = useBaseUrl('/');
  if (isKnownRoute(pathname)) return <LocaleDropdownNavbarItem {...props} />;
  return (
    <StaticRouter location={homePath}>
      <LocaleDropdownNavbarItem {...props} />
    </StaticRouter>
  );
}
