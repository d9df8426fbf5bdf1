import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {defaultLabels, loadLabels} from '../../plugins/llms-txt/labels';
import {pageToMarkdown, type PageMarkdownContext} from '../../plugins/llms-txt/pageMarkdown';
import {buildSidebarOutline} from '../../plugins/llms-txt/sidebarOutline';
import {markdownCopyPath, pageUrlPath} from '../../plugins/llms-txt/urls';
import {disputeTransitions} from '../../src/data/dispute-states';
import {paymentTransitions} from '../../src/data/payment-states';
import {disputeTestCards, testCards, testDisputeEvidence} from '../../src/data/test-cards';

const siteDir = path.resolve(__dirname, '../..');
const site = 'https://docs.kalyna.example';

function context(locale: 'en' | 'uk'): PageMarkdownContext {
  const base = locale === 'uk' ? '/uk/' : '/';
  return {
    locale,
    labels: loadLabels(siteDir, locale, 'en'),
    pageUrl: (route) => `${site}${base}${route.slice(1)}`,
    staticUrl: (file) => `${site}${file}`,
    currentPageUrl: `${site}${base}webhooks/structure/`,
  };
}

const convert = (body: string, locale: 'en' | 'uk' = 'en') =>
  pageToMarkdown(
    `---\ntitle: Page\ndescription: About the page.\n---\n\n${body}`,
    {title: 'Page', description: 'About the page.'},
    context(locale),
  );

describe('Markdown copies of pages', () => {
  it('starts with the title and description and drops front matter and heading ids', () => {
    const markdown = convert('Intro.\n\n## Verify the signature {#verify-the-signature}\n\nText.\n');
    expect(markdown).toBe('# Page\n\n> About the page.\n\nIntro.\n\n## Verify the signature\n\nText.\n');
  });

  it('makes links absolute in the page locale, with static files at the site root', () => {
    const markdown = convert(
      '[setting](/webhooks/setting/#rotate-the-webhook-secret), [below](#next-steps), [spec](/openapi.yaml), ' +
        '[csv](pathname:///templates/payment-links-template.csv) and [portal](https://portal.kalyna.example).\n',
      'uk',
    );
    expect(markdown).toContain(`(${site}/uk/webhooks/setting/#rotate-the-webhook-secret)`);
    expect(markdown).toContain(`(${site}/uk/webhooks/structure/#next-steps)`);
    expect(markdown).toContain(`(${site}/openapi.yaml)`);
    expect(markdown).toContain(`(${site}/templates/payment-links-template.csv)`);
    expect(markdown).toContain('(https://portal.kalyna.example)');
  });

  it('keeps the code blocks of <CodeSamples> and only the title of a code block meta', () => {
    const markdown = convert(
      '<CodeSamples>\n\n```bash\ncurl https://sandbox.kalyna.example/v1/payments\n```\n\n```js\nconsole.log(1);\n```\n\n' +
        '</CodeSamples>\n\n```json title="Request" schema=PaymentCreateRequest\n{"amount": 100}\n```\n',
    );
    expect(markdown).not.toContain('CodeSamples');
    expect(markdown).toContain('```bash\ncurl https://sandbox.kalyna.example/v1/payments\n```');
    expect(markdown).toContain('```js\nconsole.log(1);\n```');
    expect(markdown).toContain('```json title="Request"\n');
    expect(markdown).not.toContain('schema=');
  });

  it('turns admonitions into blockquotes with the translated label, however they are spaced', () => {
    const spaced = convert(':::warning\n\nNever log the secret.\n\n:::\n');
    expect(spaced).toContain('> **Warning**\n>\n> Never log the secret.');
    const compact = convert(':::tip Keep a buffer\nTop up the balance.\n:::\n\nAfter.\n', 'uk');
    expect(compact).toContain('> **Порада: Keep a buffer**\n>\n> Top up the balance.');
    expect(compact).toContain('\n\nAfter.\n');
    expect(compact).not.toContain(':::');
  });

  it('leaves ::: inside code blocks alone', () => {
    expect(convert('```text\n:::note\n```\n')).toContain('```text\n:::note\n```');
  });

  it('renders the data components as tables from the data files, in the page language', () => {
    const cards = convert('<TestCards outcome="success" />\n', 'uk');
    expect(cards).toContain('| Номер картки | Платіжна система |');
    const successRows = testCards.filter((card) => card.outcome === 'success');
    expect(cards.match(/^\| `\d+` \|/gm)).toHaveLength(successRows.length);
    expect(cards).toContain(`[1000](${site}/uk/status-codes/codes-by-stages/#code-1000)`);

    const machine = convert('<PaymentStateMachine />\n');
    expect(machine.match(/^\| `[a-z_]+` \| `[a-z_]+` \|/gm)).toHaveLength(paymentTransitions.length);
    expect(machine).toContain('| Response codes |');

    const disputes = convert('<DisputeStateMachine />\n', 'uk');
    expect(disputes.match(/^\| `[a-z_]+` \| `[a-z_]+` \|/gm)).toHaveLength(disputeTransitions.length);
    expect(disputes).toContain('`closed_reason: accepted_by_merchant`');
    expect(disputes).not.toContain('Коди відповідей');

    const disputeCards = convert('<TestDisputeCards />\n', 'uk');
    expect(disputeCards).toContain('| Номер картки | Платіжна система | Статус диспуту |');
    expect(disputeCards.match(/^\| `\d+` \|/gm)).toHaveLength(disputeTestCards.length);
    const evidence = convert('<TestDisputeEvidence />\n');
    for (const entry of testDisputeEvidence) expect(evidence).toContain(`| \`${entry.value}\` |`);

    expect(convert('<ResponseCodes stage="refund" />\n')).toMatch(/\| \*\*1501\*\* \| `[a-z_]+` \|/);
    const stripeCodes = convert('<StripeDeclineCodes />\n', 'uk');
    expect(stripeCodes).toContain('| Код Stripe | Код Kalyna | Примітка |');
    expect(stripeCodes).toContain(
      `| \`generic_decline\` | [1301](${site}/uk/status-codes/codes-by-stages/#code-1301) |`,
    );
    expect(convert('<WebhookEvents prefix="payout." />\n').match(/^\| `payout\./gm)).toHaveLength(4);
    expect(convert('<HttpStatuses />\n')).toContain('| **429** Too Many Requests |');
    expect(convert('<Glossary />\n')).toContain('| merchant | мерчант |');
    expect(convert('<PaymentMethodsTable />\n')).toContain(
      `[Apple Pay](${site}/payment-methods/digital-wallets/apple-pay/)`,
    );
    expect(convert('See <ResponseCodeLink code={1302} />.\n')).toContain(
      `See [1302](${site}/status-codes/codes-by-stages/#code-1302).`,
    );
    expect(convert('<SignatureChecker />\n')).toContain(`${site}/webhooks/structure/#check-a-signature`);
  });

  it('fails on a component it has no Markdown for', () => {
    expect(() => convert('<Unknown />\n')).toThrow(/no Markdown equivalent for <Unknown>/);
  });

  it('drops imports, exports and comments', () => {
    const markdown = convert("import X from './x';\n\nexport const y = 1;\n\nText {/* note */} here.\n");
    expect(markdown).toBe('# Page\n\n> About the page.\n\nText  here.\n');
  });
});

describe('component labels', () => {
  it('match the English defaults the components declare', () => {
    const componentsDir = path.join(siteDir, 'src/components/ReferenceTables');
    const declared = new Map<string, string>();
    for (const file of readdirSync(componentsDir).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(path.join(componentsDir, file), 'utf8');
      for (const match of source.matchAll(/translate\(\{id: '([^']+)', message: '([^']*)'\}\)/g)) {
        declared.set(match[1], match[2]);
      }
    }
    for (const [id, message] of Object.entries(defaultLabels)) {
      if (id.startsWith('theme.')) continue;
      expect(declared.get(id), id).toBe(message);
    }
  });

  it('come from code.json in Ukrainian', () => {
    const labels = loadLabels(siteDir, 'uk', 'en');
    expect(labels('tables.testCards.number')).toBe('Номер картки');
    expect(labels('theme.admonition.note')).toBe('примітка');
  });
});

describe('Markdown copy URLs', () => {
  it('put the copy beside the page folder, or inside a locale root', () => {
    expect(markdownCopyPath('/webhooks/structure/', '/')).toBe('/webhooks/structure.md');
    expect(markdownCopyPath('/uk/webhooks/structure', '/uk/')).toBe('/uk/webhooks/structure.md');
    expect(markdownCopyPath('/uk/', '/uk/')).toBe('/uk/index.md');
    expect(pageUrlPath('/capture', true)).toBe('/capture/');
  });
});

describe('sidebar outline', () => {
  const doc = (id: string, title = id): DocMetadata =>
    ({
      id,
      title,
      description: `${title} page`,
      permalink: `/${id.replace(/\/?index$/, '')}/`,
      frontMatter: {},
    }) as unknown as DocMetadata;
  type Sidebar = LoadedVersion['sidebars'][string];

  it('follows the sidebar and puts off pages under the group of their closest folder or first referrer', () => {
    const docs = [
      doc('start'),
      doc('methods/list'),
      doc('methods/wallets/index'),
      doc('methods/wallets/apple-pay'),
      doc('methods/wallets/pix'),
      doc('methods/banking/brazil'),
      doc('deferred/apple'),
      doc('capture/index'),
      doc('capture/api'),
      doc('orphan'),
    ];
    const sidebar = [
      {type: 'doc', id: 'start'},
      {
        type: 'category',
        label: 'Payment methods',
        link: undefined,
        items: [
          {type: 'doc', id: 'methods/list'},
          {
            type: 'category',
            label: 'Wallets',
            link: {type: 'doc', id: 'methods/wallets/index'},
            items: [{type: 'doc', id: 'methods/wallets/apple-pay'}],
          },
        ],
      },
      {type: 'category', label: 'Deferred', items: [{type: 'doc', id: 'deferred/apple'}]},
    ] as unknown as Sidebar;
    const outline = buildSidebarOutline(
      sidebar,
      docs,
      (from, to) => from.id === 'deferred/apple' && to.id === 'capture/index',
      'More pages',
    );
    expect(outline.map((section) => [section.depth, section.title, section.docs.map((entry) => entry.id)])).toEqual([
      [2, 'start', ['start']],
      [2, 'Payment methods', ['methods/list', 'methods/banking/brazil']],
      [3, 'Wallets', ['methods/wallets/index', 'methods/wallets/apple-pay', 'methods/wallets/pix']],
      [2, 'Deferred', ['deferred/apple', 'capture/index', 'capture/api']],
      [2, 'More pages', ['orphan']],
    ]);
  });
});
