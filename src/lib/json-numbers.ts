/**
 * The framework's number types also take text ("5"), which forms, paths and queries need. A JSON
 * body has real numbers, so there a number sent as text is a client's mistake ("5" for an id
 * quietly works until someone sends "5 " or "0x5"): found here, by walking the body along its schema.
 */

interface SchemaNode {
  type?: string;
  format?: string;
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

const TEXT_NUMBER_FORMATS = new Set(['integer', 'numeric']);

/** A union that takes a number, or text only as a number's notation (the framework's Integer and Numeric). */
function wantsNumber(node: SchemaNode): boolean {
  const branches = node.anyOf ?? [];
  const asText = branches.some((b) => b.type === 'string' && TEXT_NUMBER_FORMATS.has(b.format ?? ''));
  const plainText = branches.some((b) => b.type === 'string' && !TEXT_NUMBER_FORMATS.has(b.format ?? ''));
  return asText && !plainText;
}

/** Whether text here could only be a number's notation, also inside a choice (an id, or an object with the id). */
function textAsNumber(node: SchemaNode): boolean {
  if (!node.anyOf) return false;
  if (node.anyOf.some((b) => b.type === 'string' && !TEXT_NUMBER_FORMATS.has(b.format ?? ''))) return false;
  return wantsNumber(node) || node.anyOf.some(textAsNumber);
}

/** The path of the first number sent as text in a JSON body ("pet.id"), or undefined. */
export function numberSentAsText(schema: unknown, value: unknown, path = ''): string | undefined {
  const node = (schema ?? {}) as SchemaNode;
  // Only text a number could be read from ("5", "0x5"); other text gets the field's own message.
  if (typeof value === 'string') return textAsNumber(node) && value.trim() !== '' && !Number.isNaN(Number(value)) ? path || '_' : undefined;
  if (!value || typeof value !== 'object') return undefined;
  if (node.anyOf) {
    for (const branch of node.anyOf) {
      const found = numberSentAsText(branch, value, path);
      if (found) return found;
    }
    return undefined;
  }
  if (Array.isArray(value)) {
    if (!node.items) return undefined;
    for (let i = 0; i < value.length; i++) {
      const found = numberSentAsText(node.items, value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (!node.properties) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(node.properties)) {
    if (!Object.hasOwn(record, key)) continue;
    const found = numberSentAsText(node.properties[key], record[key], path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/**
 * The path of the first field whose schema wants an object but whose value is text or a list, or
 * undefined. The framework's output mirror would otherwise copy text key by key into an object
 * ("abc" → {0: "a", …}), accepting it and taking seconds over a long one.
 */
export function objectSentAsOther(schema: unknown, value: unknown, path = ''): string | undefined {
  const node = (schema ?? {}) as SchemaNode;
  if (!value || typeof value !== 'object' || Array.isArray(value) || !node.properties) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(node.properties)) {
    if (!Object.hasOwn(record, key)) continue;
    const child = node.properties[key];
    const field = path ? `${path}.${key}` : key;
    const wantsObject = child.type === 'object' && !child.anyOf;
    const given = record[key];
    if (wantsObject && (typeof given !== 'object' || given === null || Array.isArray(given))) return field;
    const found = objectSentAsOther(child, given, field);
    if (found) return found;
  }
  return undefined;
}
