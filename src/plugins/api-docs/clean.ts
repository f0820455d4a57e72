/**
 * Makes the generated document plain JSON Schema / OpenAPI 3.1: TypeBox keeps its own keywords
 * (the validation texts `error`, `requiredError`, a RegExp type) and formats only Elysia knows
 * (`integer`, `numeric`), which other tools reject or ignore.
 */

/** Keywords that only the app's validation reads. */
const PRIVATE_KEYWORDS = new Set(['error', 'requiredError', 'source', 'flags']);

/** The formats of the JSON Schema and OpenAPI format registries that this document may use. */
export const STANDARD_FORMATS = new Set([
  'date-time', 'date', 'time', 'duration', 'email', 'idn-email', 'hostname', 'idn-hostname', 'ipv4', 'ipv6',
  'uri', 'uri-reference', 'iri', 'iri-reference', 'uuid', 'uri-template', 'json-pointer', 'relative-json-pointer', 'regex',
  'int32', 'int64', 'float', 'double', 'byte', 'binary', 'password',
]);

/** Text that carries a whole number, as a JSON Schema pattern. */
const DIGITS = '^[0-9]+$';

type Node = Record<string, unknown>;

/** One schema node made standard; the walk handles its children. */
function standardNode(node: Node): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (PRIVATE_KEYWORDS.has(key) && isSchemaLike(node)) continue;
    out[key] = value;
  }
  // TypeBox's t.RegExp is a string with a pattern.
  if (out.type === 'RegExp') {
    out.type = 'string';
    if (typeof node.source === 'string') out.pattern = node.source;
  }
  // The generator writes a union of number literals as a string enum: the type follows the values.
  if (Array.isArray(out.enum) && out.enum.length > 0 && out.enum.every((value) => typeof value === 'number')) out.type = out.enum.every(Number.isInteger) ? 'integer' : 'number';
  if (typeof out.format === 'string' && !STANDARD_FORMATS.has(out.format)) {
    const format = out.format;
    delete out.format;
    // Elysia's numeric strings carry a number as their default, which a string cannot be.
    if (typeof out.default !== 'string' && out.type === 'string') delete out.default;
    if ((format === 'integer' || format === 'numeric') && out.type === 'string') out.pattern ??= format === 'integer' ? DIGITS : '^-?[0-9]+(\\.[0-9]+)?$';
  }
  return out;
}

/** A schema (has a type, or composes others) as opposed to a map of names (properties, paths). */
function isSchemaLike(node: Node): boolean {
  return 'type' in node || 'anyOf' in node || 'oneOf' in node || 'allOf' in node || 'format' in node || '$ref' in node || 'enum' in node || 'const' in node;
}

/** Keys whose value is a map of names to schemas, not a schema: its keys are never keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'paths', 'schemas', 'responses', 'content', 'securitySchemes', '$defs']);

/** Walks the whole document, making each schema node standard. */
export function standardDocument<T>(value: T, parentKey = ''): T {
  if (Array.isArray(value)) return value.map((item) => standardDocument(item)) as T;
  if (!value || typeof value !== 'object') return value;
  const node = NAME_MAPS.has(parentKey) ? (value as Node) : standardNode(value as Node);
  const out: Node = {};
  for (const [key, child] of Object.entries(node)) out[key] = NAME_MAPS.has(parentKey) ? standardDocument(child, '') : standardDocument(child, key);
  return out as T;
}
