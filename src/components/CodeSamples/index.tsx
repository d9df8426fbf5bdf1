import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import styles from './styles.module.css';

/** Tab labels for the fenced-code languages a sample may use, in the order readers expect them. */
const languageLabels: Record<string, string> = {
  bash: 'cURL',
  js: 'Node.js',
  php: 'PHP',
  python: 'Python',
};

type CodeElement = ReactElement<{className?: string}>;
type PreElement = ReactElement<{children?: CodeElement}>;

function languageOf(block: ReactNode): string {
  if (!isValidElement(block)) return '';
  const code = (block as PreElement).props.children;
  const className = isValidElement(code) ? ((code as CodeElement).props.className ?? '') : '';
  return /language-(\w+)/.exec(className)?.[1] ?? '';
}

interface CodeSamplesProps {
  children: ReactNode;
  /** The reference page of the operation the sample calls, added by plugins/api-reference at build time. */
  referenceTo?: string;
  /** That operation's summary in the page's locale. */
  referenceTitle?: string;
}

/**
 * Shows the fenced code blocks it wraps as language tabs. The reader's choice is shared by every sample on the
 * site (groupId), kept in the browser and carried in the URL (?code-language=python) so a link opens the same tab.
 */
export default function CodeSamples({children, referenceTo, referenceTitle}: CodeSamplesProps): ReactNode {
  const blocks = Children.toArray(children).filter(isValidElement);
  return (
    <>
      <Tabs groupId="code-language" queryString>
        {blocks.map((block) => {
          const language = languageOf(block);
          return (
            <TabItem key={language} value={language} label={languageLabels[language] ?? language}>
              {block}
            </TabItem>
          );
        })}
      </Tabs>
      {referenceTo && (
        <p className={styles.reference}>
          <Translate
            id="codeSamples.apiReference"
            description="Under a guide's code sample: the link to the reference page of the operation it calls"
            values={{operation: <Link to={referenceTo}>{referenceTitle}</Link>}}
          >
            {'API reference: {operation}'}
          </Translate>
        </p>
      )}
    </>
  );
}
