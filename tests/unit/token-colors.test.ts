import type {CSSProperties} from 'react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Highlight, type PrismTheme, type Token} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/codeThemes';
import {styledTokenTypes, tokenStyle, tokenTypeRules, tokenVariables} from '../../src/codeHighlight/tokenColors';

/** Code that yields nested token types (punctuation in tags, interpolation in strings), comments and empty lines. */
const samples: Record<string, string> = {
  json: '{\n  "amount": 125000,\n  "capture": true,\n  "metadata": null\n}',
  javascript:
    '// sign the body\nconst sig = `${ts}.${body}`;\nexport async function send(x) {\n\n  return await fetch(url, {method: "POST"});\n}',
  markup: '<form action="/pay" method="post"><!-- hidden --><input name="amount" value="100"></form>',
  python:
    '@app.post("/webhooks")\ndef handle(request):\n    """Verify."""\n    return hmac.compare_digest(a, b)  # constant time',
  css: '@media (max-width: 600px) {\n  .pay > a:hover { color: #fff !important; }\n}',
};

/** Every token of the sample with the style prism-react-renderer gives it under the theme. */
function tokensWithStyles(code: string, language: string, theme: PrismTheme) {
  const result: {token: Token; style: CSSProperties | undefined}[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      children: ({tokens, getTokenProps}) => {
        tokens.flat().forEach((token) => result.push({token, style: getTokenProps({token}).style}));
        return createElement('pre');
      },
    }),
  );
  return result;
}

/** What the browser computes for `var(--a, var(--b))`: the first defined variable, or nothing (inherit). */
function resolve(value: string | undefined, variables: Record<string, string>): string | undefined {
  const match = value?.match(/^var\((--[\w-]+)(?:, (.*))?\)$/);
  if (!match) {
    return value;
  }
  return variables[match[1]] ?? resolve(match[2], variables);
}

/** The type rules as type → property (camelCase) → value. */
function parseRules(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  for (const [, type, body] of css.matchAll(/^\.token\.([\w-]+)\{([^}]*)\}$/gm)) {
    const declarations = body.split(';').map((declaration) => declaration.split(/:(.*)/s));
    rules.set(
      type,
      new Map(declarations.map(([name, value]) => [name.replace(/-(\w)/g, (_, c) => c.toUpperCase()), value])),
    );
  }
  return rules;
}

/** A token's value of a property: its inline style, else the one type rule that sets it (several would conflict). */
function cascade(
  token: Token,
  property: string,
  inline: Record<string, string>,
  rules: Map<string, Map<string, string>>,
) {
  if (inline[property] !== undefined) {
    return inline[property];
  }
  const fromRules = token.types.flatMap((type) => rules.get(type)?.get(property) ?? []);
  expect(fromRules.length, `${token.types.join(' ')}: type rules that set ${property}`).toBeLessThan(2);
  return fromRules[0];
}

describe('token colors through custom properties', () => {
  const styled = styledTokenTypes([lightCodeTheme, darkCodeTheme]);
  const rules = parseRules(tokenTypeRules(styled));

  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    for (const [language, code] of Object.entries(samples)) {
      it(`resolves to prism-react-renderer's styles (${mode}, ${language})`, () => {
        const variables = tokenVariables(theme, language, styled);
        const tokens = tokensWithStyles(code, language, theme);
        expect(tokens.some(({token}) => token.types.some((type) => rules.has(type)))).toBe(true);
        for (const {token, style: expected} of tokens) {
          const style = (tokenStyle(token, styled) ?? {}) as Record<string, string>;
          for (const property of new Set([...styled.keys(), 'display'])) {
            const expectedValue = (expected as Record<string, unknown> | undefined)?.[property];
            expect(
              resolve(cascade(token, property, style, rules), variables),
              `${token.types.join(' ')} ${property}`,
            ).toBe(expectedValue === undefined ? undefined : String(expectedValue));
          }
        }
      });
    }
  }

  it('meets tokens of nested types and empty lines in the samples', () => {
    const tokens = Object.entries(samples).flatMap(([language, code]) =>
      tokensWithStyles(code, language, lightCodeTheme),
    );
    expect(tokens.some(({token}) => token.types.filter((type) => styled.get('color')?.has(type)).length > 1)).toBe(
      true,
    );
    expect(tokens.some(({token}) => token.empty)).toBe(true);
  });

  it('names a variable only for the types a theme styles', () => {
    expect(tokenStyle({types: ['plain'], content: 'x'}, styled)).toBeUndefined();
    expect(tokenStyle({types: ['string'], content: '"x"'}, styled)).toBeUndefined();
    expect(rules.get('string')).toEqual(new Map([['color', 'var(--token-string-color)']]));
    expect(tokenStyle({types: ['tag', 'punctuation'], content: '<'}, styled)).toEqual({
      color: 'var(--token-punctuation-color, var(--token-tag-color))',
    });
  });
});
