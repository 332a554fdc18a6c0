import {
  PARTNER_PERMISSIONS,
  PARTNER_TYPES,
  type PartnerPermission,
  type PartnerType,
  PERMISSION_AREAS,
  type PermissionArea,
  type PermissionGroup,
  SELF_PERMISSION,
} from '@portal/contract';
import type { Access } from './access.ts';

/**
 * The default permission list of each partner type: the keys its registered routes declare, and
 * the keys the fields of their answers and queries need (`withheldUnless`: a role may read the
 * orders and still not their money), so a route added later is listed without anyone editing a
 * list. Left out: `account.self` (everyone holds it) and the keys only main-account routes declare
 * (a role could never use them). Grouped by area, in the contract's order, with its Vietnamese names.
 */
export type PermissionCatalog = {
  groups(type: PartnerType): PermissionGroup[];
  /** Whether a role of this type may hold the key. */
  allows(type: PartnerType, key: string): boolean;
};

export function buildPermissionCatalog(
  routes: ReadonlyArray<{ access: Access | undefined; fieldPermissions?: readonly PartnerPermission[] }>,
): PermissionCatalog {
  const keys = Object.fromEntries(PARTNER_TYPES.map((type) => [type, new Set<string>()])) as Record<PartnerType, Set<string>>;
  for (const { access, fieldPermissions = [] } of routes) {
    if (access?.kind !== 'partner' || access.mainOnly) continue;
    const types = access.types === 'path' ? (access.pathTypes ?? PARTNER_TYPES) : access.types;
    for (const key of [access.permission, ...fieldPermissions]) {
      if (key === SELF_PERMISSION) continue;
      for (const type of types) keys[type].add(key);
    }
  }
  const groups = Object.fromEntries(PARTNER_TYPES.map((type) => [type, groupByArea(keys[type])])) as Record<PartnerType, PermissionGroup[]>;
  return {
    groups: (type) => groups[type],
    allows: (type, key) => keys[type].has(key),
  };
}

function groupByArea(held: ReadonlySet<string>): PermissionGroup[] {
  const byArea = new Map<PermissionArea, PermissionGroup>();
  for (const area of Object.keys(PERMISSION_AREAS) as PermissionArea[]) {
    byArea.set(area, { area, name: PERMISSION_AREAS[area], permissions: [] });
  }
  for (const [key, info] of Object.entries(PARTNER_PERMISSIONS) as Array<[PartnerPermission, { area: PermissionArea; name: string }]>) {
    if (held.has(key)) byArea.get(info.area)?.permissions.push({ key, name: info.name });
  }
  return [...byArea.values()].filter((group) => group.permissions.length > 0);
}

/** Until the routes are registered, nothing is allowed. */
export const EMPTY_CATALOG: PermissionCatalog = buildPermissionCatalog([]);
