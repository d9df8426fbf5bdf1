/**
 * Sandbox test values cannot disagree between pages: every page renders them from src/data/sandbox-test-values.ts with
 * <SandboxTestValues>. This test fails when a page's text (outside code blocks and the component) states a test value
 * that the data file does not hold, gives a held value another outcome than the data file, or states its own "any
 * other value" rule.
 */
import {describe, expect, it} from 'vitest';
import {sandboxTestValues, type SandboxOutcome} from '../../src/data/sandbox-test-values';
import {loadPages, where, type Page} from './lib/pages';

const heldValues = new Map(
  sandboxTestValues.flatMap((entry) => entry.values.map((testValue) => [testValue.value, testValue] as const)),
);

function commonPrefix(values: string[]): string {
  return values.reduce((prefix, value) => {
    let length = 0;
    while (length < prefix.length && prefix[length] === value[length]) length += 1;
    return prefix.slice(0, length);
  });
}

/**
 * What a test value of each kind looks like in text: a sandbox UPI ID, a phone number of one of the families the data
 * uses (the values' common prefix, same length), and on the pages of the Brazilian pay-in methods and the test-card
 * page a CPF or CNPJ.
 */
const phoneFamilies = sandboxTestValues
  .filter((entry) => entry.valueKind.en.includes('number'))
  .map((entry) => {
    const values = entry.values.map((testValue) => testValue.value);
    return {prefix: commonPrefix(values), length: values[0].length};
  });
/** Routes as the page list names them: without the leading slash. */
const pageRoute = (route: string): string => route.replace(/^\//, '');
const brazilTaxIdPages = new Set([
  ...sandboxTestValues.filter((entry) => entry.field.endsWith('tax_id')).map((entry) => pageRoute(entry.route)),
  'testing/cards/',
]);

function candidateValues(sentence: string, page: Page): string[] {
  const found = [...sentence.matchAll(/(?<![\w.+-])[a-z]+@kalyna(?![\w.])/g)].map((match) => match[0]);
  for (const match of sentence.matchAll(/(?<![\w+])\+?\d{10,14}(?!\w)/g)) {
    const value = match[0];
    if (phoneFamilies.some(({prefix, length}) => value.startsWith(prefix) && value.length === length))
      found.push(value);
  }
  if (brazilTaxIdPages.has(page.route)) {
    for (const match of sentence.matchAll(/(?<![\w+])(?:\d{11}|[0-9A-Z]{12}\d{2})(?!\w)/g)) found.push(match[0]);
  }
  return [...new Set(found)];
}

/** Words that state an outcome, per locale. */
const outcomeWords: Record<'en' | 'uk', Record<SandboxOutcome, RegExp>> = {
  en: {
    captured: /(?<!never )\b(paid|succeeds?|captured|confirmed|approves?)\b/i,
    declined: /\b(declined|rejects?|rejected|refuses the request)\b/i,
    expired: /\b(never paid|expires?|expired|times? out)\b/i,
    refused: /\b(refused|invalid|1107)\b/i,
  },
  uk: {
    captured: /(?<!не )(оплачен|оплачуєт|успішн|captured|підтвердж)/i,
    declined: /відхил|відмов|declined/i,
    expired: /не оплачу|спливає|минає|expired|закінчуєт/i,
    refused: /1107|некорект|неправильн/i,
  },
};

const anyOtherRule = {
  en: /\bany other (valid |well-formed )?(VPA|UPI ID|phone|number|CPF|CNPJ|Safaricom|Kazakh)/i,
  uk: /будь-(який|яке|яка) інш(ий|е|а) (коректн\S* (?!номер рахунку)|номер(?! рахунку)|UPI|VPA|CPF|CNPJ|казахстанськ)/i,
};

interface Sentence {
  text: string;
  line: number;
}

/** The page's sentences outside fenced code blocks: table rows one by one, paragraphs split at sentence ends. */
function sentencesOf(page: Page): Sentence[] {
  const sentences: Sentence[] = [];
  let inFence = false;
  let paragraph: Sentence | undefined;
  const flush = () => {
    if (paragraph) {
      for (const text of paragraph.text.split(/(?<=[.!?])\s+(?=[\p{Lu}`*[])/u))
        sentences.push({text, line: paragraph.line});
    }
    paragraph = undefined;
  };
  page.source.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      flush();
      return;
    }
    if (inFence) return;
    if (line.trim() === '' || line.startsWith('#')) return flush();
    if (line.trimStart().startsWith('|')) {
      flush();
      sentences.push({text: line, line: index + 1});
      return;
    }
    if (paragraph) paragraph.text += ` ${line.trim()}`;
    else paragraph = {text: line.trim(), line: index + 1};
  });
  flush();
  return sentences;
}

const pages = loadPages();

describe('sandbox test values', () => {
  it('pages state only test values the data file holds', () => {
    const unknown = pages.flatMap((page) =>
      sentencesOf(page).flatMap((sentence) =>
        candidateValues(sentence.text, page)
          .filter((value) => !heldValues.has(value))
          .map((value) => `${where(page, sentence.line)}: ${value}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('a sentence about one test value gives it the outcome of the data file', () => {
    const contradictions = pages.flatMap((page) =>
      sentencesOf(page).flatMap((sentence) => {
        const values = candidateValues(sentence.text, page).filter((value) => heldValues.has(value));
        if (values.length !== 1) return [];
        const held = heldValues.get(values[0])!;
        const words = outcomeWords[page.locale];
        const stated = (Object.keys(words) as SandboxOutcome[]).filter((outcome) => words[outcome].test(sentence.text));
        return stated.length > 0 && !stated.includes(held.outcome)
          ? [`${where(page, sentence.line)}: ${values[0]} is ${held.outcome}, the page says ${stated.join('/')}`]
          : [];
      }),
    );
    expect(contradictions).toEqual([]);
  });

  it('the "any other value" rule is stated only by the data file', () => {
    const ownRules = pages.flatMap((page) =>
      sentencesOf(page)
        .filter((sentence) => anyOtherRule[page.locale].test(sentence.text))
        .map((sentence) => `${where(page, sentence.line)}: ${sentence.text.slice(0, 100)}`),
    );
    expect(ownRules).toEqual([]);
  });

  it('every method of the data file shows its table on its own page and on the test-card page', () => {
    const missing = sandboxTestValues.flatMap((entry) =>
      (['en', 'uk'] as const).flatMap((locale) => {
        const shows = (route: string, method?: string) =>
          pages.some(
            (page) =>
              page.locale === locale &&
              page.route === pageRoute(route) &&
              page.jsxElements.some(
                (element) => element.name === 'SandboxTestValues' && element.attributes.method === method,
              ),
          );
        return [
          ...(shows(entry.route, entry.method)
            ? []
            : [`${locale} ${entry.route}: <SandboxTestValues method="${entry.method}" />`]),
          ...(shows('/testing/cards/') ? [] : [`${locale} /testing/cards/: <SandboxTestValues />`]),
        ];
      }),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});
