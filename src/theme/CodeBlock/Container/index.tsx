/**
 * Replaces the theme's CodeBlock/Container, which writes the current color mode's code colors inline
 * (`--prism-color`, `--prism-background-color`). Those now come from the code color stylesheet for both modes
 * (src/codeHighlight/codeColorStylesheet.ts), so the container's markup is the same in either mode and hydrates as
 * it is. Otherwise the theme's component.
 */
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic components are hard to type without `oneOf` generics; a div's props stand for a pre's as well.
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
