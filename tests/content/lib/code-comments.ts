/**
 * Code without its comments, so that a sample whose comments were translated can be compared with the original.
 * A small scanner rather than a regex: `#` and `//` inside strings (URLs, JSON bodies, `${#array[@]}`) are code.
 */
type Language = 'bash' | 'js' | 'php' | 'python';

interface CommentSyntax {
  line: string[];
  block: boolean;
  quotes: string[];
  /** Whether a line comment needs whitespace or the line start before it (shell: `a#b` is a word). */
  lineNeedsSpace: boolean;
}

const syntaxes: Record<Language, CommentSyntax> = {
  bash: {line: ['#'], block: false, quotes: ["'", '"'], lineNeedsSpace: true},
  js: {line: ['//'], block: true, quotes: ["'", '"', '`'], lineNeedsSpace: false},
  php: {line: ['//', '#'], block: true, quotes: ["'", '"'], lineNeedsSpace: false},
  python: {line: ['#'], block: false, quotes: ['"""', "'''", "'", '"'], lineNeedsSpace: false},
};

export function stripComments(code: string, language: Language): string {
  const syntax = syntaxes[language];
  let out = '';
  let i = 0;
  while (i < code.length) {
    const quote = syntax.quotes.find((q) => code.startsWith(q, i));
    if (quote) {
      let end = i + quote.length;
      while (end < code.length && !code.startsWith(quote, end)) {
        // single-quoted shell strings have no escapes; everything else does
        end += code[end] === '\\' && !(language === 'bash' && quote === "'") ? 2 : 1;
      }
      out += code.slice(i, end + quote.length);
      i = end + quote.length;
      continue;
    }
    if (syntax.block && code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i + 2);
      i = end === -1 ? code.length : end + 2;
      continue;
    }
    const lineComment = syntax.line.find((marker) => code.startsWith(marker, i));
    const isPhpAttribute = language === 'php' && code.startsWith('#[', i);
    const spaceBefore = i === 0 || /\s/.test(code[i - 1]);
    if (lineComment && !isPhpAttribute && (spaceBefore || !syntax.lineNeedsSpace)) {
      const end = code.indexOf('\n', i);
      i = end === -1 ? code.length : end;
      continue;
    }
    out += code[i];
    i += 1;
  }
  return out
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n');
}

export const isCommentedLanguage = (lang: string): lang is Language => lang in syntaxes;
