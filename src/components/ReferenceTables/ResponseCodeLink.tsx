import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {responseCodeAnchor, responseCodesPage} from '@site/src/data/response-codes';

/** A response code linking to its row on the codes page. */
export default function ResponseCodeLink({code}: {code: number}): ReactNode {
  return <Link to={`/${responseCodesPage}#${responseCodeAnchor(code)}`}>{code}</Link>;
}
