/**
 * Every JSON example in the docs names the schema it shows (`schema=Name` in the code-block meta, or `schema=none`
 * for payloads that are not Kalyna's, such as an Apple Pay request), and validates against that schema of
 * static/openapi.yaml. The readers' most common complaint about payment docs is an example the API rejects.
 */
import {describe, expect, it} from 'vitest';
import {objectExamples} from '../../plugins/api-reference/objectExamples';
import {loadSpec} from '../../plugins/api-reference/spec';
import {formatAjvErrors, schemaValidator} from './lib/openapi';
import {loadPages, where} from './lib/pages';

/** The payments in a JSON value: the value itself, an item of a list, the object of a webhook event. */
function paymentsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(paymentsIn);
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  return [...(object.object === 'payment' ? [object] : []), ...Object.values(object).flatMap(paymentsIn)];
}

const schemaOf = (meta: string): string | undefined => /(?:^|\s)schema=(\S+)/.exec(meta)?.[1];

/** A block's JSON, or why it is not JSON; parsed once for all the tests below. */
function parseJson(text: string): {data: unknown} | {error: string} {
  try {
    return {data: JSON.parse(text) as unknown};
  } catch (error) {
    return {error: (error as Error).message};
  }
}

describe('JSON examples', () => {
  const jsonBlocks = loadPages().flatMap((page) =>
    page.codeBlocks
      .filter((block) => block.lang === 'json')
      .map((block) => ({page, block, schema: schemaOf(block.meta), parsed: parseJson(block.value)})),
  );

  it('every JSON block names its schema', () => {
    const untagged = jsonBlocks
      .filter(({schema}) => !schema)
      .map(({page, block}) => `${where(page, block.line)}: block ${block.index} has no schema= in its meta`);
    expect(untagged).toEqual([]);
  });

  it('every named JSON block validates against its openapi.yaml schema', () => {
    let validated = 0;
    const invalid = jsonBlocks
      .filter(({schema}) => schema && schema !== 'none')
      .flatMap(({page, block, schema, parsed}) => {
        const label = `${where(page, block.line)} (${page.locale}, block ${block.index}, ${schema})`;
        const validate = schemaValidator(schema!);
        if (!validate) return [`${label}: openapi.yaml has no schema ${schema}`];
        if ('error' in parsed) return [`${label}: not valid JSON: ${parsed.error}`];
        validated += 1;
        return validate(parsed.data) ? [] : [`${label}:\n${formatAjvErrors(validate.errors)}`];
      });
    console.log(`validated ${validated} JSON blocks against openapi.yaml`);
    expect(invalid).toEqual([]);
    expect(validated).toBeGreaterThan(0);
  });

  it('blocks marked schema=none still parse as JSON', () => {
    const broken = jsonBlocks
      .filter(({schema}) => schema === 'none')
      .flatMap(({page, block, parsed}) => ('error' in parsed ? [`${where(page, block.line)}: ${parsed.error}`] : []));
    expect(broken).toEqual([]);
  });

  // docs/api-usage/peculiarities.mdx promises that "a field that has no value is returned as `null` rather than left
  // out", so a payment in an example (the response itself, an item of a list, the object of a webhook event) shows
  // every field of the Payment schema. The one exception is `refunds`, which only `expand[]=refunds` adds.
  it("every payment object in a guide's examples carries every field of the Payment schema", () => {
    const fields = Object.keys(loadSpec('en').components.schemas.Payment.properties ?? {}).filter(
      (field) => field !== 'refunds',
    );
    // A block that is not JSON is reported by the tests above.
    const incomplete = jsonBlocks.flatMap(({page, block, parsed}) => {
      if ('error' in parsed) return [];
      return paymentsIn(parsed.data).flatMap((payment) => {
        const missing = fields.filter((field) => !(field in payment));
        return missing.length ? [`${where(page, block.line)} (${page.locale}): ${missing.join(', ')}`] : [];
      });
    });
    expect(fields).toContain('next_action');
    expect(incomplete).toEqual([]);
  });

  // A reader who follows one payment id from page to page (created, looked up, listed, refunded) must find the same
  // payment: what a payment is given when it is created never changes afterwards.
  it('a payment id shown on several pages keeps the facts fixed at its creation', () => {
    const fixedFields = ['amount', 'currency', 'order_id', 'metadata', 'customer', 'created_at'];
    const firstSeen = new Map<string, {facts: string; where: string}>();
    const conflicts = jsonBlocks.flatMap(({page, block, parsed}) => {
      if ('error' in parsed) return [];
      return paymentsIn(parsed.data).flatMap((payment) => {
        const facts = JSON.stringify(fixedFields.map((field) => payment[field]));
        const here = where(page, block.line);
        const key = `${page.locale} ${payment.id as string}`;
        const seen = firstSeen.get(key);
        if (seen === undefined) firstSeen.set(key, {facts, where: here});
        return seen === undefined || seen.facts === facts
          ? []
          : [`${payment.id as string}: ${here} ${facts} differs from ${seen.where} ${seen.facts}`];
      });
    });
    expect(firstSeen.size).toBeGreaterThan(10);
    expect(conflicts).toEqual([]);
  });

  it("every object page's example validates against that object's schema", () => {
    const examples = [...objectExamples(loadSpec('en'))];
    const invalid = examples.flatMap(([name, example]) => {
      const validate = schemaValidator(name)!;
      return validate(example) ? [] : [`${name}:\n${formatAjvErrors(validate.errors)}`];
    });
    expect(invalid).toEqual([]);
    expect(examples.length).toBeGreaterThan(80);
  });
});
