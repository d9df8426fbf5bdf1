/**
 * Payout test values live once, in src/data/sandbox-payout-values.ts. This test fails when a rail guide lacks its
 * sandbox section or does not render its rail's table there, when the test-card page loses the summary, and when an
 * example value would not reach the sandbox rule: a value that breaks the rail's schema in openapi.yaml or its check
 * digits is refused with 422 in the sandbox too, and a value must end in the digits of the outcome its row promises.
 */
import {describe, expect, it} from 'vitest';
import {
  sandboxPayoutRails,
  type EnabledPayoutRail,
  type PayoutTestRow,
  type PayoutTestValue,
} from '../../src/data/sandbox-payout-values';
import {testCards} from '../../src/data/test-cards';
import {hasValidCnpjCheckDigits, hasValidCpfCheckDigits, passesIbanCheck, passesLuhn} from './lib/account-checks';
import {formatAjvErrors, loadOpenApi, schemaValidator} from './lib/openapi';
import {loadPages, where, type Page} from './lib/pages';

const pages = loadPages();
const pageAt = (route: string, locale: Page['locale']): Page | undefined =>
  pages.find((page) => page.locale === locale && page.route === route.replace(/^\//, ''));

/** The lines of the section a heading id opens: up to the next heading of the same or a higher level. */
function section(page: Page, id: string): {from: number; to: number; next: string | undefined} | undefined {
  const index = page.headings.findIndex((heading) => heading.id === id);
  if (index < 0) return undefined;
  const heading = page.headings[index];
  const next = page.headings.slice(index + 1).find((other) => other.depth <= heading.depth);
  return {from: heading.line, to: next?.line ?? Number.POSITIVE_INFINITY, next: next?.id};
}

const within = (line: number, lines: {from: number; to: number}) => line > lines.from && line < lines.to;

describe('payout rail guides', () => {
  it('every guide of a rail has its sandbox section, before "Next steps" when it is a chapter of its own', () => {
    const problems = sandboxPayoutRails.flatMap((entry) =>
      entry.routes.flatMap((route) =>
        (['en', 'uk'] as const).flatMap((locale) => {
          const page = pageAt(route, locale);
          if (!page) return [`${locale} ${route}: no such page`];
          const lines = section(page, entry.anchor);
          if (!lines) return [`${where(page)}: no section {#${entry.anchor}}`];
          const heading = page.headings.find((candidate) => candidate.id === entry.anchor)!;
          return heading.depth === 2 && lines.next !== 'next-steps'
            ? [`${where(page, lines.from)}: {#${entry.anchor}} is followed by {#${lines.next}}, not {#next-steps}`]
            : [];
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the section renders its rail’s table and links to the test-card page; a disabled rail says 403 instead', () => {
    const problems = sandboxPayoutRails.flatMap((entry) =>
      entry.routes.flatMap((route) =>
        (['en', 'uk'] as const).flatMap((locale) => {
          const page = pageAt(route, locale);
          const lines = page && section(page, entry.anchor);
          if (!page || !lines) return []; // reported by the test above
          const tables = page.jsxElements.filter(
            (element) => element.name === 'SandboxPayoutValues' && within(element.line, lines),
          );
          const text = page.source
            .split('\n')
            .slice(lines.from, Number.isFinite(lines.to) ? lines.to - 1 : undefined)
            .join('\n');
          if (entry.kind === 'disabled') {
            return [
              ...(tables.length > 0 ? [`${where(page, lines.from)}: a disabled rail has no table`] : []),
              ...(/403/.test(text) && text.includes('`permission_denied`')
                ? []
                : [`${where(page, lines.from)}: says neither 403 nor \`permission_denied\``]),
            ];
          }
          return [
            ...(tables.length === 1 && tables[0].attributes.rail === entry.rail
              ? []
              : [`${where(page, lines.from)}: expected one <SandboxPayoutValues rail="${entry.rail}" />`]),
            ...(page.links.some((link) => link.url === '/testing/cards/#test-payouts' && within(link.line, lines))
              ? []
              : [`${where(page, lines.from)}: no link to /testing/cards/#test-payouts`]),
          ];
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the test-card page shows every rail in one summary under "Test payouts"', () => {
    const missing = (['en', 'uk'] as const).flatMap((locale) => {
      const page = pageAt('/testing/cards/', locale)!;
      const lines = section(page, 'test-payouts');
      const shows = page.jsxElements.some(
        (element) =>
          element.name === 'SandboxPayoutValues' &&
          element.attributes.rail === undefined &&
          within(element.line, lines!),
      );
      return shows ? [] : [`${where(page)}: no <SandboxPayoutValues /> in {#test-payouts}`];
    });
    expect(missing).toEqual([]);
  });
});

describe('the check-digit rules of the test', () => {
  it('tell valid numbers from invalid ones', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesIbanCheck('GB82WEST12345698765432')).toBe(true);
    expect(passesIbanCheck('UA213223130000026007233566001')).toBe(true);
    expect(passesIbanCheck('UA223223130000026007233566001')).toBe(false);
    expect(hasValidCpfCheckDigits('11144477735')).toBe(true);
    expect(hasValidCpfCheckDigits('12345678900')).toBe(false);
    expect(hasValidCnpjCheckDigits('11222333000181')).toBe(true);
    expect(hasValidCnpjCheckDigits('12ABC34501DE35')).toBe(true);
    expect(hasValidCnpjCheckDigits('12ABC34501DE36')).toBe(false);
  });
});

type Beneficiary = Record<string, unknown>;

/** The beneficiary of the request the rail's own guide shows, so examples are checked in a real request. */
function guideBeneficiary(entry: EnabledPayoutRail): Beneficiary | undefined {
  const page = pageAt(entry.routes[0], 'en');
  for (const block of page?.codeBlocks ?? []) {
    if (block.lang !== 'json' || !/(^|\s)schema=PayoutCreateRequest(\s|$)/.test(block.meta)) continue;
    const beneficiary = (JSON.parse(block.value) as {beneficiary: Beneficiary}).beneficiary;
    if (beneficiary.rail === entry.rail) return beneficiary;
  }
  return undefined;
}

/** The guide's beneficiary with the example in the rail's deciding field. */
function withExample(entry: EnabledPayoutRail, beneficiary: Beneficiary, example: PayoutTestValue): Beneficiary {
  const result = structuredClone(beneficiary);
  // a card is named by exactly one of `token` and `card`
  if (entry.rail === 'card') delete result.token;
  const path = entry.field.replace(/^beneficiary\./, '').split('.');
  let target = result;
  for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Beneficiary;
  target[path.at(-1)!] = example.value;
  if (example.pixKeyType) result.pix_key_type = example.pixKeyType;
  return result;
}

/** Check digits the schema's patterns cannot see, per rail. */
function checkDigitProblems(entry: EnabledPayoutRail, beneficiary: Beneficiary, example: PayoutTestValue): string[] {
  const problems: string[] = [];
  const taxId = (value: unknown) =>
    typeof value !== 'string' || (value.length === 11 ? hasValidCpfCheckDigits(value) : hasValidCnpjCheckDigits(value));
  if (entry.rail === 'card' && !passesLuhn(example.value)) problems.push('fails the Luhn check');
  if (entry.rail === 'ua_bank' && !passesIbanCheck(example.value)) problems.push('fails the IBAN mod-97 check');
  if (example.pixKeyType === 'cpf' && !hasValidCpfCheckDigits(example.value)) problems.push('wrong CPF check digits');
  if (example.pixKeyType === 'cnpj' && !hasValidCnpjCheckDigits(example.value))
    problems.push('wrong CNPJ check digits');
  // a Brazilian `tax_id` is a CPF or a CNPJ, told apart by length
  if (entry.rail.startsWith('br_') && !taxId(beneficiary.tax_id))
    problems.push(`the guide's tax_id ${String(beneficiary.tax_id)} has wrong check digits`);
  return problems;
}

/** The four digits the sandbox reads, or undefined where no digits decide (cards, `email` and `evp` keys). */
function decidingDigits(entry: EnabledPayoutRail, example: PayoutTestValue): string | undefined {
  if (entry.rail === 'card') return undefined;
  if (entry.rail === 'br_pix' && !['cpf', 'cnpj', 'phone'].includes(example.pixKeyType ?? '')) return undefined;
  // a Brazilian account ends in its check digit, after an optional dash
  const digits = entry.rail === 'br_bank' ? example.value.replace(/-?[0-9Xx]$/, '') : example.value;
  return digits.slice(-4);
}

function ruleProblems(entry: EnabledPayoutRail, row: PayoutTestRow, example: PayoutTestValue): string[] {
  const digits = decidingDigits(entry, example);
  if (entry.rail === 'card') {
    const card = testCards.find((candidate) => candidate.number === example.value);
    if (!card) return ['is not a test card'];
    return row.status === 'succeeded' && card.outcome !== 'success' ? [`is a ${card.outcome} card`] : [];
  }
  if (row.statusCode === 1000) {
    return digits && ['1601', '1602', '1605'].includes(digits) ? [`ends in ${digits} but should succeed`] : [];
  }
  return digits === String(row.statusCode) ? [] : [`ends in ${digits ?? 'no deciding digits'}, not ${row.statusCode}`];
}

/** The rail's own beneficiary schema, as the spec's discriminator maps it, so an error names the rail's rule. */
function railValidator(rail: string) {
  const beneficiary = loadOpenApi().components.schemas.Beneficiary as {
    discriminator: {mapping: Record<string, string>};
  };
  return schemaValidator(beneficiary.discriminator.mapping[rail].replace('#/components/schemas/', ''))!;
}

describe('payout test values', () => {
  const enabled = sandboxPayoutRails.filter((entry): entry is EnabledPayoutRail => entry.kind === 'enabled');

  it('every example is well-formed for its rail: the schema of openapi.yaml and the check digits', () => {
    const problems = enabled.flatMap((entry) => {
      const beneficiary = guideBeneficiary(entry);
      if (!beneficiary) return [`${entry.rail}: no request example on ${entry.routes[0]}`];
      const validate = railValidator(entry.rail);
      return entry.rows.flatMap((row) =>
        row.examples.flatMap((example) => {
          const request = withExample(entry, beneficiary, example);
          return [
            ...(validate(request) ? [] : [`schema:\n${formatAjvErrors(validate.errors)}`]),
            ...checkDigitProblems(entry, request, example),
          ].map((problem) => `${entry.rail} ${example.value}: ${problem}`);
        }),
      );
    });
    expect(problems).toEqual([]);
  });

  it('every example gives the outcome of its row', () => {
    const problems = enabled.flatMap((entry) =>
      entry.rows.flatMap((row) =>
        row.examples.flatMap((example) =>
          ruleProblems(entry, row, example).map((problem) => `${entry.rail} ${example.value}: ${problem}`),
        ),
      ),
    );
    expect(problems).toEqual([]);
  });
});
