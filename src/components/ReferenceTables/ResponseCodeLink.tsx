import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {responseCodeAnchor} from '@site/src/data/response-codes';

/** A response code linking to its row on the codes page. */
export default function ResponseCodeLink({code}: {code: number}): ReactNode {
  return <Link to={`/status-codes/codes-by-stages/#${responseCodeAnchor(code)}`}>{code}</Link>;
}
