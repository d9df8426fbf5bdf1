import type {CSSProperties} from 'react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Highlight, themes, type PrismTheme, type Token} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/codeThemes';
import {codeColorStylesheet, modeVariables} from '../../src/codeHighlight/codeColorStylesheet';
import {styledTokenTypes, tokenStyle, tokenTypeRules} from '../../src/codeHighlight/tokenColors';

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

/**
 * What the browser computes for `var(--a, var(--b))`: the first variable that is set, or nothing (inherit). `initial`
 * leaves a custom property unset.
 */
function resolve(value: string | undefined, variables: Record<string, string>): string | undefined {
  const match = value?.match(/^var\((--[\w-]+)(?:, (.*))?\)$/);
  if (!match) {
    return value;
  }
  const variable = variables[match[1]];
  return variable === undefined || variable === 'initial' ? resolve(match[2], variables) : variable;
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
        const variables = modeVariables(theme, language, styled);
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

/** The stylesheet's rules as selector → declarations, in order. */
function parseVariableRules(css: string): [string, Record<string, string>][] {
  return [...css.matchAll(/^([^{\n]*\.theme-code-block[^{]*)\{([^}]*)\}$/gm)].map(([, selector, body]) => [
    selector,
    Object.fromEntries(body.split(';').map((declaration) => declaration.split(/:(.*)/s).slice(0, 2))),
  ]);
}

describe('code color stylesheet', () => {
  const styled = styledTokenTypes([lightCodeTheme, darkCodeTheme]);

  it('sets every variable in each mode, light by default and dark under its attribute', () => {
    const rules = parseVariableRules(codeColorStylesheet({light: lightCodeTheme, dark: darkCodeTheme}));
    expect(rules.map(([selector]) => selector)).toEqual(['.theme-code-block', "[data-theme='dark'] .theme-code-block"]);
    const [[, light], [, dark]] = rules;
    expect(light).toEqual(modeVariables(lightCodeTheme, '', styled));
    expect(dark).toEqual(modeVariables(darkCodeTheme, '', styled));
    // The dark rule overrides every light value: a type only the light theme styles is unset in dark mode.
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
    expect(Object.values(dark)).toContain('initial');
    expect(light['--prism-background-color']).toBe(lightCodeTheme.plain.backgroundColor);
    expect(dark['--prism-color']).toBe(darkCodeTheme.plain.color);
  });

  it('follows a mode with a rule for a language its theme styles apart, holding only what differs', () => {
    // vsDark styles some token types of `markup` differently from every other language.
    const css = codeColorStylesheet({light: lightCodeTheme, dark: themes.vsDark});
    const rules = parseVariableRules(css);
    // The light theme styles markup like any language: no rule for it.
    expect(rules.map(([selector]) => selector)).toEqual([
      '.theme-code-block',
      "[data-theme='dark'] .theme-code-block",
      "[data-theme='dark'] .theme-code-block.language-markup",
    ]);
    const vsStyled = styledTokenTypes([lightCodeTheme, themes.vsDark]);
    const [, [, dark], [, darkMarkup]] = rules;
    expect(Object.keys(darkMarkup).length).toBeGreaterThan(0);
    expect({...dark, ...darkMarkup}).toEqual(modeVariables(themes.vsDark, 'markup', vsStyled));
    for (const [name, value] of Object.entries(darkMarkup)) expect(dark[name]).not.toBe(value);
  });
});
