import { db } from "../../core/db/client";
import { AppError, errorText } from "../../core/errors";
import type { SignedInContext } from "../../core/http/request-context";

// Two-factor sign-in is mandatory for staff accounts (spec Authentication 11):
// until a staff account (user_type `admin`) has turned it on, every signed-in
// endpoint answers 403 AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED, except what
// enrolling needs: reading and updating the own profile (locale), the /me/2fa
// enrollment, the own sessions and signing out. Public endpoints stay public:
// anyone reaches them without signing in.

const ENROLLMENT_ENDPOINTS: ReadonlySet<string> = new Set([
  "GET /me",
  "PATCH /me",
  "GET /me/sessions",
  "DELETE /me/sessions",
  "DELETE /me/sessions/{sessionId}",
  "POST /auth/logout",
]);

/** Whether a staff account without two-factor sign-in may call this endpoint (the enrollment's own). */
export function enrollmentMayUse(method: string, path: string): boolean {
  return path === "/me/2fa" || path.startsWith("/me/2fa/") || ENROLLMENT_ENDPOINTS.has(`${method} ${path}`);
}

/** Whether the user is a staff account that has not turned two-factor sign-in on yet. */
export async function staffWithoutTwoFactor(userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { userType: true, twoFactor: { select: { enabledAt: true } } } });
  return user?.userType === "admin" && !user.twoFactor?.enabledAt;
}

/** 403 AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED for a staff account without two-factor sign-in, outside the enrollment. */
export async function requireStaffSecondFactor(ctx: SignedInContext, endpoint: { method: string; path: string }): Promise<void> {
  if (enrollmentMayUse(endpoint.method, endpoint.path)) return;
  if (!(await staffWithoutTwoFactor(ctx.userId))) return;
  throw new AppError("AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED", { message: errorText("two_factor_enrollment_required") });
}
