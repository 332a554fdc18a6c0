/**
 * Which endpoints of the contract no screen calls. A screen calls an endpoint by naming it
 * (`api.call(orderEndpoints.list, …)`, `pathOf(mediaEndpoints.file, …)`), so the web app's source,
 * without its tests, is searched for `<group>.<name>`. An endpoint that no screen names must say
 * who calls it (`outside`, packages/contract/src/endpoint.ts).
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Endpoint, endpointGroups } from '@portal/contract';
import * as contract from '@portal/contract';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The web app's source that ships: every .ts/.tsx under apps/web/src but tests and test helpers. */
export function screenSource(): string {
  const web = path.join(root, 'apps/web/src');
  return globSync('**/*.{ts,tsx}', { cwd: web })
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('testing/'))
    .map((file) => readFileSync(path.join(web, file), 'utf8'))
    .join('\n');
}

export type EndpointUse = { name: string; endpoint: Endpoint; named: boolean };

/** Every endpoint with whether the source names it. */
export function endpointUses(source: string, groups = endpointGroups(contract)): EndpointUse[] {
  return groups.flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([key, endpoint]) => ({
      name: `${group}.${key}`,
      endpoint,
      named: new RegExp(`\\b${group}\\.${key}\\b`).test(source),
    })),
  );
}
