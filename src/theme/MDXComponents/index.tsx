/**
 * Wraps the classic theme's MDX components to register the code-sample tabs globally, so pages use them without
 * import lines (which would also leak into the Markdown copies of the pages), and to render Markdown tables as
 * ScrollableTable. The data-heavy components are imported per page by plugins/remark-page-component-imports.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import CodeSamples from '@site/src/components/CodeSamples';

export default {
  ...MDXComponents,
  // Markdown tables that overflow the column become keyboard-scrollable.
  table: ScrollableTable,
  CodeSamples,
};
