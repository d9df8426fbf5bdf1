/**
 * Words the Markdown copies need in the reader's language: the column headers of the tables that page components
 * render, and the admonition labels. The components name these strings with literal `translate()` calls (the
 * translation extractor only reads literals), so their English defaults are repeated here under the same ids, and
 * the Ukrainian ones come from the same i18n/uk/code.json the site uses. tests/unit/llms-markdown.test.ts checks
 * that the defaults below still equal the components' own.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const defaultLabels = {
  'tables.yes': 'Yes',
  'tables.no': 'No',
  'tables.glossary.en': 'English',
  'tables.glossary.uk': 'Ukrainian',
  'tables.glossary.synonyms': 'Also called',
  'tables.http.status': 'Status',
  'tables.http.when': 'When',
  'tables.http.retry': 'Retry',
  'tables.methods.method': 'Method',
  'tables.methods.type': 'Type',
  'tables.methods.countries': 'Countries',
  'tables.methods.currencies': 'Currencies',
  'tables.methods.flow': 'Customer journey',
  'tables.methods.twoStep': 'Two-step',
  'tables.methods.refunds': 'Refunds',
  'tables.methods.recurring': 'Recurring',
  'tables.methods.payouts': 'Payouts',
  'tables.responseCodes.code': 'Code',
  'tables.responseCodes.reason': 'Name',
  'tables.responseCodes.meaning': 'Meaning',
  'tables.responseCodes.action': 'What to do',
  'tables.responseCodes.retryable': 'Retry?',
  'tables.stripeDeclineCodes.stripeCode': 'Stripe code',
  'tables.stripeDeclineCodes.kalynaCodes': 'Kalyna code',
  'tables.stripeDeclineCodes.note': 'Note',
  'tables.testCards.number': 'Card number',
  'tables.testCards.scheme': 'Scheme',
  'tables.testCards.outcome': 'Outcome',
  'tables.testCards.threeDSecure': '3-D Secure',
  'tables.testCards.code': 'Response code',
  'tables.testCards.finalStatus': 'Final status',
  'tables.testCards.webhooks': 'Webhooks',
  'tables.testDisputes.status': 'Dispute status',
  'tables.testDisputes.reason': 'Reason code',
  'tables.testDisputes.opens': 'Opens',
  'tables.sandboxValues.method': 'Method',
  'tables.sandboxValues.value': 'Test value',
  'tables.sandboxValues.result': 'Result',
  'tables.sandboxPayouts.rail': 'Rail',
  'tables.sandboxPayouts.decidedBy': 'Outcome decided by',
  'tables.sandboxPayouts.status': 'Status',
  'tables.sandboxPayouts.code': 'Response code',
  'tables.sandboxPayouts.result': 'What happens',
  'tables.webhooks.type': 'Event type',
  'tables.webhooks.object': 'data.object',
  'tables.webhooks.when': 'When it is sent',
  'stateMachine.from': 'From',
  'stateMachine.to': 'To',
  'stateMachine.trigger': 'What causes it',
  'stateMachine.webhook': 'Webhook',
  'stateMachine.codes': 'Response codes',
  // The theme's own admonition labels (it shows them upper-cased).
  'theme.admonition.note': 'note',
  'theme.admonition.tip': 'tip',
  'theme.admonition.info': 'info',
  'theme.admonition.warning': 'warning',
  'theme.admonition.danger': 'danger',
  'theme.admonition.caution': 'caution',
} as const;

export type LabelId = keyof typeof defaultLabels;
export type Labels = (id: LabelId, values?: Record<string, string>) => string;

/** The labels of one locale: its code.json translations where they exist, the English defaults otherwise. */
export function loadLabels(siteDir: string, locale: string, defaultLocale: string): Labels {
  let translated: Record<string, {message: string}> = {};
  if (locale !== defaultLocale) {
    translated = JSON.parse(readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8'));
  }
  return (id, values = {}) =>
    (translated[id]?.message ?? defaultLabels[id]).replace(
      /\{(\w+)\}/g,
      (whole, name: string) => values[name] ?? whole,
    );
}
