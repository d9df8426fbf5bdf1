import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {responseCodeAnchor, responseCodesPage} from '@site/src/data/response-codes';

/** A response code linking to its row on the codes page. */
export default function ResponseCodeLink({code}: {code: number}): ReactNode {
  return <Link to={`/${responseCodesPage}#${responseCodeAnchor(code)}`}>{code}</Link>;
}

/** Several response codes, each linking to its row, separated by commas. */
export function ResponseCodeLinks({codes}: {codes: readonly number[]}): ReactNode {
  return codes.map((code, index) => (
    <Fragment key={code}>
      {index > 0 && ', '}
      <ResponseCodeLink code={code} />
    </Fragment>
  ));
}
