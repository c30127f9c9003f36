import { connection } from "next/server";
import { clientIds } from "@/server/identity/registration/oidc";
import { SocialSignIn } from "./social-sign-in";

/**
 * The social sign-in buttons, for the providers the server accepts tokens
 * for (GOOGLE_CLIENT_IDS / APPLE_CLIENT_IDS; the first id is the web client).
 * Nothing is rendered when none is configured (the embedded default).
 */
export async function SocialSignInSection() {
  await connection(); // read the environment per request, not once at build time
  const google = clientIds("google")[0];
  const apple = clientIds("apple")[0];
  if (!google && !apple) return null;
  return <SocialSignIn google={google} apple={apple} />;
}
