/**
 * Wraps the classic theme's MDX components to register the project's page components globally, so pages use them
 * without import lines (which would also leak into the Markdown copies of the pages), and to render Markdown tables
 * as ScrollableTable.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import CodeSamples from '@site/src/components/CodeSamples';
import ResponseCodes from '@site/src/components/ReferenceTables/ResponseCodes';
import HttpStatuses from '@site/src/components/ReferenceTables/HttpStatuses';
import WebhookEvents from '@site/src/components/ReferenceTables/WebhookEvents';
import Glossary from '@site/src/components/ReferenceTables/Glossary';
import TestCards from '@site/src/components/ReferenceTables/TestCards';
import PaymentStateMachine from '@site/src/components/ReferenceTables/PaymentStateMachine';
import PaymentMethodsTable from '@site/src/components/ReferenceTables/PaymentMethodsTable';
import ResponseCodeLink from '@site/src/components/ReferenceTables/ResponseCodeLink';
import SignatureChecker from '@site/src/components/SignatureChecker';

export default {
  ...MDXComponents,
  // Markdown tables that overflow the column become keyboard-scrollable.
  table: ScrollableTable,
  CodeSamples,
  ResponseCodes,
  ResponseCodeLink,
  HttpStatuses,
  WebhookEvents,
  Glossary,
  TestCards,
  PaymentStateMachine,
  PaymentMethodsTable,
  SignatureChecker,
};
