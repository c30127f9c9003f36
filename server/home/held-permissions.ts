import { isCustomerPermission, type Permission } from "../identity/roles";
import { permissionsOf } from "../identity/sessions/authenticate";

// What an admin holds, read once per request, with the same rule as
// requirePermission: "*" covers every permission but the customer role's.

export type Held = (permission: Permission) => boolean;

/** A predicate over the caller's global (not vendor-scoped) permissions. */
export async function heldPermissions(userId: string): Promise<Held> {
  const grants = (await permissionsOf(userId)).filter((g) => g.vendorId === null).map((g) => g.permission);
  const held = new Set(grants);
  return (permission) => held.has(permission) || (held.has("*") && !isCustomerPermission(permission));
}
