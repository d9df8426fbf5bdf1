/**
 * The stylesheet that colors code blocks in both color modes: each mode's theme as custom properties on every code
 * block's container, then the token type rules that read them (tokenColors.ts).
 *
 * With the colors here rather than inline, a code block's markup no longer depends on the color mode. The pre-rendered
 * HTML then hydrates as it is whichever mode the reader has chosen, where the theme had to build every code block again
 * after hydration, and a mode switch restyles every block without rendering anything.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {styledTokenTypes, tokenTypeRules, tokenVariable, tokenVariables, type StyledTokenTypes} from './tokenColors';

export type CodeThemes = {light: PrismTheme; dark?: PrismTheme};

/** A custom property set to this is unset: `var()` falls back, as when a theme does not style a type at all. */
const unset = 'initial';

/** The block's own colors, under the names the theme's stylesheets read for the block and its buttons. */
function plainVariables({plain}: PrismTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  if (plain.color) variables['--prism-color'] = plain.color;
  if (plain.backgroundColor) variables['--prism-background-color'] = plain.backgroundColor;
  return variables;
}

/**
 * Every variable a code block of that language uses, as the theme sets it or unset. Unset ones are spelled out so that
 * a mode's rule overrides all of the other mode's values instead of letting some through.
 */
export function modeVariables(theme: PrismTheme, language: string, styled: StyledTokenTypes): Record<string, string> {
  const values = tokenVariables(theme, language, styled);
  const variables = plainVariables(theme);
  for (const [property, types] of styled) {
    for (const type of types) {
      const name = tokenVariable(type, property);
      variables[name] = values[name] ?? unset;
    }
  }
  return variables;
}

/** Languages that some theme styles apart from the others. */
function languagesStyledApart(themes: readonly PrismTheme[]): string[] {
  return [...new Set(themes.flatMap(({styles}) => styles.flatMap(({languages}) => languages ?? [])))];
}

function rule(selector: string, variables: Record<string, string>): string[] {
  const declarations = Object.entries(variables).map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? [`${selector}{${declarations.join(';')}}`] : [];
}

function changedVariables(variables: Record<string, string>, base: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(variables).filter(([name, value]) => base[name] !== value));
}

/**
 * Light mode is the default, dark mode overrides it under `[data-theme='dark']`. A rule for a language styled apart
 * follows each mode's rule and changes only what differs.
 */
export function codeColorStylesheet({light, dark}: CodeThemes): string {
  const themes = dark ? [light, dark] : [light];
  const styled = styledTokenTypes(themes);
  const modes: [scope: string, theme: PrismTheme][] = [
    ['', light],
    ...(dark ? [["[data-theme='dark'] ", dark] as [string, PrismTheme]] : []),
  ];
  const variableRules = modes.flatMap(([scope, theme]) => {
    const base = modeVariables(theme, '', styled);
    return [
      ...rule(`${scope}.theme-code-block`, base),
      ...languagesStyledApart(themes).flatMap((language) =>
        rule(
          `${scope}.theme-code-block.language-${language}`,
          changedVariables(modeVariables(theme, language, styled), base),
        ),
      ),
    ];
  });
  return [...variableRules, '.prism-code{color:var(--prism-color)}', tokenTypeRules(styled)].join('\n');
}
