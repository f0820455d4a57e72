/**
 * The form half of the R3 fuzz: every url-encoded and multipart route the pages post to (all
 * write routes outside the JSON API), with fields named as the feature's forms name them, hostile
 * values, no body at all, garbage, and file parts that are no image or have no name.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECORD_CATEGORIES } from '../../../src/lib/constants/record-categories';
import { PDF, PNG } from '../../integration/features/records/helpers';
import { fromSchema, hostileString, queryText, type JsonSchema } from './fuzz-schema';
import { pathParam } from './fuzz';

const FEATURES = join(import.meta.dir, '../../../src/features');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface FormOperation {
  method: string;
  path: string;
  /** Field names: the route's own schema, then the names the feature's forms use. */
  fields: string[];
  /** Fields that take a file (the route's t.File, the forms' file inputs). */
  fileFields: string[];
  /** The route's own required t.File fields (a picture upload's one field). */
  requiredFiles: string[];
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  /** A page at the same path shows the form (GET): the fuzz fills it in as a person would. */
  hasPage: boolean;
}

interface RouteLike {
  method: string;
  path: string;
  hooks?: Record<string, unknown>;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** Each feature's source: the control names its forms use, and its multipart forms' views with their file inputs. */
function featureForms() {
  return readdirSync(FEATURES).map((feature) => {
    const sources = filesUnder(join(FEATURES, feature)).map((f) => readFileSync(f, 'utf8'));
    const text = sources.join('\n');
    const names = new Set<string>();
    for (const m of text.matchAll(/name="([^"{}\s]+)"/g)) names.add(m[1]!);
    for (const m of text.matchAll(/name=\{`([^`]+)`\}/g)) names.add(m[1]!.replace(/\$\{[^}]+\}/g, '0'));
    const multipart = sources
      .filter((source) => source.includes('enctype="multipart/form-data"'))
      .map((source) => ({ source, files: [...source.matchAll(/name="([^"{}\s]+)"[^>]*type="file"|type="file"[^>]*name="([^"{}\s]+)"/g)].map((m) => (m[1] ?? m[2])!) }));
    return { feature, text, names: [...names], multipart };
  });
}

/** Whether a view posts its multipart form to exactly this path (not a longer one that starts with it). */
const postsTo = (source: string, path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?=[?'"\`$])`).test(source);

/** Field names the records screen builds from its categories (data, not markup). */
const RECORD_FIELDS = [...new Set(RECORD_CATEGORIES.flatMap((c) => c.fields.map((f) => f.key)))];
const STRUCTURAL = ['consultations[0][type]', 'consultations[0][schedule][0][days][]', 'consultations[5][price]', 'records', 'managers', 'idempotencyKey', '__proto__[admin]', 'a[b][c]'];

export function formOperationsOf(routes: RouteLike[]): FormOperation[] {
  const forms = featureForms();
  const out: FormOperation[] = [];
  // Routes that end or delete things run last, so the others still meet the demo data and sessions.
  const ending = (path: string) => /delete|remove|cancel|decline|logout|:action|change/.test(path);
  routes = [...routes].sort((a, b) => Number(ending(a.path)) - Number(ending(b.path)));
  for (const route of routes) {
    if (!WRITE_METHODS.has(route.method) || route.path.startsWith('/api/')) continue;
    const owners = forms.filter((f) => f.text.includes(`'${route.path}'`));
    const body = route.hooks?.body as (JsonSchema & { properties?: Record<string, JsonSchema & { [k: symbol]: unknown }> }) | undefined;
    const own = Object.keys(body?.properties ?? {});
    const ownFiles = own.filter((k) => String(body!.properties![k]![Symbol.for('TypeBox.Kind')]) === 'File');
    const named = owners.flatMap((f) => f.names);
    const records = owners.some((f) => f.feature === 'records') ? RECORD_FIELDS : [];
    // File fields: the route's own t.File, else those of a multipart form posting here (records name theirs by category: "files").
    const posting = forms.filter((f) => f.multipart.some((m) => postsTo(m.source, route.path)));
    const formFiles = posting.flatMap((f) => f.multipart.filter((m) => postsTo(m.source, route.path)).flatMap((m) => m.files));
    if (posting.some((f) => f.feature === 'records')) formFiles.push('files');
    out.push({
      method: route.method,
      path: route.path,
      fields: [...new Set([...own, ...named, ...records, ...STRUCTURAL])],
      fileFields: [...new Set([...ownFiles, ...formFiles])],
      requiredFiles: ownFiles.filter((k) => (body?.required ?? []).includes(k)),
      body: own.length ? body : undefined,
      query: route.hooks?.query as JsonSchema | undefined,
      params: route.hooks?.params as JsonSchema | undefined,
      hasPage: routes.some((r) => r.method === 'GET' && r.path === route.path),
    });
  }
  return out;
}

/** What a file part carries: real small images and documents, and what no image route may take. */
type Kind = 'png' | 'pdf' | 'html' | 'svg' | 'empty' | 'noise' | 'big';
const SAMPLES: [Kind, string, Uint8Array | string, string][] = [
  ['png', 'pixel.png', PNG, 'image/png'],
  ['pdf', 'report.pdf', new Uint8Array(PDF), 'application/pdf'],
  ['html', 'photo.png', '<!doctype html><html><script>alert(1)</script></html>', 'image/png'],
  ['svg', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml'],
  ['empty', 'empty.png', new Uint8Array(0), 'image/png'],
  ['pdf', 'scan.png', new Uint8Array(PDF), 'image/png'],
  ['noise', 'noise.jpg', new Uint8Array(Array.from({ length: 64 }, (_, i) => (i * 37) % 256)), 'image/jpeg'],
  ['big', 'big.png', new Uint8Array(3 * 1024 * 1024), 'image/png'],
];
const FILE_NAMES = fc.constantFrom<string | null>('', null, '../../etc/passwd', 'a\u0000b.png', 'x'.repeat(400), '😀.png', 'C:\\fake\\path.pdf', '.', '..');

/** Fields that keep a document and its name (records, second opinions); every other file field takes one picture. */
const DOCUMENT_FIELDS = new Set(['files', ...RECORD_CATEGORIES.flatMap((c) => c.fields.filter((f) => f.type === 'files').map((f) => f.key))]);

/**
 * Whether no route may take the file in that field: a picture field takes only a PNG, JPEG or WebP
 * image (an empty part is "no file chosen" unless the picture is the route's one required field);
 * a document field takes an image or a PDF, with a name.
 */
function refusable(op: FormOperation, field: string, kind: Kind, filename: string | null): boolean {
  if (DOCUMENT_FIELDS.has(field)) return kind === 'empty' ? false : !['png', 'pdf'].includes(kind) || !filename;
  if (kind === 'empty') return op.requiredFiles.includes(field);
  return kind !== 'png';
}

export interface FilePart {
  field: string;
  /** null: no filename attribute at all; "": filename="" (what the fuzz found 500s with). */
  filename: string | null;
  bytes: Uint8Array | string;
  type: string;
  /** Whether no route may accept it (see refusable). */
  bad: boolean;
}

const filePart = (op: FormOperation, fields: string[]) =>
  fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...SAMPLES), fc.option(FILE_NAMES, { freq: 2 })).map(([field, [kind, own, bytes, type], name]): FilePart => {
    const filename = name === null ? own : name;
    return { field, filename, bytes, type, bad: refusable(op, field, kind, filename) };
  });

const fieldValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.integer({ min: -2, max: 60 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('on', 'off', 'renew', 'true', '2026-12-01', '09:00', 'America/New_York', 'owner@example.com', 'password123', 'Anne-Marie', '4242424242424242', '12/28') },
  { weight: 1, arbitrary: fc.integer({ min: 50_000, max: 1_200_000 }).map((n) => 'x'.repeat(n)) },
);

export interface FormRequest {
  /** How the body travels: url-encoded, multipart, JSON to a form route, raw garbage, or none at all. */
  encoding: 'form' | 'multipart' | 'json' | 'garbage' | 'none';
  pairs: [string, string][];
  files: FilePart[];
  garbage: string;
  query: string;
  params: Record<string, string>;
}

/** Any generated value as text: objects without a prototype have no String() (JSON has one for them). */
const asText = (value: unknown) => (value && typeof value === 'object' ? JSON.stringify(value) : String(value));

const paramsOf = (op: FormOperation) => {
  const names = [...op.path.matchAll(/:([^/]+)/g)].map((m) => m[1]!);
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const name of names) record[name] = fc.oneof(pathParam, fromSchema(op.params?.properties?.[name]).map(asText));
  return fc.record(record);
};

const queryOf = (op: FormOperation) =>
  fc.oneof(
    { weight: 2, arbitrary: (fromSchema(op.query) as fc.Arbitrary<Record<string, unknown>>).map((q) => new URLSearchParams(Object.entries(q && typeof q === 'object' ? q : {}).map(([k, v]) => [k, asText(v)])).toString()) },
    { weight: 1, arbitrary: queryText(Object.keys(op.query?.properties ?? {})) },
  );

/** The form as the page fills it, with one to three fields changed to hostile values, dropped, or added. */
const mutated = (op: FormOperation, base: [string, string][]) =>
  fc
    .array(fc.tuple(fc.nat(), fc.constantFrom('change', 'drop', 'add'), fc.constantFrom(...op.fields), fieldValue), { minLength: 1, maxLength: 3 })
    .map((edits) => {
      const pairs = [...base];
      for (const [at, how, name, value] of edits) {
        const i = pairs.length ? at % pairs.length : 0;
        if (how === 'add' || pairs.length === 0) pairs.push([name, value]);
        else if (how === 'drop') pairs.splice(i, 1);
        else pairs[i] = [pairs[i]![0], value];
      }
      return pairs;
    });

/** One request of the form fuzz for a route. */
export const formRequestFor = (op: FormOperation, base: [string, string][] = []) =>
  fc.record({
    encoding: fc.constantFrom<FormRequest['encoding']>('form', 'form', 'multipart', 'multipart', 'none', 'json', 'garbage'),
    pairs: fc.oneof(fc.array(fc.tuple(fc.constantFrom(...op.fields), fieldValue), { maxLength: 12 }), mutated(op, base)),
    files: fc.array(filePart(op, op.fileFields.length ? op.fileFields : ['file']), { maxLength: 3 }),
    garbage: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('--x\r\n', '--x--', '=&=&', '%%%', '\u0000', 'a=%E0%A4%A')),
    query: queryOf(op),
    params: paramsOf(op),
  });

/** The multipart body as a hostile client writes it, with filename="" and no filename at all possible. */
function multipartBody(pairs: [string, string][], files: FilePart[], boundary: string): Uint8Array {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const quoted = (s: string) => s.replace(/["\r\n]/g, '_');
  for (const [name, value] of pairs) chunks.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    const filename = file.filename === null ? '' : `; filename="${quoted(file.filename)}"`;
    chunks.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"${filename}\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(typeof file.bytes === 'string' ? enc.encode(file.bytes) : file.bytes, enc.encode('\r\n'));
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The request's body and content type. */
export function encodeForm(r: FormRequest): { body?: BodyInit; type?: string } {
  switch (r.encoding) {
    case 'none':
      return { type: 'application/x-www-form-urlencoded' };
    case 'form':
      return { body: new URLSearchParams(r.pairs.map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, '\ufffd')])).toString(), type: 'application/x-www-form-urlencoded' };
    case 'multipart':
      return { body: multipartBody(r.pairs, r.files, 'fuzzB0undary') as Uint8Array<ArrayBuffer>, type: 'multipart/form-data; boundary=fuzzB0undary' };
    case 'json':
      return { body: JSON.stringify(Object.fromEntries(r.pairs)), type: 'application/json' };
    case 'garbage':
      return { body: r.garbage, type: r.garbage.length % 2 ? 'multipart/form-data; boundary=x' : 'application/x-www-form-urlencoded' };
  }
}

/** Whether no route may accept the request: it carries a file no route takes, in a field that takes files. */
export const carriesBadFile = (op: FormOperation, r: FormRequest) => r.encoding === 'multipart' && r.files.some((f) => f.bad && op.fileFields.includes(f.field));

/** Record categories whose form takes files: the corpus files its uploads there. */
const FILE_CATEGORIES = RECORD_CATEGORIES.filter((c) => c.fields.some((f) => f.type === 'files' && f.key === 'files')).map((c) => c.key as unknown);

/** The query a person's form posts with: ids of the demo data (1), a choice that takes files where there is one. */
function corpusQuery(op: FormOperation): string {
  const q = new URLSearchParams();
  for (const [key, schema] of Object.entries(op.query?.properties ?? {})) {
    if (!(op.query?.required ?? []).includes(key)) continue;
    const options = schema.enum ?? schema.anyOf?.flatMap((s) => s.enum ?? []);
    q.set(key, String(options?.length ? (options.find((o) => FILE_CATEGORIES.includes(o)) ?? options[0]) : 1));
  }
  return q.toString();
}

/**
 * The requests sent to every route before the random ones, each as every kind of person: no body,
 * the form as its page fills it, and per file field every file no route may take and a good file
 * with filename="" (the shapes of the fifteen 500s a hostile client found).
 */
export function corpusFor(op: FormOperation, base: [string, string][]): { plain: FormRequest[]; files: FormRequest[] } {
  const params = Object.fromEntries([...op.path.matchAll(/:([^/]+)/g)].map((m) => [m[1]!, String(op.params?.properties?.[m[1]!]?.enum?.[0] ?? 1)]));
  // Each request is a new submission: a form's idempotency key is fresh, or the first answer would be replayed.
  const fresh = () => base.map(([k, v]): [string, string] => [k, /idempotency/i.test(k) ? crypto.randomUUID() : v]);
  const shape = (encoding: FormRequest['encoding'], files: FilePart[] = []): FormRequest => ({ encoding, pairs: fresh(), files, garbage: '', query: corpusQuery(op), params });
  const files: FormRequest[] = [];
  for (const field of op.fileFields) {
    for (const [kind, own, bytes, type] of SAMPLES) {
      for (const filename of kind === 'png' || kind === 'pdf' ? [own, ''] : [own]) files.push(shape('multipart', [{ field, filename, bytes, type, bad: refusable(op, field, kind, filename) }]));
    }
  }
  return { plain: [{ ...shape('none'), pairs: [] }, shape('form')], files };
}
