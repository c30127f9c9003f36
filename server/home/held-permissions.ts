import { BUILT_IN_ROLES } from "../identity/roles";
import { permissionsOf } from "../identity/authenticate";

// What an admin holds, read once per request, with the same rule as
// requirePermission: "*" covers every permission but the customer role's.

const CUSTOMER_PERMISSIONS: ReadonlySet<string> = new Set(BUILT_IN_ROLES.customer);

export type Held = (permission: string) => boolean;

/** A predicate over the caller's global (not vendor-scoped) permissions. */
export async function heldPermissions(userId: string): Promise<Held> {
  const grants = (await permissionsOf(userId)).filter((g) => g.vendorId === null).map((g) => g.permission);
  const held = new Set(grants);
  return (permission) => held.has(permission) || (held.has("*") && !CUSTOMER_PERMISSIONS.has(permission));
}
