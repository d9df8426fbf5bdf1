import {Fragment, type ReactNode} from 'react';

/** Renders the only markup the data files use in their text: `code` spans. */
export default function InlineMarkdown({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
}
