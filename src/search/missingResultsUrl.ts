/** Where a reader reports a search that found nothing: an e-mail to the docs team with the query in the subject. */
import {translate} from '@docusaurus/Translate';
import {brand, mailto} from '@site/src/brand';

export function missingResultsUrl({query}: {query: string}): string {
  const subject = translate(
    {
      id: 'search.missingResults.emailSubject',
      message: 'Docs search: no results for "{query}"',
      description: 'Subject of the e-mail a reader sends to the docs team when a search finds nothing',
    },
    {query},
  );
  return mailto(brand.contacts.docsEmail, subject);
}
