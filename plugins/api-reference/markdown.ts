/**
 * Plain Markdown for MDX pages: text from the spec is Markdown with inline code, but MDX reads `{`, `}` and `<` in
 * prose as JavaScript and JSX, so those are escaped outside code spans, and table cells keep to one line.
 */

/** Escapes MDX's expression and JSX characters outside inline code spans. */
export function mdxText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[{}<>]/g, (character) => `\\${character}`)))
    .join('');
}

/** One table cell: a single line with its pipes escaped (GFM unescapes `\|` inside code spans too). */
export const cell = (text: string): string => mdxText(text.replace(/\s*\n\s*/g, ' ')).replaceAll('|', '\\|');

export function table(headers: string[], rows: string[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** A value as inline code: JSON for anything but plain strings. */
export function inlineCode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export const jsonBlock = (value: unknown, title?: string): string =>
  `\`\`\`json${title ? ` title=${JSON.stringify(title)}` : ''}\n${JSON.stringify(value, null, 2)}\n\`\`\``;

/** Front matter values as JSON strings, which YAML reads as they are. */
export const frontMatter = (fields: Record<string, string | number>): string =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---`;

export const heading = (depth: number, text: string, id: string): string =>
  `${'#'.repeat(depth)} ${mdxText(text)} {#${id}}`;

/**
 * A collapsed block with a one-line summary (Docusaurus renders `<details>` with its theme component). The blank
 * lines let MDX read the body as Markdown.
 */
export const details = (summary: string, body: string[]): string =>
  ['<details>', `<summary>${mdxText(summary)}</summary>`, ...body, '</details>'].join('\n\n');
