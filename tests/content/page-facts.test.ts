/**
 * Facts the pages state that have one source elsewhere: every response code a page mentions is in
 * src/data/response-codes.ts, and every status transition a page writes as `` `from` → `to` `` is allowed by
 * src/data/payment-states.ts or src/data/dispute-states.ts (the two machines share no status name).
 */
import {describe, expect, it} from 'vitest';
import {isAllowedDisputeTransition} from '../../src/data/dispute-states';
import {isAllowedTransition} from '../../src/data/payment-states';
import {responseCodes} from '../../src/data/response-codes';
import {loadPages, where} from './lib/pages';

interface Mention {
  code: number;
  at: string;
}

const knownCodes = new Set(responseCodes.map((entry) => entry.code));
const knownStages = new Set(responseCodes.map((entry) => entry.stage));

describe('facts on the pages', () => {
  const pages = loadPages();

  it('every response code a page mentions exists', () => {
    const mentions: Mention[] = pages.flatMap((page) => [
      ...page.links.flatMap((link) =>
        [...link.url.matchAll(/#code-(\d+)/g)].map((m) => ({code: Number(m[1]), at: where(page, link.line)})),
      ),
      ...page.codeBlocks.flatMap((block) =>
        [...block.value.matchAll(/["']?status_code["']?\s*(?::|=>|===?)\s*(\d+)/g)].map((m) => ({
          code: Number(m[1]),
          at: where(page, block.line),
        })),
      ),
      ...page.jsxElements
        .filter((element) => element.name === 'ResponseCodeLink')
        .map((element) => ({code: Number(element.attributes.code), at: where(page, element.line)})),
    ]);
    console.log(`checked ${mentions.length} response code mentions`);
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.filter((m) => !knownCodes.has(m.code)).map((m) => `${m.at}: ${m.code}`)).toEqual([]);
  });

  it('every <ResponseCodes stage> names a stage that has codes', () => {
    const wrong = pages.flatMap((page) =>
      page.jsxElements
        .filter((element) => element.name === 'ResponseCodes' && element.attributes.stage !== undefined)
        .filter((element) => !knownStages.has(element.attributes.stage as never))
        .map((element) => `${where(page, element.line)}: stage="${String(element.attributes.stage)}"`),
    );
    expect(wrong).toEqual([]);
  });

  it('every `from` → `to` transition a page writes is allowed by the payment or the dispute state machine', () => {
    const pairs = pages.flatMap((page) => page.arrowPairs.map((pair) => ({...pair, page})));
    console.log(`checked ${pairs.length} status transitions`);
    expect(pairs.length).toBeGreaterThan(0);
    const forbidden = pairs
      .filter(({from, to}) => !isAllowedTransition(from, to) && !isAllowedDisputeTransition(from, to))
      .map(({from, to, page, line}) => `${where(page, line)}: \`${from}\` → \`${to}\``);
    expect(forbidden).toEqual([]);
  });
});
