/**
 * Splits code into Prism tokens, line by line, as prism-react-renderer's Highlight does.
 *
 * Prism and its grammars are about 30 KB of gzip script. The pre-rendered HTML already holds every highlighted code
 * block, so browsers load this module only to highlight code that React renders itself (see ./loader.ts).
 */
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The languages the theme config adds to prism-react-renderer's bundled ones (bash and php).
prismIncludeLanguages(Prism);

export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (grammar === undefined) {
    return normalizeTokens([code]);
  }
  // The same hook sequence as prism-react-renderer's useTokenize, so that grammars relying on hooks still work.
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
