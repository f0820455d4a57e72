import Ajv2020 from 'ajv/dist/2020';

type Json = Record<string, unknown>;

/** A JSON Schema checker (ajv, draft 2020-12 as OpenAPI 3.1 uses) with the formats the document names. */
export function schemaChecker(components: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value));
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addFormat('uri-reference', () => true);
  ajv.addFormat('binary', () => true);
  // The document's own references (#/components/schemas/…) resolve against it.
  ajv.addSchema({ $id: 'doc', components }, 'doc');
  return (schema: Json, value: unknown): string[] => {
    const check = ajv.compile({ $id: `check-${crypto.randomUUID()}`, ...rebased(schema) });
    return check(value) ? [] : (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
  };
}

/** Points a schema's local references at the document. */
function rebased<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rebased) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, key === '$ref' && typeof child === 'string' && child.startsWith('#/') ? `doc${child}` : rebased(child)])) as T;
}
