import {
  ScimError as ScimPatchError,
  type ScimPatchOperation,
  type ScimResource,
  scimPatch,
} from 'scim-patch';
import { PATCH_OPERATIONS_REQUIRED } from './messages';
import { ScimError, type ScimType } from './scim-errors';
import { attribute, isObject, type Json } from './scim-values';

/** A PatchOp body's operations (RFC 7644 §3.5.2), `Operations` matched without regard to case. */
export function patchOperations(body: unknown): Json[] {
  const operations = attribute(body, 'Operations');
  if (!Array.isArray(operations) || operations.length === 0 || !operations.every(isObject)) {
    throw new ScimError(400, PATCH_OPERATIONS_REQUIRED, 'invalidSyntax');
  }
  return operations;
}

const SCIM_TYPES = new Set<string>(['invalidPath', 'noTarget', 'invalidValue', 'invalidSyntax']);

/**
 * `resource` with the operations applied by scim-patch: ops in any case ('Replace', as Entra
 * writes them), paths with value filters (`emails[type eq "work"].value`) and path-less
 * value objects whose keys are paths (`{"name.givenName": …}`). Its failures are SCIM 400s.
 */
export function applyPatch(resource: Json, operations: Json[]): Json {
  const normalised = operations.map((operation) => {
    const path = attribute(operation, 'path');
    const op = String(attribute(operation, 'op') ?? '').toLowerCase();
    // Entra removes the manager naming the old one in `value`; the manager is single-valued.
    const dropValue = op === 'remove' && typeof path === 'string' && /:manager$/i.test(path);
    return {
      op,
      ...(typeof path === 'string' && path.trim() !== '' ? { path } : {}),
      ...(dropValue ? {} : { value: attribute(operation, 'value') }),
    };
  }) as unknown as ScimPatchOperation[];
  try {
    return scimPatch(structuredClone(resource) as unknown as ScimResource, normalised, {
      treatMissingAsAdd: true,
    }) as unknown as Json;
  } catch (error) {
    if (!(error instanceof ScimPatchError)) throw error;
    const code = error.scimCode && SCIM_TYPES.has(error.scimCode) ? error.scimCode : 'invalidValue';
    throw new ScimError(400, error.message, code as ScimType);
  }
}
