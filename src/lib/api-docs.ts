import { Type as t, type TSchema } from '@sinclair/typebox';

/** What every refused or failed /api call answers (src/plugins/errors.ts): the reader's text, and the field it names. */
export const ErrorBody = t.Object(
  { msg: t.String({ description: "What went wrong, in the reader's language" }), field: t.Optional(t.String({ description: 'The input field at fault' })) },
  { title: 'Error' },
);

/** A status that answers the shared Error body. */
export const ERROR = 'error' as const;

/** One documented operation: its area, one line, who may call it and what each status answers. */
export interface ApiOperation {
  tag: string;
  summary: string;
  /** Needs a signed-in session (bearer token or session cookie); false: public. */
  session: boolean;
  /** Each status the route answers: a body schema, ERROR for the shared Error body, or null for no body. */
  responses: Record<number, TSchema | typeof ERROR | null>;
  /** The success body's media type when it is no JSON (a file, a page). */
  media?: string;
}

/** Operations keyed "METHOD /path/{param}", as they appear in the OpenAPI document. */
export type ApiOperations = Record<string, ApiOperation>;

/** An area of the API, shown as one group in the viewer. */
export interface ApiTag {
  name: string;
  description: string;
}

/** A numeric id as JSON carries it. */
export const Id = t.Integer({ minimum: 1 });

/** A moment as ISO-8601 text. */
export const When = t.String({ format: 'date-time' });

/** Refusals of a call with a JSON body: not JSON (400), too large (413), another media type (415), an invalid field (422). */
export const BODY = [400, 413, 415, 422];
/** Refusals of a call that needs a session: none or expired (401). */
export const SIGNED_IN = [401];
/** Refusals of a call for some roles only: no session (401), another role (403). */
export const ROLE = [401, 403];

/** A success's bodies with the refusals' statuses, each answering the shared Error body. */
export function answers(success: Record<number, TSchema | null>, ...refusals: (number | number[])[]): ApiOperation['responses'] {
  const errors = Object.fromEntries(refusals.flat().map((status) => [status, ERROR]));
  return { ...errors, ...success };
}
