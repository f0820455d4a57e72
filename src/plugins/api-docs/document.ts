import type { AnyElysia } from 'elysia';
import { toOpenAPISchema } from '@elysiajs/openapi';
import { ERROR, ErrorBody, type ApiOperation, type ApiOperations, type ApiTag } from '../../lib/api-docs';
import { SESSION_COOKIE } from '../session';
import { standardDocument } from './clean';

type Json = Record<string, unknown>;

const INFO = {
  title: 'VetConsult API',
  version: '1.0.0',
  description:
    'Accounts, availability, booking, payment, pets, health records, files, settings (website, domains, team), users and requests of the VetConsult platform. ' +
    'Sign in with POST /api/account/login and send its token as a Bearer header, or let the browser send the session cookie. ' +
    'Every refusal answers the Error body: `msg` in the reader\'s language, and `field` when one input is at fault.',
};

/** Words for each status the API answers. */
const STATUS_TEXT: Record<number, string> = {
  200: 'Done', 201: 'Created', 204: 'No content', 302: 'Redirect', 304: 'Not modified', 400: 'Malformed request (not JSON, or a value the database refuses)',
  401: 'No valid session', 402: 'The payment was declined', 403: 'Not allowed for this account', 404: 'No such object, or not yours', 409: 'Conflicts with the current state',
  413: 'Too large', 422: 'An input is invalid (the Error names the field)', 429: 'Too many attempts: try again later', 500: 'Unexpected failure', 503: 'A provider is unavailable',
};

const SESSION = [{ bearer: [] }, { cookie: [] }];
const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** getPetsById for GET /api/pets/{id}: unique, and readable in generated clients. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .flatMap((part) => part.split(/[-_]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

function responseOf(status: number, body: ApiOperation['responses'][number], media: string | undefined): Json {
  const description = STATUS_TEXT[status] ?? `Status ${status}`;
  if (body === null) return { description };
  if (body === ERROR) return { description, content: { 'application/json': { schema: ERROR_REF } } };
  const type = status < 300 && media ? media : 'application/json';
  // The shared Error inside another schema (a union) is a reference too.
  const schema = JSON.parse(JSON.stringify(body, (_key, value: unknown) => (value === ErrorBody ? ERROR_REF : value)));
  return { description, content: { [type]: { schema } } };
}

/** The generated operation with what the feature says of it: area, summary, who may call, every answer. */
function describedOperation(method: string, path: string, generated: Json, said: ApiOperation | undefined): Json {
  if (!said) return generated;
  const responses = Object.fromEntries(Object.entries(said.responses).map(([status, body]) => [status, responseOf(Number(status), body, said.media)]));
  return { ...generated, tags: [said.tag], summary: said.summary, operationId: operationIdOf(method, path), security: said.session ? SESSION : [], responses };
}

/** The whole OpenAPI 3.1 document of the app's routes under /api (and /healthz), in standard JSON Schema. */
export function apiDocument(app: AnyElysia, operations: ApiOperations, tags: ApiTag[]): Json {
  const generated = toOpenAPISchema(app, { paths: [/^(?!\/api\/|\/healthz)/, /^\/api\/docs/, /^\/api\/openapi\.json/] }, undefined, undefined, '3.1.2') as {
    paths: Record<string, Record<string, Json>>;
    components?: { schemas?: Json };
  };
  const paths = Object.fromEntries(
    Object.entries(generated.paths).map(([path, ops]) => [
      path,
      Object.fromEntries(Object.entries(ops).map(([method, op]) => [method, describedOperation(method, path, op, operations[`${method.toUpperCase()} ${path}`])])),
    ]),
  );
  return standardDocument({
    openapi: '3.1.2',
    info: INFO,
    tags,
    paths,
    components: {
      schemas: { ...generated.components?.schemas, Error: JSON.parse(JSON.stringify(ErrorBody)) },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token answered by POST /api/account/login' },
        cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie a browser sign-in sets' },
      },
    },
  });
}
