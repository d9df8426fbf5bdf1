/**
 * Wraps the doc footer to say, on pages whose facts can age, when those facts were last checked. It sits outside
 * `.theme-doc-markdown`, so the search index does not pick it up.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import FactsChecked from '@site/src/components/FactsChecked';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <FactsChecked />
      <Footer {...props} />
    </>
  );
}
