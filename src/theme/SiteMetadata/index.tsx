/**
 * Wraps the site metadata to leave the canonical URL, `og:url` and the hreflang alternates out of the "page not found"
 * page. The theme derives them from the path, so the pre-rendered 404 page pointed at `/404.html/` and `/uk/404.html/`,
 * which do not exist (a link checker following them fails), and in the browser at whatever unknown path was asked for.
 * Helmet can override a canonical link but cannot remove an alternate, so on an unknown path this renders the rest of
 * the theme's metadata itself instead of wrapping it.
 */
import type {ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import SearchMetadata from '@theme/SearchMetadata';
import {isKnownRoute} from '@site/src/notFound/isKnownRoute';

function NotFoundSiteMetadata(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {metadata, image} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <body />
      </Head>
      {image && <PageMetadata image={image} />}
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={i18n.currentLocale} />
      <Head>
        {metadata.map((tag, index) => (
          <meta key={index} {...tag} />
        ))}
      </Head>
    </>
  );
}

export default function SiteMetadataWrapper(): ReactNode {
  const {pathname} = useLocation();
  return isKnownRoute(pathname) ? <SiteMetadata /> : <NotFoundSiteMetadata />;
}
