import { z } from "zod";
import { AppError, validationFailed } from "../../core/errors";
import { defineEndpoint } from "../../core/http/endpoint";
import { locale, personName } from "../fields";
import { SOCIAL_PROVIDERS, type SocialProvider } from "./oidc";
import * as s from "../schemas";
import { signInClient, signInOrChallenge } from "../sessions/token-delivery";
import { signInWithSocial } from "./social";

// Social sign-in with an ID token the client obtained natively (spec
// Authentication 6), under both listings' paths.

const signInFields = {
  id_token: z.string().trim().min(1).max(8192),
  password: z.string().min(1).max(1024).optional().meta({ description: "The existing account's password, to link it (after a 409 `link_required`)" }),
  first_name: personName.optional(),
  last_name: personName.optional(),
  preferred_locale: locale.optional(),
  device: s.deviceSchema.optional(),
};
const provider = z.enum(SOCIAL_PROVIDERS);
const response = z.union([z.object({ user: s.userSchema, token: s.tokenSchema, created: z.boolean() }), s.challengeSchema]);

type SignInBody = {
  id_token: string;
  password?: string;
  first_name?: string;
  last_name?: string;
  preferred_locale?: "ar" | "en";
  device?: z.output<typeof s.deviceSchema>;
};

async function signIn(providerName: SocialProvider, body: SignInBody, ctx: Parameters<typeof signInWithSocial>[1]) {
  const result = await signInWithSocial(
    {
      provider: providerName,
      idToken: body.id_token,
      password: body.password,
      firstName: body.first_name,
      lastName: body.last_name,
      locale: body.preferred_locale,
      device: body.device,
    },
    ctx,
  );
  return signInOrChallenge(signInClient(body.device), result, result.created ? "/api/v1/me" : undefined);
}

const description =
  'Sign in (or sign up, 201 `created: true`) with a provider ID token. Tokens in the body for API clients; httpOnly cookies for the web portal (`device.platform: "web"`). A verified email of an existing password account answers 409 `link_required`: send the account\'s `password` too to link. 401 AUTH_INVALID_SOCIAL_TOKEN: token rejected, do not retry it. 404: provider not available. An account with two-factor sign-in on gets a challenge instead of tokens (`two_factor_required: true`): complete it with POST /auth/2fa/verify.';

export const socialSignIn = defineEndpoint({
  method: "POST",
  path: "/auth/social",
  summary: description,
  tags: ["Identity"],
  auth: "public",
  body: z.strictObject({ provider, ...signInFields }),
  response,
  handler: async ({ body, ctx }) => signIn(body.provider, body, ctx),
});

export const socialCallback = defineEndpoint({
  method: "POST",
  path: "/auth/social/{provider}/callback",
  summary: description,
  tags: ["Identity"],
  auth: "public",
  params: z.object({ provider: z.string().max(20) }),
  body: z.strictObject({ provider: provider.optional(), ...signInFields }),
  response,
  handler: async ({ params, body, ctx }) => {
    const name = SOCIAL_PROVIDERS.find((p) => p === params.provider);
    if (!name) throw new AppError("NOT_FOUND");
    if (body.provider && body.provider !== name) throw validationFailed({ provider: ["validation.invalid"] });
    return signIn(name, body, ctx);
  },
});
