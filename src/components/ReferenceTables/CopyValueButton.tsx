import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

/** A small button that copies one value (a card number) and says so for two seconds. */
export default function CopyValueButton({value, className}: {value: string; className?: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <button
      type="button"
      className={`button button--sm button--outline button--secondary ${className ?? ''}`}
      onClick={copy}
      aria-label={translate({id: 'tables.copyValue.aria', message: 'Copy {value}'}, {value})}
    >
      {copied
        ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
        : translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
    </button>
  );
}
