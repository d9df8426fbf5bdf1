/**
 * The Markdown equivalent of every global page component (src/theme/MDXComponents): the same rows, rendered from the
 * same data files, as GFM tables. A page that uses a component this module does not know fails the build, so a new
 * component cannot silently vanish from the Markdown copies.
 */
import type {PhrasingContent, RootContent, Table, TableCell} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {disputeTransitions} from '../../src/data/dispute-states';
import {glossary, type Locale} from '../../src/data/glossary';
import {httpStatuses} from '../../src/data/http-statuses';
import {paymentMethods} from '../../src/data/payment-methods';
import {paymentTransitions} from '../../src/data/payment-states';
import {responseCodeAnchor, responseCodes} from '../../src/data/response-codes';
import {stripeDeclineCodes} from '../../src/data/stripe-decline-codes';
import {
  examplesWith,
  payoutOutcomes,
  sandboxPayoutRail,
  sandboxPayoutRails,
  type PayoutRail,
  type PayoutTestValue,
} from '../../src/data/sandbox-payout-values';
import {otherValuesText, sandboxTestValues, type SandboxMethod} from '../../src/data/sandbox-test-values';
import {
  disputeEvidenceField,
  disputeOpensText,
  disputeTestCards,
  otherDisputeEvidence,
  testCards,
  testDisputeEvidence,
} from '../../src/data/test-cards';
import {webhookEvents} from '../../src/data/webhook-events';
import type {Labels} from './labels';
import {machineText} from './machineText';

export interface MarkdownContext {
  locale: string;
  labels: Labels;
  /** Absolute URL of a site route given without locale prefix (`/status-codes/codes-by-stages/#code-1302`). */
  pageUrl: (route: string) => string;
  /** Absolute URL of the HTML page being converted. */
  currentPageUrl: string;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A string attribute (`stage="refund"`) or a literal expression attribute (`code={1302}`). */
function attribute(element: JsxElement, name: string): string | undefined {
  for (const attr of element.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name) {
      if (typeof attr.value === 'string') return attr.value;
      if (attr.value && typeof attr.value === 'object') return attr.value.value.trim().replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return undefined;
}

/** The data files mark code in their text with backticks, the only inline markup they use. */
function inline(text: string): PhrasingContent[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('`') && part.endsWith('`')
        ? {type: 'inlineCode', value: part.slice(1, -1)}
        : {type: 'text', value: part},
    );
}

const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const text = (value: string): PhrasingContent => ({type: 'text', value});

function joined(items: PhrasingContent[], separator = ', '): PhrasingContent[] {
  return items.flatMap((item, index) => (index === 0 ? [item] : [text(separator), item]));
}

function table(headers: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
  return {
    type: 'table',
    align: headers.map(() => null),
    children: [headers.map((header) => [text(header)]), ...rows].map((row) => ({
      type: 'tableRow',
      children: row.map(cell),
    })),
  };
}

function responseCodeLink(value: number, context: MarkdownContext): PhrasingContent {
  return {
    type: 'link',
    url: context.pageUrl(`/status-codes/codes-by-stages/#${responseCodeAnchor(value)}`),
    children: [text(String(value))],
  };
}

function localized(context: MarkdownContext, value: {en: string; uk: string}): string {
  return context.locale === 'uk' ? value.uk : value.en;
}

function responseCodesTable(element: JsxElement, context: MarkdownContext): Table {
  const {labels} = context;
  const stage = attribute(element, 'stage');
  return table(
    [
      labels('tables.responseCodes.code'),
      labels('tables.responseCodes.reason'),
      labels('tables.responseCodes.meaning'),
      labels('tables.responseCodes.action'),
      labels('tables.responseCodes.retryable'),
    ],
    responseCodes
      .filter((entry) => !stage || entry.stage === stage)
      .map((entry) => [
        [{type: 'strong', children: [text(String(entry.code))]}],
        [code(entry.reason)],
        inline(localized(context, entry.meaning)),
        inline(localized(context, entry.action)),
        [text(labels(entry.retryable ? 'tables.yes' : 'tables.no'))],
      ]),
  );
}

function stripeDeclineCodesTable(context: MarkdownContext): Table {
  const {labels} = context;
  return table(
    [
      labels('tables.stripeDeclineCodes.stripeCode'),
      labels('tables.stripeDeclineCodes.kalynaCodes'),
      labels('tables.stripeDeclineCodes.note'),
    ],
    stripeDeclineCodes.map((entry) => [
      [code(entry.stripeCode)],
      joined(entry.kalynaCodes.map((value) => responseCodeLink(value, context))),
      entry.note ? inline(localized(context, entry.note)) : [],
    ]),
  );
}

function testCardsTable(element: JsxElement, context: MarkdownContext): Table {
  const {labels} = context;
  const scheme = attribute(element, 'scheme');
  const outcome = attribute(element, 'outcome');
  return table(
    [
      labels('tables.testCards.number'),
      labels('tables.testCards.scheme'),
      labels('tables.testCards.outcome'),
      labels('tables.testCards.threeDSecure'),
      labels('tables.testCards.code'),
      labels('tables.testCards.finalStatus'),
      labels('tables.testCards.webhooks'),
    ],
    testCards
      .filter((card) => (!scheme || card.scheme === scheme) && (!outcome || card.outcome === outcome))
      .map((card) => [
        [code(card.number)],
        [text(card.scheme)],
        [code(card.outcome)],
        [text(card.threeDSecure)],
        [responseCodeLink(card.responseCode, context)],
        [code(card.finalStatus)],
        joined(card.webhooks.map(code)),
      ]),
  );
}

/** Without JavaScript <SandboxTestValues> is this same table. */
function sandboxTestValuesTable(element: JsxElement, context: MarkdownContext): Table {
  const {labels} = context;
  const method = attribute(element, 'method') as SandboxMethod | undefined;
  const methods = sandboxTestValues.filter((entry) => !method || entry.method === method);
  const methodCell = (name: {en: string; uk: string}): PhrasingContent[][] =>
    method ? [] : [[text(localized(context, name))]];
  return table(
    [
      ...(method ? [] : [labels('tables.sandboxValues.method')]),
      method ? methods[0].field : labels('tables.sandboxValues.value'),
      labels('tables.sandboxValues.result'),
    ],
    methods.flatMap((entry) => [
      ...entry.values.map((testValue) => [
        ...methodCell(entry.name),
        method ? [code(testValue.value)] : [code(entry.field), text(' '), code(testValue.value)],
        inline(localized(context, testValue.result)),
      ]),
      [...methodCell(entry.name), inline(localized(context, otherValuesText(entry))), []],
    ]),
  );
}

/** Example values as <SandboxPayoutValues> lists them: a Pix key with its `pix_key_type`; none is a dash. */
function payoutExamples(examples: PayoutTestValue[]): PhrasingContent[] {
  if (examples.length === 0) return [text('—')];
  return examples.flatMap((example, index) => [
    ...(index > 0 ? [text(', ')] : []),
    code(example.value),
    ...(example.pixKeyType ? [text(' ('), code(example.pixKeyType), text(')')] : []),
  ]);
}

/** Without JavaScript <SandboxPayoutValues> is this same table: one rail's rows, or with no `rail` the summary. */
function sandboxPayoutValuesTable(element: JsxElement, context: MarkdownContext): Table {
  const {labels} = context;
  const rail = attribute(element, 'rail') as PayoutRail | undefined;
  if (rail) {
    const entry = sandboxPayoutRail(rail);
    return table(
      [
        entry.field,
        labels('tables.sandboxPayouts.status'),
        labels('tables.sandboxPayouts.code'),
        labels('tables.sandboxPayouts.result'),
      ],
      entry.kind === 'disabled'
        ? [[inline(localized(context, entry.result)), [], [], []]]
        : entry.rows.map((row) => {
            const values = localized(context, row.values);
            return [
              [...(values ? [...inline(values), text(': ')] : []), ...payoutExamples(row.examples)],
              [code(row.status)],
              [responseCodeLink(row.statusCode, context)],
              inline(localized(context, row.result)),
            ];
          }),
    );
  }
  return table(
    [
      labels('tables.sandboxPayouts.rail'),
      labels('tables.sandboxPayouts.decidedBy'),
      ...payoutOutcomes.map((outcome) => `${outcome.status} ${outcome.statusCode}`),
    ],
    sandboxPayoutRails.map((entry) => [
      [
        {
          type: 'link',
          url: context.pageUrl(`${entry.routes[0]}#${entry.anchor}`),
          children: [text(localized(context, entry.name))],
        },
        text(' '),
        code(entry.rail),
      ],
      ...(entry.kind === 'disabled'
        ? [inline(localized(context, entry.result)), ...payoutOutcomes.map((): PhrasingContent[] => [])]
        : [
            inline(localized(context, entry.decidedBy)),
            ...payoutOutcomes.map((outcome) => payoutExamples(examplesWith(entry, outcome))),
          ]),
    ]),
  );
}

function httpStatusesTable(context: MarkdownContext): Table {
  const {labels} = context;
  return table(
    [labels('tables.http.status'), labels('tables.http.when'), labels('tables.http.retry')],
    httpStatuses.map((entry) => [
      [{type: 'strong', children: [text(String(entry.status))]}, text(` ${entry.title}`)],
      inline(localized(context, entry.when)),
      inline(localized(context, entry.retry)),
    ]),
  );
}

function webhookEventsTable(element: JsxElement, context: MarkdownContext): Table {
  const {labels} = context;
  const prefix = attribute(element, 'prefix') ?? '';
  return table(
    [labels('tables.webhooks.type'), labels('tables.webhooks.object'), labels('tables.webhooks.when')],
    webhookEvents
      .filter((event) => event.type.startsWith(prefix))
      .map((event) => [[code(event.type)], [code(event.resource)], inline(localized(context, event.when))]),
  );
}

interface MachineTransition {
  from: string;
  to: string;
  trigger: {en: string; uk: string};
  operation?: string;
  webhook: string;
  responseCodes?: number[];
  closedReason?: string;
}

/**
 * Without JavaScript a state machine is this full table; the Markdown copy is the same. The response-code column
 * appears only for machines whose transitions have codes (payments).
 */
function stateMachineTable(transitions: MachineTransition[], context: MarkdownContext): Table {
  const {labels} = context;
  const showCodes = transitions.some((transition) => transition.responseCodes !== undefined);
  return table(
    [
      labels('stateMachine.from'),
      labels('stateMachine.to'),
      labels('stateMachine.trigger'),
      labels('stateMachine.webhook'),
      ...(showCodes ? [labels('stateMachine.codes')] : []),
    ],
    transitions.map((transition) => [
      [code(transition.from)],
      [code(transition.to)],
      [
        ...inline(localized(context, transition.trigger)),
        ...(transition.operation ? [text(' '), code(transition.operation)] : []),
        ...(transition.closedReason ? [text(' '), code(`closed_reason: ${transition.closedReason}`)] : []),
      ],
      [code(transition.webhook)],
      ...(showCodes ? [joined((transition.responseCodes ?? []).map((value) => responseCodeLink(value, context)))] : []),
    ]),
  );
}

function testDisputeCardsTable(context: MarkdownContext): Table {
  const {labels} = context;
  return table(
    [
      labels('tables.testCards.number'),
      labels('tables.testCards.scheme'),
      labels('tables.testDisputes.status'),
      labels('tables.testDisputes.reason'),
      labels('tables.testDisputes.opens'),
    ],
    disputeTestCards.map((card) => [
      [code(card.number)],
      [text(card.scheme)],
      [code(card.dispute.status)],
      [code(card.dispute.reasonCode), text(' ('), code(card.dispute.reasonFamily), text(')')],
      [text(localized(context, disputeOpensText(card.dispute)))],
    ]),
  );
}

/** Without JavaScript <TestDisputeEvidence> is this same table. */
function testDisputeEvidenceTable(context: MarkdownContext): Table {
  const {labels} = context;
  return table(
    [disputeEvidenceField, labels('tables.sandboxValues.result')],
    [
      ...testDisputeEvidence.map((entry) => [[code(entry.value)], inline(localized(context, entry.result))]),
      [inline(localized(context, otherDisputeEvidence)), []],
    ],
  );
}

function glossaryTable(context: MarkdownContext): Table {
  const {labels} = context;
  return table(
    [labels('tables.glossary.en'), labels('tables.glossary.uk'), labels('tables.glossary.synonyms')],
    glossary.map((term) => [
      [text(term.en)],
      [text(term.uk)],
      [text((term.synonyms?.[context.locale as Locale] ?? []).join(', '))],
    ]),
  );
}

function paymentMethodsTable(context: MarkdownContext): Table {
  const {labels} = context;
  const yesNo = (value: boolean) => [text(labels(value ? 'tables.yes' : 'tables.no'))];
  return table(
    [
      labels('tables.methods.method'),
      labels('tables.methods.type'),
      labels('tables.methods.countries'),
      labels('tables.methods.currencies'),
      labels('tables.methods.flow'),
      labels('tables.methods.twoStep'),
      labels('tables.methods.refunds'),
      labels('tables.methods.recurring'),
      labels('tables.methods.payouts'),
    ],
    paymentMethods.map((method) => [
      [
        {
          type: 'link',
          url: context.pageUrl(method.route),
          children: [text(context.locale === 'uk' ? method.nameUk : method.name)],
        },
      ],
      [code(method.type)],
      [text(method.countries.join(', '))],
      [text(method.currencies.join(', '))],
      [text(method.flow)],
      yesNo(method.twoStep),
      [code(method.refunds)],
      yesNo(method.recurring),
      yesNo(method.payouts),
    ]),
  );
}

/** The checker needs a browser; the Markdown copy says where to find it. */
function signatureCheckerPointer(context: MarkdownContext): RootContent {
  const url = `${context.currentPageUrl}#check-a-signature`;
  const [before, after] = machineText(context.locale).signatureCheckerPointer.split('{url}');
  return {
    type: 'paragraph',
    children: [text(before), {type: 'link', url, children: [text(url)]}, text(after ?? '')],
  };
}

/**
 * The block-level Markdown for a component used as a block, or null when the name is unknown. `children` is the
 * already-converted content between the tags (only `<CodeSamples>` has any: its code blocks, kept as they are).
 */
export function blockComponentMarkdown(
  element: MdxJsxFlowElement,
  children: RootContent[],
  context: MarkdownContext,
): RootContent[] | null {
  switch (element.name) {
    case 'CodeSamples':
      return children;
    case 'ResponseCodes':
      return [responseCodesTable(element, context)];
    case 'StripeDeclineCodes':
      return [stripeDeclineCodesTable(context)];
    case 'TestCards':
      return [testCardsTable(element, context)];
    case 'SandboxTestValues':
      return [sandboxTestValuesTable(element, context)];
    case 'SandboxPayoutValues':
      return [sandboxPayoutValuesTable(element, context)];
    case 'HttpStatuses':
      return [httpStatusesTable(context)];
    case 'WebhookEvents':
      return [webhookEventsTable(element, context)];
    case 'PaymentStateMachine':
      return [stateMachineTable(paymentTransitions, context)];
    case 'DisputeStateMachine':
      return [stateMachineTable(disputeTransitions, context)];
    case 'TestDisputeCards':
      return [testDisputeCardsTable(context)];
    case 'TestDisputeEvidence':
      return [testDisputeEvidenceTable(context)];
    case 'Glossary':
      return [glossaryTable(context)];
    case 'PaymentMethodsTable':
      return [paymentMethodsTable(context)];
    case 'SignatureChecker':
      return [signatureCheckerPointer(context)];
    case 'details':
      // A collapsed block (the reference's "More examples"): a Markdown copy has nothing to collapse.
      return children;
    case 'ApiConsole':
      // The console only sends requests from a browser; the operation's path, parameters and example body are
      // written out on the same page, so the Markdown copy loses nothing without it.
      return [];
    default:
      return null;
  }
}

/** The inline Markdown for a component used inside a sentence, or null when the name is unknown. */
export function inlineComponentMarkdown(element: MdxJsxTextElement, context: MarkdownContext): PhrasingContent | null {
  if (element.name === 'summary') {
    // A `<details>` block's one-line title (the reference's example names), bold above the block's content.
    return {type: 'strong', children: element.children as PhrasingContent[]};
  }
  if (element.name === 'ResponseCodeLink') {
    const value = Number(attribute(element, 'code'));
    return Number.isInteger(value) ? responseCodeLink(value, context) : null;
  }
  return null;
}
