/**
 * The prose of the OpenAPI description that a reader sees: every `summary`, `description` and `title`, plus each tag's
 * name (shown as the group's label). Example payloads, enum values, defaults and vendor extensions are data, not
 * prose, so they are never translated.
 */

/** One translatable string: the object that holds it (a normalized JSONPath), the field, and its English text. */
export interface TranslatableText {
  target: string;
  field: string;
  english: string;
}

export const proseFields = ['summary', 'description', 'title'] as const;

/** Tags are referenced by name from operations, so their label in another language goes into `x-displayName`. */
export const tagLabelField = 'x-displayName';

/** Keys whose values are data shown verbatim (examples, enums, defaults) or vendor extensions. */
function holdsData(key: string): boolean {
  return (
    key === 'example' ||
    key === 'value' ||
    key === 'enum' ||
    key === 'const' ||
    key === 'default' ||
    key.startsWith('x-')
  );
}

function segment(key: string | number): string {
  return typeof key === 'number' ? `[${key}]` : `['${key.replaceAll("'", "\\'")}']`;
}

export function collectTranslatableText(spec: unknown): TranslatableText[] {
  const found: TranslatableText[] = [];
  const visit = (node: unknown, target: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, target + segment(index)));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (target.startsWith("$['tags'][") && typeof record.name === 'string') {
      found.push({target, field: tagLabelField, english: record.name});
    }
    for (const [key, value] of Object.entries(record)) {
      if ((proseFields as readonly string[]).includes(key) && typeof value === 'string') {
        found.push({target, field: key, english: value});
      } else if (!holdsData(key)) {
        visit(value, target + segment(key));
      }
    }
  };
  visit(spec, '$');
  return found;
}
