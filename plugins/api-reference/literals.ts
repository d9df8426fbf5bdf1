/** JSON values written as PHP and Python literals, so the PHP and Python samples send the same body as cURL. */

const indentOf = (level: number, width: number) => ' '.repeat(level * width);

const phpString = (text: string): string => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export function phpLiteral(value: unknown, level = 0): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return phpString(value);
  if (typeof value !== 'object') return String(value);
  const entries = Array.isArray(value)
    ? value.map((item) => phpLiteral(item, level + 1))
    : Object.entries(value).map(([key, item]) => `${phpString(key)} => ${phpLiteral(item, level + 1)}`);
  // an empty PHP array would encode as [], but the spec's empty objects must stay {}
  if (entries.length === 0) return Array.isArray(value) ? '[]' : 'new stdClass()';
  const inner = indentOf(level + 1, 4);
  return `[\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${indentOf(level, 4)}]`;
}

export function pythonLiteral(value: unknown, level = 0): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object') return String(value);
  const isList = Array.isArray(value);
  const entries = isList
    ? value.map((item) => pythonLiteral(item, level + 1))
    : Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${pythonLiteral(item, level + 1)}`);
  const [open, close] = isList ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const inner = indentOf(level + 1, 4);
  return `${open}\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${indentOf(level, 4)}${close}`;
}

/** JSON in single quotes for a shell command line. */
export const shellQuoted = (text: string): string => `'${text.replaceAll("'", "'\\''")}'`;
