/**
 * Wraps the "page not found" content to give the 404 page a title and a meta description, which search engines and
 * Lighthouse's SEO audit expect on every page. With the docs served at the site root, the docs plugin renders this
 * content for unknown paths without the title the theme's NotFound page would set. Both strings are the theme's own,
 * already translated.
 */
import type {ComponentProps, ReactNode} from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
// The UI messages only this module's pages show, kept out of every page's main script (plugins/translation-groups).
import '@generated/kalyna-translations/notFound';

export default function NotFoundContentWrapper(props: ComponentProps<typeof NotFoundContent>): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  const description = translate({
    id: 'theme.NotFound.p1',
    message: 'We could not find what you were looking for.',
    description: 'The first paragraph of the 404 page',
  });
  return (
    <>
      <PageMetadata title={title} description={description} />
      <NotFoundContent {...props} />
    </>
  );
}
