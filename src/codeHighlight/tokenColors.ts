/**
 * Token colors that follow the color mode without re-rendering the tokens.
 *
 * prism-react-renderer writes a theme's colors inline on every token, so switching to dark mode meant tokenizing
 * every code block again, and the pre-rendered HTML could not be kept as it was. Here each color mode's theme is one
 * custom property per token type and style property (`--token-string-color`, see codeColorStylesheet.ts), and tokens
 * only refer to them: through a stylesheet rule per type (`.token.string`) when one of their types is styled, and
 * through an inline `var()` chain when several are. The browser then resolves the same style prism-react-renderer
 * would compute: for each property, the value of the last of the token's types that the theme styles.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme, Token} from 'prism-react-renderer';

type StyleValues = Record<string, string | number | undefined>;

/** Style property (camelCase) → the token types that some theme styles with it. */
export type StyledTokenTypes = Map<string, Set<string>>;

function kebabCase(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The custom property that holds one token type's value of one style property, e.g. `--token-comment-font-style`. */
export function tokenVariable(type: string, property: string): string {
  return `--token-${type}-${kebabCase(property)}`;
}

/** Every style property, and the token types it is set for, in any of the themes. */
export function styledTokenTypes(themes: readonly PrismTheme[]): StyledTokenTypes {
  const styled: StyledTokenTypes = new Map();
  for (const {styles} of themes) {
    for (const {types, style} of styles) {
      for (const property of Object.keys(style)) {
        const typesWithProperty = styled.get(property) ?? new Set();
        types.forEach((type) => typesWithProperty.add(type));
        styled.set(property, typesWithProperty);
      }
    }
  }
  return styled;
}

/** Type → style in one theme for one language, later rules overriding earlier ones (prism-react-renderer's order). */
function themeStylesByType(theme: PrismTheme, language: string): Map<string, StyleValues> {
  const byType = new Map<string, StyleValues>();
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language as never)) {
      continue;
    }
    types.forEach((type) => byType.set(type, {...byType.get(type), ...(style as StyleValues)}));
  }
  return byType;
}

/** The custom properties that give a code block's tokens the theme's colors; the types it leaves unstyled are absent. */
export function tokenVariables(theme: PrismTheme, language: string, styled: StyledTokenTypes): Record<string, string> {
  const byType = themeStylesByType(theme, language);
  const variables: Record<string, string> = {};
  for (const [property, types] of styled) {
    for (const type of types) {
      const value = byType.get(type)?.[property];
      if (value !== undefined) {
        variables[tokenVariable(type, property)] = String(value);
      }
    }
  }
  return variables;
}

/** One rule per styled token type, which covers every token with a single styled type and needs no inline style. */
export function tokenTypeRules(styled: StyledTokenTypes): string {
  const rules = new Map<string, string[]>();
  for (const [property, types] of styled) {
    for (const type of types) {
      rules.set(type, [...(rules.get(type) ?? []), `${kebabCase(property)}:var(${tokenVariable(type, property)})`]);
    }
  }
  return [...rules].map(([type, declarations]) => `.token.${type}{${declarations.join(';')}}`).join('\n');
}

/**
 * A token's inline style, only where the type rules cannot decide: for a property that several of its types style,
 * nested fallbacks put the last styled type outermost, `var(--token-last-color, var(--token-first-color))`.
 */
export function tokenStyle(token: Token, styled: StyledTokenTypes): CSSProperties | undefined {
  const style: Record<string, string> = {};
  for (const [property, types] of styled) {
    const styledTypes = token.types.filter((type) => types.has(type));
    if (styledTypes.length < 2) {
      continue;
    }
    const [first, ...later] = styledTypes;
    style[property] = later.reduce(
      (fallback, type) => `var(${tokenVariable(type, property)}, ${fallback})`,
      `var(${tokenVariable(first, property)})`,
    );
  }
  // prism-react-renderer keeps an empty token one character high the same way.
  if (token.empty) {
    style.display = 'inline-block';
  }
  return Object.keys(style).length > 0 ? style : undefined;
}
