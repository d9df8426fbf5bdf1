/**
 * Code block colors: Prism's GitHub (light) and Dracula (dark) themes with every token color that falls below
 * WCAG's 4.5:1 against the block's background darkened (light) or lightened (dark) just enough to pass, hue kept.
 * The axe suite (tests/e2e/accessibility.spec.ts) checks the result in both color modes.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces the color of the token types listed, keeping each rule's other styles (italic comments). */
function withTokenColors(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({types, style}) => {
      const replacement = types.map((type) => colors[type]).find(Boolean);
      // `namespace` is drawn at 70 % opacity, which no color keeps readable: draw it opaque instead.
      const opaque = {...style};
      delete opaque.opacity;
      return {types, style: replacement ? {...opaque, color: replacement} : opaque};
    }),
  };
}

/** On #f6f8fa. Originals: #999988, #e3116c, #36acaa, #00a4db, #d73a49 (2.6–4.3:1). */
export const lightCodeTheme = withTokenColors(themes.github, {
  comment: '#707060',
  string: '#da1067',
  number: '#267a78',
  atrule: '#00769e',
  function: '#d42d3d',
});

/** On #282a36. Originals: rgb(98, 114, 164) comments (3.0:1), rgb(255, 85, 85) deletions (4.5:1, rounded down). */
export const darkCodeTheme = withTokenColors(themes.dracula, {
  comment: '#8692b9',
  deleted: '#ff5a5a',
});
