/**
 * Replaces the theme's CodeBlock, which mounts every code block afresh once the page has hydrated
 * (`key={String(isBrowser)}`) so that the inline colors of the reader's color mode replace the pre-rendered ones.
 * Code colors come from a stylesheet for both modes here (src/codeHighlight/codeColorStylesheet.ts), so the
 * pre-rendered blocks are already right: building them again cost a long API page a large share of its start-up on a
 * phone, and is gone. Otherwise the theme's component.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * The children as one string when they are only strings, so that the block can be highlighted and copied; JSX
 * children are kept as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
