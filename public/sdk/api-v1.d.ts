// Event Marketplace API v1: types generated from /api/v1/openapi.json by `npm run api-types`.
// Do not edit by hand. Usage: /sdk/README.md.
export interface paths {
    "/categories/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active category; unknown or inactive slugs answer 404 with `error.suggestions` */
        get: operations["getCategoriesSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Governorates of Kuwait and their areas */
        get: operations["getAreas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Category tree (two levels), bilingual */
        get: operations["getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities (GCC), page-paginated */
        get: operations["getCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries (GCC) and whether each is a supported market */
        get: operations["getCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active vendor subscription plans for a country */
        get: operations["getPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email (or phone) and password. Tokens: in the body for API clients (no `device`, or a mobile platform); httpOnly cookies for the web portal (`device.platform: "web"`), the body then carrying their expiry times only. An account with two-factor sign-in on gets a challenge instead of tokens (`two_factor_required: true`, `challenge_token`, `methods`, `expires_at`; 5 minutes, single use): complete it with POST /auth/2fa/verify. */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current session */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile, with notification preferences */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /** Request account deletion (re-authentication: `password`, or a sign-in within 5 minutes for accounts without one). 30-day grace; 409 with `error.blockers` while something blocks it. */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        /** Update own name, locale and notification preferences (email and phone change elsewhere, with verification) */
        patch: operations["patchMe"];
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token. Sent in the body (API clients): the new pair comes in the body. Sent as the web portal's cookie (no body token): new httpOnly cookies, the body carrying expiry times only. The same client (User-Agent) presenting it again within 30 s gets the same new pair (parallel refreshes); any other reuse of a used token revokes its whole family */
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with email and password (identity or catalog body). A known email or phone gets an identical answer. No session yet (`token` is null): the emailed verification link signs the new account in (POST /auth/email/verify); until then password sign-in fails as for a wrong password. */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one session */
        delete: operations["deleteMeSessionsSessionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Signed-in devices */
        get: operations["getMeSessions"];
        put?: never;
        post?: never;
        /** Revoke every session except the current one */
        delete: operations["deleteMeSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Development outbox: email, SMS and push stored by the log messaging provider (404 when a real provider is configured). Needs the `X-Outbox-Key` header (printed at start, also in `<DATA_DIR>/dev-outbox-key`) or a signed-in Super Admin. */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (current password required); revokes the other sessions */
        put: operations["putAuthPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/email/change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply an email change from the new address's link; the old address gets a revert link (72 h) */
        post: operations["postAuthEmailChangeConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a password reset. `email`: a reset link (valid 60 minutes, single use). `phone`: a 6-digit SMS code (`reset_password`, valid 5 minutes) when an account has this phone verified; OTP send limits apply (429 with `user_message`). The answer is the same whether or not an account matches. */
        post: operations["postAuthPasswordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link `token`, or with `phone` + `code` (the SMS code from forgot-password); revokes every other session and outstanding reset link or code */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/email/change/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore the previous email from the revert link and sign out every session */
        post: operations["postAuthEmailChangeRevert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an email change (current password required): a confirmation link (24 h) goes to the new address */
        post: operations["postMeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{userId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Suspend (from active or pending_verification; revokes all sessions and push tokens) or reinstate a user; reason mandatory */
        patch: operations["patchAdminUsersUserIdStatus"];
        trace?: never;
    };
    "/admin/role-requests/{requestId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A second Super Admin confirms a pending Super Admin role change (the requester cannot: 403) */
        post: operations["postAdminRoleRequestsRequestIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an admin account (Super Admin): pending, no password, emailed a link to set one */
        post: operations["postAdminAdmins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{userId}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verified erasure of a suspended account (Super Admin): anonymized like an expired deletion (generic name; email, phone, password, avatar, sessions and push tokens purged; transactional records kept). `confirmation` must repeat the account's email or phone; reason mandatory. Other statuses: 409. */
        post: operations["postAdminUsersUserIdErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user's profile, roles, status and live session count; `meta.actions` says what the caller may do to this user (update, change_status, assign_roles, create_admin) */
        get: operations["getAdminUsersUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a user's name or preferred locale (audited with a diff) */
        patch: operations["patchAdminUsersUserId"];
        trace?: never;
    };
    "/admin/users/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant a role (Super Admin). admin_super answers 202 with a request a second Super Admin confirms. */
        post: operations["postAdminUsersUserIdRoles"];
        /** Revoke a role (Super Admin); body {role, reason, vendor_id} or the same as query parameters. admin_super answers 202. */
        delete: operations["deleteAdminUsersUserIdRoles"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/role-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Super Admin role changes by status (default pending), optionally for one user; newest first */
        get: operations["getAdminRoleRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users (q searches email, phone and names; filters status and role). `meta.actions.create_admin` tells whether the caller may create admins. */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/otp/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit SMS code (valid 5 min). `login`: Kuwait mobile, same answer for known and unknown numbers. `verify_phone`: the signed-in caller's phone. One send a minute, 5 an hour, 10 a day per phone (429 with `user_message`). */
        post: operations["postAuthOtpRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/email/verify/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the email verification link again (valid 24 h) when the address belongs to an account whose email is not verified yet. The answer is the same for any address. One send a minute per address (429 with Retry-After). */
        post: operations["postAuthEmailVerifyResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/phone/change/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore the previous phone number from the revert link (72 h, single use) and sign out every session */
        post: operations["postAuthPhoneChangeRevert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/otp/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit SMS code (valid 5 min). `login`: Kuwait mobile, same answer for known and unknown numbers. `verify_phone`: the signed-in caller's phone. One send a minute, 5 an hour, 10 a day per phone (429 with `user_message`). */
        post: operations["postAuthOtpSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Consume the emailed verification link token (single use, 24 h): verifies the email and activates a pending account. Activating one signs it in (its first session, for `device`): tokens in the body for API clients (no `device`, or a mobile platform), httpOnly cookies for the web portal (`device.platform: "web"`); otherwise `token` is null. */
        post: operations["postAuthEmailVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/otp/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify a code. `login`: signs in the account with this phone, or creates it on first verification (201, `created: true`). `verify_phone` (signed in): verifies the caller's phone. Sign-in tokens in the body for API clients; httpOnly cookies for the web portal (`device.platform: "web"`). An existing account with two-factor sign-in on gets a challenge instead (`two_factor_required: true`; the code is spent): complete it with POST /auth/2fa/verify. */
        post: operations["postAuthOtpVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/phone/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the signed-in caller's phone with a `verify_phone` code (from POST /auth/otp/send) */
        post: operations["postAuthPhoneVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/deletion-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request account deletion (re-authentication: `password`, or a sign-in within 5 minutes for accounts without one). 30-day grace; 409 with `error.blockers` while something blocks it. */
        post: operations["postMeDeletionRequest"];
        /** Cancel a pending deletion request (204; 409 when none is pending; signing in within the grace period cancels it too) */
        delete: operations["deleteMeDeletionRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/phone/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply the phone change with the code sent to the new number (it becomes verified). The account email, or else the old verified number, gets a revert link (72 h). AUTH_OTP_INVALID also when the number cannot be taken. */
        post: operations["postMePhoneConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/exports/{exportId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a ready archive through its signed link (the JSON file itself, not the envelope) */
        get: operations["getMeExportsExportIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own data exports and their status */
        get: operations["getMeExport"];
        put?: never;
        /** Request an archive of own data (one per 7 days; ready within 72 hours, the emailed link is valid 72 hours) */
        post: operations["postMeExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a phone change: re-authentication (`current_password`, or a sign-in within 5 minutes for accounts without one), then a 6-digit code (`change_phone`, 5 min) is texted to the new number. OTP send limits apply (429 with `user_message`). */
        post: operations["postMePhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch the active context (`customer` or `vendor:<vendorId>` of an own membership); returns a fresh token pair carrying it: in the body for a Bearer caller (API client), as httpOnly cookies for the web portal (session cookie; the body then carries expiry times only) */
        post: operations["postAuthContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/social/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (or sign up, 201 `created: true`) with a provider ID token. Tokens in the body for API clients; httpOnly cookies for the web portal (`device.platform: "web"`). A verified email of an existing password account answers 409 `link_required`: send the account's `password` too to link. 401 AUTH_INVALID_SOCIAL_TOKEN: token rejected, do not retry it. 404: provider not available. An account with two-factor sign-in on gets a challenge instead of tokens (`two_factor_required: true`): complete it with POST /auth/2fa/verify. */
        post: operations["postAuthSocialProviderCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (or sign up, 201 `created: true`) with a provider ID token. Tokens in the body for API clients; httpOnly cookies for the web portal (`device.platform: "web"`). A verified email of an existing password account answers 409 `link_required`: send the account's `password` too to link. 401 AUTH_INVALID_SOCIAL_TOKEN: token rejected, do not retry it. 404: provider not available. An account with two-factor sign-in on gets a challenge instead of tokens (`two_factor_required: true`): complete it with POST /auth/2fa/verify. */
        post: operations["postAuthSocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a second-step code to the signed-in-to-be account's verified phone (6 digits, 5 minutes, 5 attempts; one send a minute, 5 an hour, 10 a day: 429 with `user_message`). Then POST /auth/2fa/verify with it as `code`. */
        post: operations["postAuth2faSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/2fa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the enrollment with the app's current code: two-factor sign-in is on, and the answer carries 10 single-use recovery codes, shown this once */
        post: operations["postMe2faTotpConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Two-factor sign-in status: on or off, an enrollment waiting for its first code, the second-step methods, unused recovery codes */
        get: operations["getMe2fa"];
        put?: never;
        post?: never;
        /** Turn two-factor sign-in off. Re-authentication: `current_password`; an account without one sends `sms_code` (POST /me/2fa/reauth-sms), or, without a verified phone either, signed in within 5 minutes. AND a current second factor: an app `code` or a `recovery_code`. */
        delete: operations["deleteMe2fa"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/2fa/reauth-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a code to the caller's verified phone: the re-authentication of an account without a password when turning two-factor sign-in off (`sms_code`). OTP send limits apply. */
        post: operations["postMe2faReauthSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/2fa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the recovery codes with 10 new ones (shown this once; the old ones stop working). Needs a current app `code` or the `current_password`. */
        post: operations["postMe2faRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/2fa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start enrolling an authenticator app: a new secret, its `otpauth_uri` and `qr_code` (an SVG data URL). Shown only until confirmed; starting again replaces it. 409 when two-factor sign-in is already on. */
        post: operations["postMe2faTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a sign-in's second step: the `challenge_token` from the sign-in answer and an authenticator-app `code` (or the SMS code from POST /auth/2fa/sms), or a `recovery_code` (each works once). Signs in as the first step would have: tokens in the body for API clients, httpOnly cookies for the web portal (the first step's `device.platform: "web"`). Limits as for passwords: 5 tries a minute, locked 15 minutes after 10 failures (429). 422 on `challenge_token` once it is used or older than 5 minutes: sign in again. */
        post: operations["postAuth2faVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notification channels per category (push, email, sms), defaults filled in; the same store as PATCH /me `notification_preferences` */
        get: operations["getNotificationsPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change some channel/category switches; answers the full object. OTP and security messages ignore these. */
        patch: operations["patchNotificationsPreferences"];
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's in-app notifications, newest first, in the request's language; `meta.next_cursor` and `meta.unread_count` */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the caller's notifications read: the given `ids`, or all when absent (204; other users' ids are ignored) */
        post: operations["postNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a push token (`platform` ios, android or web; `locale` ar or en) for the current session: 201 when new, 200 when it was known (it moves to this session and account). Signing out removes it. */
        post: operations["postNotificationsDevices"];
        /** Remove one of the caller's push tokens, given as body `{token}` or query `?token=` (204; 404 when it is not the caller's) */
        delete: operations["deleteNotificationsDevices"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an own upload: 202 with status `processing`; verification (type, size, dimensions, malware, re-encoding) runs asynchronously and ends `ready` or `rejected`. */
        post: operations["postMediaIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An own media record; `url` once ready (stable for public contexts, signed for 5 minutes for private ones). */
        get: operations["getMediaId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file itself (not JSON). Public files: no credential, cached long. Private files: `expires` and `signature` from a signed URL (403 once expired). */
        get: operations["getMediaIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declare an upload (filename, mime type, size, context): a `pending` media record and a signed PUT URL valid 15 minutes. 422 MEDIA_TYPE_NOT_ALLOWED / MEDIA_TOO_LARGE on policy failure; 60 per hour per user. */
        post: operations["postMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{id}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload the bytes to the signed URL from POST /media (local storage; the URL is the credential). Body: the raw file with the declared Content-Type, at most the declared size. 204; 403 for an expired or forged URL. */
        put: operations["putMediaIdUpload"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the current vendor's services with its packages */
        get: operations["getVendorsMeServicesId"];
        put?: never;
        post?: never;
        /** Archive a service (204; it stays readable with status archived; restore with PATCH status=draft) */
        delete: operations["deleteVendorsMeServicesId"];
        options?: never;
        head?: never;
        /** Edit a service and/or change its status: `published` (needs `listing.publish` and an approved vendor: 403 VENDOR_NOT_APPROVED), `draft` (unpublish or restore), `archived`. Illegal moves and edits of archived services: 409 */
        patch: operations["patchVendorsMeServicesId"];
        trace?: never;
    };
    "/vendors/me/services/{id}/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a package (at most 10 per service); the service's price_from becomes the lowest package price */
        post: operations["postVendorsMeServicesIdPackages"];
        /** Delete a package named by `package_id` in the body (same as DELETE .../packages/{packageId}) */
        delete: operations["deleteVendorsMeServicesIdPackages"];
        options?: never;
        head?: never;
        /** Edit a package named by `package_id` in the body (same as PATCH .../packages/{packageId}) */
        patch: operations["patchVendorsMeServicesIdPackages"];
        trace?: never;
    };
    "/vendors/me/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current vendor's services (any status; filter with `status`), page-paginated */
        get: operations["getVendorsMeServices"];
        put?: never;
        /** Create a service (draft) in one of the vendor's categories or their active subcategories */
        post: operations["postVendorsMeServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/services/{id}/packages/{packageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a package */
        delete: operations["deleteVendorsMeServicesIdPackagesPackageId"];
        options?: never;
        head?: never;
        /** Edit a package */
        patch: operations["patchVendorsMeServicesIdPackagesPackageId"];
        trace?: never;
    };
    "/vendors/{id}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published services and packages of an approved, published vendor (id or slug); 404 otherwise */
        get: operations["getVendorsIdServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a vendor's team with the emailed token (signed in with the invited, verified email; anything else is 404) */
        post: operations["postVendorsInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own documents with their review status and short-lived signed links */
        get: operations["getVendorsMeDocuments"];
        put?: never;
        /** Attach a license or ID document by media id (a ready, private `vendor_document` upload); reviewed by admins */
        post: operations["postVendorsMeDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Views, RFQs received, quotes sent and won over a window; depth by plan (basic 30 days totals; standard 90 days + daily series; advanced 365 days + win rate; full + category comparison). A longer window than the plan allows: 403 SUBSCRIPTION_REQUIRED */
        get: operations["getVendorsMeAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply with a vendor business (verified phone required, 403 AUTH_PHONE_UNVERIFIED); starts in pending_review on the Free plan */
        post: operations["postVendors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/team/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (not the owner) or revoke an open invitation; the member loses the vendor's roles at once */
        delete: operations["deleteVendorsMeTeamId"];
        options?: never;
        head?: never;
        /** Give a member (not the owner: 409) another team role, vendor_manager or vendor_staff, and/or limit them to branches (branch_ids; [] is the whole vendor); the member's permissions change at once, each change is audited, a new role notified (docs/vendor-team.md) */
        patch: operations["patchVendorsMeTeamId"];
        trace?: never;
    };
    "/vendors/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own vendor profile (private view: status, rejection reason, contact details, media, documents summary); any team member may read it */
        get: operations["getVendorsMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit the profile, logo/cover/gallery and marketplace visibility (`published`); `resubmit: true` sends a rejected application back for review */
        patch: operations["patchVendorsMe"];
        trace?: never;
    };
    "/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public vendor profile by id or slug (approved and published vendors only): gallery, services, reviews summary; never contact details */
        get: operations["getVendorsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team members and open invitations, with the plan's seat count (owner only) */
        get: operations["getVendorsMeTeam"];
        put?: never;
        /** Invite a team member by email with a role (vendor_manager or vendor_staff, default staff; link valid 7 days); 403 SUBSCRIPTION_REQUIRED when the plan's team size is reached */
        post: operations["postVendorsMeTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's branches, oldest first (a member limited to branches sees only those) */
        get: operations["getVendorsMeBranches"];
        put?: never;
        /** Add a branch: name in Arabic and English, the area whose RFQs it receives, optional point and own daily capacity (owner) */
        post: operations["postVendorsMeBranches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/branches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a branch (owner): its services, RFQs and calendar days belong to the whole vendor again; members limited only to it see the whole vendor */
        delete: operations["deleteVendorsMeBranchesId"];
        options?: never;
        head?: never;
        /** Change a branch; the fields given change (owner) */
        patch: operations["patchVendorsMeBranchesId"];
        trace?: never;
    };
    "/admin/vendors/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending application (publishes the vendor, emits VendorApproved, emails the owner); other states 409 */
        post: operations["postAdminVendorsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vendor's full record: profile, contact, owner, documents (signed links), subscription, and the moves the caller may make (`allowed_actions`) */
        get: operations["getAdminVendorsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendors for review; default the approval queue (status=pending_review, oldest submission first). Filters: status (or `all`), q, category */
        get: operations["getAdminVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/vendors/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reinstate a suspended vendor with a reason; emits VendorReinstated */
        post: operations["postAdminVendorsIdReinstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/vendors/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending application with a reason (shown to the vendor, emailed to the owner); other states 409 */
        post: operations["postAdminVendorsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/vendors/{id}/documents/{documentId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject (note required) one of the vendor's documents */
        post: operations["postAdminVendorsIdDocumentsDocumentIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/vendors/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an approved vendor with a reason: gone from public endpoints at once; emits VendorSuspended (live quotes are voided) */
        post: operations["postAdminVendorsIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All subscription plans, including inactive ones */
        get: operations["getAdminPlans"];
        put?: never;
        /** Create a plan (price in KWD as a 3-decimal string; null limits are unlimited); 409 when the code exists */
        post: operations["postAdminPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One plan */
        get: operations["getAdminPlansPlanId"];
        put?: never;
        post?: never;
        /** Delete a plan nobody subscribed to; a plan with subscriptions is deactivated instead (`outcome`). The Free plan: 409 */
        delete: operations["deleteAdminPlansPlanId"];
        options?: never;
        head?: never;
        /** Change a plan's names, price, limits or visibility (`active`); the Free plan cannot be deactivated (409) and stays at 0.000 */
        patch: operations["patchAdminPlansPlanId"];
        trace?: never;
    };
    "/subscriptions/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's current subscription, a pending change, this month's quota usage (Asia/Kuwait) and team size (any member) */
        get: operations["getSubscriptionsMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Toggle auto-renew or cancel at period end of the current paid subscription (vendor owner; 409 on Free) */
        patch: operations["patchSubscriptionsMe"];
        trace?: never;
    };
    "/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The category tree in every status, with counts of vendors, services and subcategories */
        get: operations["getAdminCategories"];
        put?: never;
        /** Create a category or (with parent_id) a subcategory; two levels at most; duplicate slug 422 */
        post: operations["postAdminCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category in any status, with its counts */
        get: operations["getAdminCategoriesId"];
        put?: never;
        post?: never;
        /** Hard-delete a category without vendors, services or subcategories (409 otherwise); `reason` goes to the audit log */
        delete: operations["deleteAdminCategoriesId"];
        options?: never;
        head?: never;
        /** Edit fields, SEO meta, icon, order, parent, and status (active -> inactive -> archived; inactive -> active). Archiving with vendors or services: 409 */
        patch: operations["patchAdminCategoriesId"];
        trace?: never;
    };
    "/admin/cms-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Content pages (without bodies), by slug, page-paginated */
        get: operations["getAdminCmsPages"];
        put?: never;
        /** Create a bilingual content page (draft unless `status: published`); duplicate slug 422 */
        post: operations["postAdminCmsPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/cms-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One content page with both bodies */
        get: operations["getAdminCmsPagesId"];
        put?: never;
        post?: never;
        /** Delete a content page (audited) */
        delete: operations["deleteAdminCmsPagesId"];
        options?: never;
        head?: never;
        /** Edit a content page; `status` publishes (draft -> published) or unpublishes */
        patch: operations["patchAdminCmsPagesId"];
        trace?: never;
    };
    "/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published content page in the requested language (both languages included); 404 for drafts */
        get: operations["getPagesSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail, newest first, people and objects named beside their ids and actions in words; filtered by actor (id, or part of a name or email), action (prefix with a trailing `.` or `*`), entity and time range */
        get: operations["getAdminAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/favorites/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card of a saved vendor; 404 when it is not saved or no longer shown */
        get: operations["getFavoritesVendorId"];
        put?: never;
        /** Save a vendor (201 with its card; saving again is 200, no second entry). A vendor the marketplace does not show is 404 */
        post: operations["postFavoritesVendorId"];
        /** Unsave a vendor (204); 404 when it is not saved */
        delete: operations["deleteFavoritesVendorId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/favorites/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card of a saved vendor; 404 when it is not saved or no longer shown */
        get: operations["getMeFavoritesVendorId"];
        put?: never;
        /** Save a vendor (201 with its card; saving again is 200, no second entry). A vendor the marketplace does not show is 404 */
        post: operations["postMeFavoritesVendorId"];
        /** Unsave a vendor (204); 404 when it is not saved */
        delete: operations["deleteMeFavoritesVendorId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved vendors as search cards, newest saved first, page-paginated; vendors no longer shown are left out */
        get: operations["getFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved vendors as search cards, newest saved first, page-paginated; vendors no longer shown are left out */
        get: operations["getMeFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/search/synonyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The synonym dictionary: groups of terms that mean the same thing, in their saved order */
        get: operations["getAdminSearchSynonyms"];
        /** Replace the synonym dictionary (at most 500 groups of 2-20 terms, 1-60 characters each; a term that folds to nothing or to another term of its group is a 422); audited */
        put: operations["putAdminSearchSynonyms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/search/zero-results-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search queries that found nothing at least 10 times in a Kuwait week (last `weeks` weeks), highest count first */
        get: operations["getAdminSearchZeroResultsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Autocomplete: up to 10 suggestions (up to 5 vendors, then categories, then synonym terms), names in the caller's language; 503 SEARCH_UNAVAILABLE when the engine is down */
        get: operations["getSearchSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service and package search: published services of visible vendors, filtered by category and price, sorted by relevance, price or rating; results beyond 500 are not served (422); 503 SEARCH_UNAVAILABLE when the engine is down */
        get: operations["getSearchServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/featured-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Featured slots per category and rotation length (defaults: 6 slots, 24 hours) */
        get: operations["getAdminFeaturedSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the featured slot cap (1-24 per category) or rotation length (1-168 hours); applies at once: the current period is drawn again with the new settings. Audited */
        patch: operations["patchAdminFeaturedSettings"];
        trace?: never;
    };
    "/marketplace/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home page strips: featured, top-rated and newly joined vendors, as search cards */
        get: operations["getMarketplaceHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/{id}/preview-placement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the vendor stands in its primary category's default browse order (members of the vendor, admins with vendor.read) */
        get: operations["getVendorsIdPreviewPlacement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/search/ranking-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ranking score's damping constant m in (v*R + m*C) / (v + m) (default 5). Super Admin */
        get: operations["getAdminSearchRankingSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the damping constant m (whole number 1-100). Audited; every vendor's ranking score in search is recomputed within seconds (outbox event). Super Admin */
        patch: operations["patchAdminSearchRankingSettings"];
        trace?: never;
    };
    "/search/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendor search and category browse: typo-tolerant bilingual query, filters, facets, sort, page or cursor (at most 500 results deep). A query under 2 characters returns trending vendors (`meta.trending`). 503 SEARCH_UNAVAILABLE when the engine is down. */
        get: operations["getSearchVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation of the caller (404 when they are not part of it) */
        get: operations["getConversationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's conversations (customer context: their own; vendor context: the vendor's), latest activity first, cursor-paginated */
        get: operations["getConversations"];
        put?: never;
        /** Start a conversation with a vendor as a customer (201; 200 with the existing one for the same vendor and context), optionally with a first message. Needs a verified email (or phone); an rfq or booking context must be the caller's RFQ sent to that vendor, or their booking with it (404 / 422) */
        post: operations["postConversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of a conversation, newest first, cursor-paginated; the other side's phone numbers and emails are masked until a booking exists */
        get: operations["getConversationsIdMessages"];
        put?: never;
        /** Send a message (text and/or up to 5 attachments); 30 messages per minute per user (429 with Retry-After) */
        post: operations["postConversationsIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the conversation read for the caller's side (204) */
        post: operations["postConversationsIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's events (planning; cancelled ones are left out), newest first, page-paginated */
        get: operations["getEvents"];
        put?: never;
        /** Create an event (status planning). Needs a verified email or phone (403 AUTH_EMAIL_UNVERIFIED) */
        post: operations["postEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event of the caller */
        get: operations["getEventsId"];
        put?: never;
        post?: never;
        /** Cancel an event (204; it is gone afterwards). 409 CONFLICT while it has an open RFQ or a pending, confirmed or refund-requested booking */
        delete: operations["deleteEventsId"];
        options?: never;
        head?: never;
        /** Change an event's details (only the fields given). With a pending, confirmed or refund-requested booking the date, time, guests, city and location stay as booked (422 per field); the date never moves before the needed-by date of an open RFQ (422 event_date) */
        patch: operations["patchEventsId"];
        trace?: never;
    };
    "/events/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rollup of the event: RFQs by status, quotations received, bookings and the money booked, paid and due */
        get: operations["getEventsIdSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/budget/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a budget line for a top-level category (422 `category_id` when it has one already). Answers the whole budget */
        post: operations["postEventsIdBudgetLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/budget/lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a budget line (204) */
        delete: operations["deleteEventsIdBudgetLinesLineId"];
        options?: never;
        head?: never;
        /** Change a line's planned amount. Answers the whole budget */
        patch: operations["patchEventsIdBudgetLinesLineId"];
        trace?: never;
    };
    "/events/{id}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's budget: total, lines (planned, best live quote, booked, paid less refunds, over budget), categories spent on without a line, and the suggested split */
        get: operations["getEventsIdBudget"];
        /** Set the total budget and, with `lines`, replace every line (one per top-level category; 422 per line otherwise) */
        put: operations["putEventsIdBudget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/checklist/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the customer's own item (title, optional date and category; at most 200 items). Answers the checklist */
        post: operations["postEventsIdChecklistItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/checklist/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the event type's template items the checklist lacks (never twice). Answers the checklist */
        post: operations["postEventsIdChecklistTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/checklist/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an item (204) */
        delete: operations["deleteEventsIdChecklistItemsItemId"];
        options?: never;
        head?: never;
        /** Edit an item, or tick (`done: true`) and untick it. Answers the checklist */
        patch: operations["patchEventsIdChecklistItemsItemId"];
        trace?: never;
    };
    "/events/{id}/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's checklist with due dates (template items follow the event date), progress, and whether the type's template has items to add */
        get: operations["getEventsIdChecklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rsvp/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guest's RSVP page: the event's public details (title, date, time, area) and the guest's own answer. No sign-in; 404 for an unknown or revoked link. Rate-limited per IP */
        get: operations["getRsvpToken"];
        put?: never;
        /** The guest answers yes, no or maybe, with how many come (1 to 1 + plus-ones). May be changed any time. 404 for an unknown or revoked link. Rate-limited per IP */
        post: operations["postRsvpToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/apply-head-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the event's guests_expected to the RSVP head count (the customer's explicit choice). The event's edit rules apply: 422 while a booking holds the number, or when nobody said yes yet */
        post: operations["postEventsIdGuestsApplyHeadCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's guest list (at most 2,000, by name) with each guest's RSVP, link and WhatsApp link; `meta.totals` counts the answers and the head count */
        get: operations["getEventsIdGuests"];
        put?: never;
        /** Add a guest (with a personal RSVP link). 422 past 2,000 guests */
        post: operations["postEventsIdGuests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/{guestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a guest (204); the guest's link stops working */
        delete: operations["deleteEventsIdGuestsGuestId"];
        options?: never;
        head?: never;
        /** Change a guest (only the fields given). Fewer plus-ones than the guest's answer counted shrink the answer with them */
        patch: operations["patchEventsIdGuestsGuestId"];
        trace?: never;
    };
    "/events/{id}/guests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guest list as a CSV or XLSX file (not JSON), with each guest's answer; the import reads it back */
        get: operations["getEventsIdGuestsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import guests from a CSV or XLSX file (base64, at most 512 KB). Good rows are added, bad rows reported with their row, field and message and skipped; 422 only when the file itself cannot be read */
        post: operations["postEventsIdGuestsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/{guestId}/rsvp-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new personal RSVP link for the guest; the previous one stops working at once */
        post: operations["postEventsIdGuestsGuestIdRsvpLink"];
        /** Revoke the guest's RSVP link (the page answers 404 until a new link is made); the guest's answer stays */
        delete: operations["deleteEventsIdGuestsGuestIdRsvpLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event day's schedule in time order (at most 200 entries); the PDF is GET /events/{id}/timeline/pdf */
        get: operations["getEventsIdTimeline"];
        put?: never;
        /** Add an entry: a time, a title (Arabic, English or both) and who (a live booking of this event, whose vendor then sees the entry, or a person's name) */
        post: operations["postEventsIdTimeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/timeline/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an entry (204) */
        delete: operations["deleteEventsIdTimelineEntryId"];
        options?: never;
        head?: never;
        /** Change an entry (only the fields given) */
        patch: operations["patchEventsIdTimelineEntryId"];
        trace?: never;
    };
    "/events/{id}/timeline/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event day's timeline as a bilingual PDF (application/pdf, not JSON), Arabic and English */
        get: operations["getEventsIdTimelinePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rfqs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel: a draft is discarded; a pending, quoted or negotiating RFQ is cancelled, its live quotations become void and every recipient is told. 409 RFQ_INVALID_STATE otherwise */
        post: operations["postRfqsIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotation-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel: a draft is discarded; a pending, quoted or negotiating request is cancelled, its live quotes become void and every recipient is told. 409 RFQ_INVALID_STATE otherwise */
        post: operations["postQuotationRequestsIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rfqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's RFQs (both shapes), newest first, with each vendor's status; filter by event and status */
        get: operations["getRfqs"];
        put?: never;
        /** Create an RFQ (catalog shape): a draft, or sent at once with publish: true. Needs a verified email (403 AUTH_EMAIL_UNVERIFIED); sending needs a verified phone (403 AUTH_PHONE_UNVERIFIED). 10 RFQs per day per customer (429); all or nothing: every targeted vendor must still be eligible and have a receive slot this month (otherwise 422 naming the vendor and nothing is sent); an event holds at most 10 open RFQs (422 on event_id). A targeted vendor with no room on the service day (the event date, else needed_by_date) does not stop it: data.warnings has one VENDOR_BUSY_ON_DATE warning per such vendor (also on drafts, so the customer sees it before sending); open to the category, only vendors free that day are picked. The title is "<category name> - <event title>" */
        post: operations["postRfqs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/quotation-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a quotation request (module shape) as a draft for the event: targeted (1-5 vendors) or open to the category (the system picks up to 15 vendors free on the service day when it is sent). Needs a verified email (403 AUTH_EMAIL_UNVERIFIED); sending needs a verified phone (403 AUTH_PHONE_UNVERIFIED). 10 RFQs per day per customer (429). Targeted vendors with no room on the service day are named in data.warnings (VENDOR_BUSY_ON_DATE); it can still be sent */
        post: operations["postEventsIdQuotationRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rfqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One RFQ of the caller with its vendors' statuses */
        get: operations["getRfqsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotation-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One quotation request of the caller with its recipients' statuses */
        get: operations["getQuotationRequestsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a draft (409 RFQ_INVALID_STATE once sent); the fields given change */
        patch: operations["patchQuotationRequestsId"];
        trace?: never;
    };
    "/quotation-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's quotation requests (both shapes), newest first; filter by event_id and status */
        get: operations["getQuotationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rfqs/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a draft (draft -> pending; 409 RFQ_INVALID_STATE otherwise). Needs a verified email (403 AUTH_EMAIL_UNVERIFIED); sending needs a verified phone (403 AUTH_PHONE_UNVERIFIED); all or nothing: every targeted vendor must still be eligible and have a receive slot this month (otherwise 422 naming the vendor and nothing is sent); an event holds at most 10 open RFQs (422 on event_id). A targeted vendor with no room on the service day (the event date, else needed_by_date) does not stop it: data.warnings has one VENDOR_BUSY_ON_DATE warning per such vendor (also on drafts, so the customer sees it before sending); open to the category, only vendors free that day are picked */
        post: operations["postRfqsIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotation-requests/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a draft (draft -> pending; 409 RFQ_INVALID_STATE otherwise). Needs a verified email (403 AUTH_EMAIL_UNVERIFIED); sending needs a verified phone (403 AUTH_PHONE_UNVERIFIED); all or nothing: every targeted vendor must still be eligible and have a receive slot this month (otherwise 422 naming the vendor and nothing is sent); an event holds at most 10 open RFQs (422 on event_id). A targeted vendor with no room on the service day (the event date, else needed_by_date) does not stop it: data.warnings has one VENDOR_BUSY_ON_DATE warning per such vendor (also on drafts, so the customer sees it before sending); open to the category, only vendors free that day are picked. Open to the category with no eligible vendor: 422 on targeting */
        post: operations["postQuotationRequestsIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rfqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One RFQ with every quotation (vendor, status, total, validity) and whether each can be voided */
        get: operations["getAdminRfqsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rfq-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RFQ limits: open RFQs allowed per event (default 10). Super Admin */
        get: operations["getAdminRfqSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the RFQ limits (open RFQs per event, 1-50). Audited; applies to the next RFQ created or sent. Super Admin */
        patch: operations["patchAdminRfqSettings"];
        trace?: never;
    };
    "/admin/rfqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All RFQs, newest first, filtered by status and category, with the customer and the number of recipients */
        get: operations["getAdminRfqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes/{quoteId}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compliance void of a live quotation (submitted or counter_received), with a reason: the quotation can no longer be accepted, vendor and customer are notified, audited. Returns the RFQ as GET /admin/rfqs/{id}. 409 QUOTATION_INVALID_STATE otherwise */
        post: operations["postAdminQuotesQuoteIdVoid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every booking, newest first, filter by status and vendor (booking.oversee) */
        get: operations["getAdminBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/bookings/{id}/balance-received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the balance (total - deposit), paid to the vendor directly, was received: the customer is told. Vendor context, permission booking.fulfil; a confirmed or completed booking only (409 BOOKING_INVALID_STATE otherwise); idempotent (a second call answers the booking unchanged) */
        post: operations["postVendorBookingsIdBalanceReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending or confirmed booking as its customer; the policy's refund is recorded (refund_percent, refund_due). 409 BOOKING_INVALID_STATE otherwise */
        post: operations["postBookingsIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/cancellation-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer cancellation policy, in the caller's language (shown before accepting a quote) */
        get: operations["getBookingsCancellationPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/bookings/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a confirmed booking completed, from its service date on (Kuwait time); the customer is invited to review. Vendor context, permission booking.fulfil */
        post: operations["postVendorBookingsIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/bookings/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a pending booking, or a paid one not yet confirmed by the vendor, with a reason: cancelled, everything paid refunded automatically, the customer told, the RFQ reopened for the other quotes. Vendor context, permission booking.fulfil */
        post: operations["postVendorBookingsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking of the caller (customer: their own; vendor context: the vendor's), with the cancellation policy and what cancelling now would refund; 404 otherwise */
        get: operations["getBookingsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's bookings: as a customer their own; in a vendor context the vendor's. Newest first, page-paginated, filter by status */
        get: operations["getBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/refund-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a refund of a confirmed booking (moves it to refund_requested for Finance to decide). 409 BOOKING_INVALID_STATE otherwise */
        post: operations["postBookingsIdRefundRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/bookings/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a booking whose deposit is paid (within 48 h of the deposit, else it is cancelled with a full refund). Vendor context, permission booking.fulfil; 409 BOOKING_INVALID_STATE when not confirmed by payment or already confirmed */
        post: operations["postVendorBookingsIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a quotation: the RFQ and the quotation are accepted, the other quotations become not_selected and a pending booking is created (201, pay the 20% deposit next). Customer with a verified phone (403 AUTH_PHONE_UNVERIFIED); 409 QUOTATION_INVALID_STATE when the quotation or RFQ no longer allows it (also to the loser of two concurrent accepts); past its validity: 409 QUOTATION_EXPIRED */
        post: operations["postQuotationsIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a quotation: the RFQ and the quotation are accepted, the other quotations become not_selected and a pending booking is created (201, pay the 20% deposit next). Customer with a verified phone (403 AUTH_PHONE_UNVERIFIED); 409 QUOTATION_INVALID_STATE when the quotation or RFQ no longer allows it (also to the loser of two concurrent accepts); past its validity: 422 with `next_action` {type: request_requote, endpoint} in the error */
        post: operations["postQuotesQuoteIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject one quotation with a reason from the fixed list (note required for `other`). The RFQ stays open while other quotations are live; after the last one it is rejected, reopened or expired (docs/decisions.md) */
        post: operations["postQuotationsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject one quotation with a reason from the fixed list (note required for `other`). The RFQ stays open while other quotations are live; after the last one it is rejected, reopened or expired (docs/decisions.md) */
        post: operations["postQuotesQuoteIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/rfqs/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an RFQ with an optional reason (409 RFQ_INVALID_STATE once the RFQ is closed or already declined; 409 QUOTATION_INVALID_STATE while you have a live quotation on it) */
        post: operations["postVendorRfqsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/rfqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's own copy of an RFQ it received (never other recipients); the first read marks it viewed. my_quote.history shows every version and counter */
        get: operations["getVendorRfqsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/rfqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's RFQ inbox, newest first, page-paginated; meta.plan_limit has this month's received RFQs against the plan's receive limit (null = unlimited), when it resets, and the quotation quota */
        get: operations["getVendorRfqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Revise the quotation: a new version replaces the current values and resets the validity (answers a counter; an expired quote only after the customer asked for a re-quote). final_offer true with the same total (or no new values) on a countered quote holds firm. 409 QUOTATION_INVALID_STATE for a closed quote. {withdraw: true} withdraws it */
        patch: operations["patchQuotationsId"];
        trace?: never;
    };
    "/vendor/quotes/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Revise the quotation: a new version replaces the current values and resets the validity (answers a counter; an expired quote only after the customer asked for a re-quote). final_offer true with the same total (or no new values) on a countered quote holds firm. 409 QUOTATION_INVALID_STATE for a closed quote. {action: "withdraw"} withdraws it */
        patch: operations["patchVendorQuotesQuoteId"];
        trace?: never;
    };
    "/quotations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a quotation (catalog shape: items by description, the total their sum, valid_until a date 1-30 days ahead). Same rules and errors as POST /vendor/rfqs/{id}/quotes */
        post: operations["postQuotations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/rfqs/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the vendor's quotation on an RFQ it received (module shape). Takes one of the month's quotations (403 SUBSCRIPTION_QUOTA_EXCEEDED); 403 VENDOR_NOT_APPROVED; 409 RFQ_INVALID_STATE when the RFQ is closed or declined; 409 QUOTATION_INVALID_STATE when you already quoted (revise instead); 422 when the items do not sum to the total */
        post: operations["postVendorRfqsIdQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotation-requests/{id}/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compare the quotations of your RFQ (withdrawn and void ones left out): totals, items, validity left, vendor rating (new_vendor under 3 reviews), response time, plan badge, attachments and history. sort = price | -price | rating | -rating (others fall back to price) */
        get: operations["getQuotationRequestsIdCompare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counter a quotation with a proposed price (below its total) and/or a message: one of at most 3 rounds (a 4th is 409 QUOTATION_INVALID_STATE); 409 QUOTATION_EXPIRED past its validity; 409 QUOTATION_INVALID_STATE while a counter awaits the vendor */
        post: operations["postQuotesQuoteIdCounter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rfqs/{id}/quotations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compare the quotations of your RFQ (withdrawn and void ones left out): totals, items, validity left, vendor rating (new_vendor under 3 reviews), response time, plan badge, attachments and history. sort = price | -price | rating | -rating (others fall back to price) */
        get: operations["getRfqsIdQuotations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{quoteId}/request-requote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the vendor for a new version of a submitted or expired quotation (not a negotiation round; refused after the 3 rounds) */
        post: operations["postQuotesQuoteIdRequestRequote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/vendor-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's vendors and their day: booked (a booking of this event that is not cancelled), or, for a vendor with a live quotation on an open RFQ of the event and no booking, free or busy on the service day (the event date, else the RFQ's needed-by date). 404 for another customer's event */
        get: operations["getEventsIdVendorAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rfqs/vendor-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether each of the given vendors has room on a day (the RFQ wizard marks the busy ones before sending). Unknown ids are left out; never the reason */
        get: operations["getRfqsVendorAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/quote-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your saved quote templates (lines and a note), newest first */
        get: operations["getVendorQuoteTemplates"];
        put?: never;
        /** Save a quote template: a name, 0-30 lines and a note (at most 50 templates) */
        post: operations["postVendorQuoteTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/quote-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your quote templates */
        delete: operations["deleteVendorQuoteTemplatesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/quotes/{quoteId}/ai-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draft a quotation from your own data (published services and packages in the RFQ's category, your quotations on similar RFQs): lines with quantities for the guest count, each with its source, their total and a short note in Arabic and English. Changes nothing and sends nothing: edit it and send it as a quotation. quoteId: your quotation, or the RFQ id before you quoted. 409 RFQ_INVALID_STATE when the RFQ takes no quotation (closed, or you declined); 409 QUOTATION_INVALID_STATE when your quotation is closed */
        post: operations["postVendorQuotesQuoteIdAiDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/intents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a payment intent (module shape): booking_deposit (the booking's customer), subscription (a pending_payment subscription: the vendor owner in the vendor context, after POST /subscriptions) or subscription_renewal. amount > 0 and at most what is due (default: all of it); a deposit may be paid in parts (the booking is confirmed when they cover it), a plan only in full (a smaller amount is 422). Idempotency-Key (UUID v4) required: a replay answers the stored response with Idempotency-Replayed: true, another body with the same key 409 IDEMPOTENCY_KEY_REUSED. 404 for a payable that is not the caller's; 409 BOOKING_INVALID_STATE for a booking that is not pending; 429 RATE_LIMITED past 5 attempts per payable per hour; 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot open a session (3 attempts within 8 s; the payment is then failed). A live earlier attempt does not block a new one. */
        post: operations["postPaymentsIntents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment attempts of one booking (its customer, its vendor's members) or subscription (its vendor's members), newest first; 404 otherwise */
        get: operations["getPayments"];
        put?: never;
        /** Pay a booking's deposit (catalog shape): the booking's customer, while the booking is pending. 201 with the hosted page (payment_url, valid 60 minutes). Idempotency-Key (UUID v4) required: a replay answers the stored response with Idempotency-Replayed: true, another body with the same key 409 IDEMPOTENCY_KEY_REUSED. 404 for a payable that is not the caller's; 409 BOOKING_INVALID_STATE for a booking that is not pending; 429 RATE_LIMITED past 5 attempts per payable per hour; 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot open a session (3 attempts within 8 s; the payment is then failed). A live earlier attempt does not block a new one. */
        post: operations["postPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payment-driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider taking new payments, and the previous one (its webhooks are accepted for 72 hours after switched_at). Permission payment.oversee */
        get: operations["getAdminPaymentDriver"];
        /** Switch the provider taking new payments (Super Admin only); the previous one keeps receiving webhooks for 72 hours */
        put: operations["putAdminPaymentDriver"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment of the caller (the payer polls it until paid; the change itself comes from the provider's webhook); 404 otherwise */
        get: operations["getPaymentsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments oversight (permission payment.oversee): every payment with its provider and references, filter by status, flagged and provider */
        get: operations["getAdminPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's payment history (deposits and plans they paid or tried to pay), newest first, page-paginated */
        get: operations["getMePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer is back from the hosted page: the provider's status is asked now (no need to wait for its webhook) and the payment answered. 409 PAYMENT_AMOUNT_MISMATCH when the provider charged another amount or currency (the payment is flagged for finance, its booking or order waits); 404 for another's payment */
        post: operations["postPaymentsIdReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payments/{id}/resolve-flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finance decides a flagged payment (refund.approve; `Idempotency-Key` required): `refund` sends what was charged back without approval, `accept` (a shortfall in the payment's currency only) pays it for what was charged and leaves the rest due. The payer is told and the booking or order gets a fresh deadline. 409 when the payment waits for no decision or the action is not allowed (see flag_actions) */
        post: operations["postAdminPaymentsIdResolveFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/payments/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inbound webhook of one provider (sandbox, provider_a, provider_b): accepted from the active provider, and from the previous one for 72 hours after a switch. The signature (HMAC-SHA256 over the raw body, header per provider) must verify and its time be within 5 minutes, else 401 and nothing is stored. A provider event id seen before answers 200 and does nothing. Processing is queued; 200 {received: true} is immediate. */
        post: operations["postWebhooksPaymentsProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/psp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inbound webhook (catalog path) of the active provider; header X-Payment-Provider may name the provider (sandbox, provider_a, provider_b), else the active one is assumed. The signature (HMAC-SHA256 over the raw body, header per provider) must verify and its time be within 5 minutes, else 401 and nothing is stored. A provider event id seen before answers 200 and does nothing. Processing is queued; 200 {received: true} is immediate. */
        post: operations["postWebhooksPsp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/sessions/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox gateway: the payer decides (paid, declined, cancelled; KNET or card; optionally another amount to test a mismatch). Posts the signed webhook(s) to us, retried on failure: once, twice (the same event), or out_of_order (a failure after the capture). 409 CONFLICT when the session was already decided. Only the payment's payer: 401 when signed out, 404 NOT_FOUND for anyone else. */
        post: operations["postSandboxSessionsIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox gateway: one checkout session (amount, status, merchant name in the caller's language, where the payer returns). Only the payment's payer: 401 when signed out, 404 NOT_FOUND for anyone else. */
        get: operations["getSandboxSessionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/sessions/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox gateway: the hosted page loaded (the payment becomes pending); harmless when repeated. Only the payment's payer: 401 when signed out, 404 NOT_FOUND for anyone else. */
        post: operations["postSandboxSessionsIdOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe, upgrade or downgrade (vendor owner; `Idempotency-Key` required). A paid plan answers 201 with `pending_change` of type `payment_pending` and its `payment_url` (the hosted payment page): the subscription waits in `pending_payment` until paid. When the provider is down `payment_url` is null and the client pays later through POST /payments/intents {purpose: subscription}. Free answers 200 with a `downgrade` scheduled at the end of the paid period. The current plan again: 409. */
        post: operations["postSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/refunds/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a requested refund and send it to the provider at once (refund.approve). The answer shows it after the send: processed, processing, failed (retried automatically) or manual_processing. 403 when the caller requested it; 409 when it is not requested */
        post: operations["postAdminRefundsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/refunds/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a requested refund with a reason the payer is told (refund.approve). 403 when the caller requested it; 409 when it is not requested */
        post: operations["postAdminRefundsIdDeny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A refund: for its payer, the paid vendor's members (read) and admins with payment.oversee or refund.approve; 404 for anyone else */
        get: operations["getRefundsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refunds oldest first, page-paginated, filter by status: `requested` is the approval queue, `manual_processing` the finance task list (refund.approve). Each row carries its context: booking, customer, vendor, payment and the cancellation policy tier that set the amount */
        get: operations["getAdminRefunds"];
        put?: never;
        /** Finance starts a refund of a paid payment (refund.issue; `Idempotency-Key` required; a replay answers the stored response with `Idempotency-Replayed: true`, the key with another body 409 IDEMPOTENCY_KEY_REUSED). It waits in requested for another Finance or Super admin to approve. 422 over what is left */
        post: operations["postAdminRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/refunds/{id}/mark-processed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a refund in manual_processing as done outside the provider (a bank transfer), with its reference (refund.issue): processed, the payment partially refunded or refunded, the payer told. 409 for any other status */
        post: operations["postAdminRefundsIdMarkProcessed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer asks for (part of) their own paid payment back (`Idempotency-Key` required). 201 with a requested refund that Finance approves or denies. 422 when the amount exceeds what is left of the payment (refunds not denied count) or a goodwill refund has no note; 409 when the payment is not paid; 404 for another's payment */
        post: operations["postRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/reconciliation/{runId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A run's mismatches as a file (not JSON): CSV (UTF-8 with BOM) or XLSX, `Content-Disposition: attachment`. 404 for an unknown run */
        get: operations["getAdminReportsReconciliationRunIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A day's latest reconciliation run (of one provider when `provider` is given) and its mismatches; `run` null when the day was never reconciled */
        get: operations["getAdminReportsReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/reconciliation/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reconciles one Kuwait day now: our payments and refunds of a provider (the active driver when none is given) against the provider's own records. 201 with the run and its mismatches; a provider that cannot be reached gives a `failed` run with the reason, not an error. Audit-logged */
        post: operations["postAdminReportsReconciliationRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Marketplace activity per Kuwait day or month (same period rules as revenue): RFQs, quotes, bookings created, bookings whose deposit was paid, bookings cancelled, customers and vendors who joined */
        get: operations["getAdminReportsActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard as a file (not JSON): one row per Kuwait day or month of the period (same rules as revenue) with its revenue and activity, and a last `total` row; every row carries `computed_at`. CSV (UTF-8 with BOM) or XLSX (`format`), `Content-Disposition: attachment` */
        get: operations["getAdminReportsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue per Kuwait day or month between `from` and `to` (inclusive; default the last 30 days; at most 366 days, else 422): payments paid, refunds processed, net, commission (ledger deposits minus reversals), subscription payments, provider fees; every period listed. totals.wallet_liabilities: what customers' wallets held at the end of the period (the sum of their balances: money owed to customers) */
        get: operations["getAdminReportsRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/documents/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of an invoice or credit note (not JSON). No sign-in: `expires` and `signature` of the signed link are the credential; 404 once expired or tampered */
        get: operations["getFilesDocumentsKindId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the vendor's own invoices or credit notes with a signed PDF link (vendor owner); 404 for anything else */
        get: operations["getInvoicesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice of the caller's paid payment, with a signed PDF link valid 5 minutes. 404 when the payment is not the caller's or not paid */
        get: operations["getPaymentsIdInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor owner's invoices and credit notes (the vendor's plan payments), newest first, page-paginated */
        get: operations["getInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refunds/{id}/credit-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit note of a processed refund with a signed PDF link valid 5 minutes: for the payer and admins with refund.approve. 404 until processed or for anyone else */
        get: operations["getRefundsIdCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/finance-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The commission rate new ledger entries use (default 0.0500 = 5% of the booking total). Finance, Super (settlement.manage) */
        get: operations["getAdminFinanceSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the commission rate (0 < rate <= 0.5000, exactly 4 decimals). Audited with old and new value; entries already written keep their rate */
        patch: operations["patchAdminFinanceSettings"];
        trace?: never;
    };
    "/vendors/me/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the vendor's settlements are paid, the IBAN masked (last 4 shown). Vendor owner; 404 when none is set */
        get: operations["getVendorsMePayoutAccount"];
        /** Set or replace the payout account (vendor owner). The IBAN must be a valid Kuwaiti IBAN (KW, 30 characters, checksum), else 422 VALIDATION_FAILED. The previous account is kept for the settlements paid to it; the owner is notified of the change */
        put: operations["putVendorsMePayoutAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/{id}/settlements/{settlementId}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed link (5 minutes) to the settlement's bilingual statement PDF. Vendor owner, Finance, Super */
        get: operations["getVendorsIdSettlementsSettlementIdStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/statements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The statement PDF (application/pdf) behind a signed link; a bad or expired link is 404 */
        get: operations["getFilesStatementsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/{id}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's commission ledger newest first (filter by status), with `meta.totals` of vendor share pending, frozen and settled. Vendor owner, Finance, Super */
        get: operations["getVendorsIdLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/{id}/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's settlements newest first. Vendor owner, Finance, Super */
        get: operations["getVendorsIdSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settlements/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the bank transfer of a settlement with its reference (settlement.manage). Audited; the vendor owner is notified. 409 when already paid */
        post: operations["postAdminSettlementsIdMarkPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settlements/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the settlement for a Kuwait date now (default yesterday). One run per date: 201 with the new run's report, 200 with the existing one when the date was already run (settlement.manage) */
        post: operations["postAdminSettlementsRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The day's settlement run: settlements per vendor, totals and what was held back (report.finance: Finance, Super) */
        get: operations["getAdminReportsSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The author appeals a hidden review, once, within 14 days of it being hidden (409 CONFLICT otherwise); a moderator decides the appeal */
        post: operations["postReviewsIdAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a completed booking (the spec's {bookingId}). Only the booking's customer (404 otherwise); the booking must be completed, within 90 days (409 REVIEW_BOOKING_NOT_COMPLETED); once submitted, a second review of the booking is 409 REVIEW_ALREADY_EXISTS. submit: false saves the booking's draft (created: 201, updated: 200); submitting screens it: published, or pending_moderation when screening flags it */
        post: operations["postBookingsIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a completed direct order, one per order, under the booking review rules with the order as the verified source. Only the order's customer (404 otherwise); the order must be completed, within 90 days (409 REVIEW_BOOKING_NOT_COMPLETED); once submitted, a second review of the order is 409 REVIEW_ALREADY_EXISTS. submit: false saves the order's draft (created: 201, updated: 200); submitting screens it: published, or pending_moderation when screening flags it */
        post: operations["postOrdersIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a completed booking named by booking_id (catalog path; same rules as POST /bookings/{id}/review). Only the booking's customer (404 otherwise); the booking must be completed, within 90 days (409 REVIEW_BOOKING_NOT_COMPLETED); once submitted, a second review of the booking is 409 REVIEW_ALREADY_EXISTS. submit: false saves the booking's draft (created: 201, updated: 200); submitting screens it: published, or pending_moderation when screening flags it */
        post: operations["postReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One review: public when published (Review); its author and moderators (review.moderate) see it in any status (MyReview); 404 otherwise */
        get: operations["getReviewsId"];
        put?: never;
        post?: never;
        /** The author deletes a published review within 7 days of publishing (soft: status deleted; 409 CONFLICT after), or discards a draft */
        delete: operations["deleteReviewsId"];
        options?: never;
        head?: never;
        /** The author changes a draft (autosave, while the booking's 90-day window is open) or a published review within 7 days of publishing (409 CONFLICT after); an edit is re-screened and held for a moderator when flagged */
        patch: operations["patchReviewsId"];
        trace?: never;
    };
    "/me/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own reviews in every status (filter by status), newest first, page-based */
        get: operations["getMeReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A marketplace vendor's published reviews (the spec's {vendorId}; id or slug), page-based: sort newest (default), highest, lowest; filter by star levels and by a criterion rated at least min */
        get: operations["getVendorsIdReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The author submits a draft while the booking's 90-day window is open: screened, then published or held for a moderator. 422 when the overall rating is missing, or the body when a criterion is rated below 3 */
        post: operations["postReviewsIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit the vendor's reply within 7 days of posting it (409 CONFLICT after, or while it is with the moderators); the same checks as a new reply */
        patch: operations["patchReviewRepliesId"];
        trace?: never;
    };
    "/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The reviewed vendor's one reply to a published review (members with review.reply). Text only, 10-1,000 characters: web addresses, contact details and blocked words are refused with 422 naming what was found. 409 CONFLICT when the review already has a reply or is not published */
        post: operations["postReviewsIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-replies/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the vendor's reply to your review (the review's author only). offensive, personal_info and blackmail take the reply off the page until a moderator decides. One report per reply (409 CONFLICT) */
        post: operations["postReviewRepliesIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a review of your business to the moderators (members of the reviewed vendor). offensive, personal_info and blackmail take a published review off the page until a moderator decides. One report per person and review (409 CONFLICT) */
        post: operations["postReviewsIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/review-blocked-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The words and phrases screening blocks in reviews and replies (normalized form), A-Z */
        get: operations["getAdminReviewBlockedWords"];
        put?: never;
        /** Block a word or phrase in reviews and replies (stored normalized; 409 CONFLICT when already listed). Audit-logged */
        post: operations["postAdminReviewBlockedWords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catalog moderation variant: reviews by status, flagged (waiting for a moderator, the default) or hidden, oldest change first, page-paginated */
        get: operations["getAdminReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/moderation/reviews/{caseId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide a case: approve (publish a held review, restore a hidden one on appeal, or dismiss reports), hide, redact (redacted_title / redacted_body replace the text, then published) or escalate (stays in the queue). Reason mandatory, audit-logged, the author told. 409 CONFLICT for a decided case */
        post: operations["postAdminModerationReviewsCaseIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a published or held review (never deleted; the author may appeal once within 14 days). Reason mandatory, audit-logged; open cases on it are settled. 409 CONFLICT otherwise */
        post: operations["postAdminReviewsIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/moderation/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The moderation queue, oldest first, page-paginated: status=pending (flagged submits and edits, appeals) or reported (reports). Each case with the whole review, its screening flags, the reply, the reports and the vendor; escalated cases stay, marked */
        get: operations["getAdminModerationReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/review-blocked-words/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a blocked word (204). Audit-logged */
        delete: operations["deleteAdminReviewBlockedWordsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a hidden review again (an open appeal is settled as upheld). Reason mandatory, audit-logged. 409 CONFLICT when the review is not hidden */
        post: operations["postAdminReviewsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/{id}/rating-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vendor's rating aggregates (published reviews only): count, average to one decimal (null and new_vendor under 3 reviews), distribution per star, per-criterion averages, ranking score. Approved, published vendors only (404 otherwise) */
        get: operations["getVendorsIdRatingSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's work queues with counts (vendor approvals, refunds waiting, reported reviews, reconciliation mismatches, settlements to pay, ...): only the queues whose permission the caller holds are counted and listed (admin.access) */
        get: operations["getAdminHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's to-do list (RFQs to answer before they expire, counter-offers waiting, bookings in the next 7 days, reviews without a reply) and this Kuwait month's figures (RFQs received, quotes sent, bookings confirmed, profile views); 404 without a vendor membership */
        get: operations["getVendorsMeHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up and answering (no dependency is checked) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 once the database answers and is migrated and this process has loaded its search index and started its jobs; 503 SERVICE_UNAVAILABLE (with `checks`) while starting, when the database is unreachable, and while draining after SIGTERM */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/review-criteria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review criterion, retired ones too. Super Admin */
        get: operations["getAdminReviewCriteria"];
        put?: never;
        /** Add a review criterion (code, Arabic and English names): offered on reviews from now on. Audited; 409 CONFLICT when the code exists. Super Admin */
        post: operations["postAdminReviewCriteria"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/review-criteria/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename, reorder, retire (active: false) or restore a review criterion; ratings already given and their averages stay. Audited. Super Admin */
        patch: operations["patchAdminReviewCriteriaCode"];
        trace?: never;
    };
    "/review-criteria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review criterion (code, name, active), in display order: a review may rate the active ones; retired ones still label the ratings given before */
        get: operations["getReviewCriteria"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the caller's avatar: media_id of a ready upload of theirs in context avatar (POST /media with context avatar, PUT the bytes, confirm, wait for ready: JPEG, PNG or WebP, at most 5 MB, at least 200x200; stored as a 512x512 crop without EXIF). The previous avatar is deleted. 422 on media_id otherwise */
        put: operations["putMeAvatar"];
        post?: never;
        /** Remove the caller's avatar (the file is deleted); the initial is shown instead */
        delete: operations["deleteMeAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/calendar/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block days (closed whatever the plan says) or open days the plan closes, from today on, at most 366 days (calendar.manage) */
        post: operations["postVendorsMeCalendarExceptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Availability calendar: the weekly plan, daily capacity, and each day from..to (at most 92) with its bookings and exceptions (notes private); any team member */
        get: operations["getVendorsMeCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listed vendor's days from..to (id or slug; from today on, at most 92 days, up to 24 months ahead): free, busy or closed each day, never why nor for whom. Unlisted vendors: 404 */
        get: operations["getVendorsIdAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/calendar/exceptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a block or an extra open day (calendar.manage) */
        delete: operations["deleteVendorsMeCalendarExceptionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/calendar/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the days of the week the business works and how many bookings a day can take (calendar.manage) */
        put: operations["putVendorsMeCalendarPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/calendar/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import an external calendar (https iCal URL on a public address, at most 5): its busy days block the calendar, refreshed hourly (calendar.manage) */
        post: operations["postVendorsMeCalendarImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar-feeds/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vendor's private iCal feed (text/calendar; `{token}.ics`): bookings, direct orders and blocked days as all-day events; 404 for an unknown or revoked token */
        get: operations["getCalendarFeedsToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/calendar/ical": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** iCal links: whether the private feed exists, and each imported calendar with its last sync (calendar.manage) */
        get: operations["getVendorsMeCalendarIcal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/calendar/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop importing a calendar; the days it blocked are freed (calendar.manage) */
        delete: operations["deleteVendorsMeCalendarImportsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the private iCal feed URL, or replace it (the old URL stops working); the URL is returned only here (calendar.manage) */
        post: operations["postVendorsMeCalendarFeed"];
        /** Revoke the private iCal feed: its URL answers 404 from now on (calendar.manage) */
        delete: operations["deleteVendorsMeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One direct order (booking.oversee); never the provider's location */
        get: operations["getAdminOrdersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every direct order, newest first, filter by status and vendor (booking.oversee); never the provider's location */
        get: operations["getAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a placed or confirmed order under the policy (in full before acceptance or 24 h+ before the start, 50% inside the last 24 h); the refund is sent automatically, to the original payment method or, with refund_destination wallet, to the caller's wallet (credited when processed, at once). 409 BOOKING_INVALID_STATE once the vendor is on the way */
        post: operations["postOrdersIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's direct orders as a customer, newest first, filter by status */
        get: operations["getOrders"];
        put?: never;
        /** Order a package the vendor lets customers order directly, at its price, for a day and time in Kuwait; born `placed`, pay it within 60 minutes (POST /payments/intents, payable_type order, purpose order_payment). 409 VENDOR_UNAVAILABLE when the vendor's day is closed or full; 404 for a package that cannot be ordered */
        post: operations["postOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's orders, with provider_location while the vendor is on the way or working (null otherwise) and the distance to the place; 404 for anyone else's */
        get: operations["getOrdersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/orders/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a paid placed order before its confirm deadline: confirmed (booking.fulfil); 409 BOOKING_INVALID_STATE from any other state */
        post: operations["postVendorOrdersIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/orders/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete an in_progress order: completed; the shared location is cleared (booking.fulfil); 409 BOOKING_INVALID_STATE from any other state */
        post: operations["postVendorOrdersIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/orders/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a placed order with a reason; everything paid is refunded automatically and the customer told (booking.fulfil). 409 BOOKING_INVALID_STATE from any other state */
        post: operations["postVendorOrdersIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/orders/{id}/on-the-way": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set out to a confirmed order: on_the_way (share the location from now on) (booking.fulfil); 409 BOOKING_INVALID_STATE from any other state */
        post: operations["postVendorOrdersIdOnTheWay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/orders/{id}/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Share the provider's position, accepted only while the order is on_the_way or in_progress (409 BOOKING_INVALID_STATE otherwise); the customer's order shows it as provider_location until completion. 12 per minute per user (booking.fulfil) */
        post: operations["postVendorOrdersIdLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/orders/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a confirmed or on_the_way order: in_progress (booking.fulfil); 409 BOOKING_INVALID_STATE from any other state */
        post: operations["postVendorOrdersIdStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a confirmed or on_the_way order with a reason; everything paid is refunded automatically and the customer told (booking.fulfil). 409 BOOKING_INVALID_STATE from any other state */
        post: operations["postVendorOrdersIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the vendor's direct orders (booking.view) */
        get: operations["getVendorOrdersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's direct orders, newest first, filter by status (booking.view) */
        get: operations["getVendorOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/top-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Top up the caller's wallet through the hosted payment page: 201 with the payment (payment_url, valid 60 minutes); the balance grows when the provider's verified webhook reports it paid. Idempotency-Key (UUID v4) required. 422 on amount outside 1.000-1000.000; 429 RATE_LIMITED past 10 top-ups per hour; 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot open a session */
        post: operations["postWalletTopUps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's wallet: balance (KWD) and its movements (top-ups, refunds to the wallet, spends, tips), newest first, page-paginated */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/tip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tip the vendor of one of the caller's completed orders from the wallet: once per order, all of it to the vendor's next settlement with no commission (settled payouts are never changed). Idempotency-Key (UUID v4) required: the same key replays the tip. 404 for an order not the caller's; 409 BOOKING_INVALID_STATE unless completed; 409 CONFLICT for a second tip; 422 VALIDATION_FAILED (amount: validation.wallet_balance_too_low) when the balance is short */
        post: operations["postOrdersIdTip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook endpoints: URL, events, status, failing since, secret rotation (webhooks.manage) */
        get: operations["getVendorsMeWebhooks"];
        put?: never;
        /** Register an endpoint (https on a public address; at most 10); the signing secret is in this answer only (webhooks.manage) */
        post: operations["postVendorsMeWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an endpoint with its delivery log (webhooks.manage) */
        delete: operations["deleteVendorsMeWebhooksId"];
        options?: never;
        head?: never;
        /** Change an endpoint's URL, events or description, or turn it off and on (webhooks.manage) */
        patch: operations["patchVendorsMeWebhooksId"];
        trace?: never;
    };
    "/vendors/me/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log, newest first: status, response code, duration, next attempt, each attempt (webhooks.manage) */
        get: operations["getVendorsMeWebhooksIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend a delivery now (same delivery id and body) (webhooks.manage) */
        post: operations["postVendorsMeWebhooksIdDeliveriesDeliveryIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret: the new one is in this answer only; the previous one keeps signing beside it for 24 hours (webhooks.manage) */
        post: operations["postVendorsMeWebhooksIdSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/me/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a `webhook.test` event to this endpoint; the delivery log shows its outcome (webhooks.manage) */
        post: operations["postVendorsMeWebhooksIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook endpoints: URL, events, status, failing since, secret rotation (Super Admin) */
        get: operations["getAdminWebhooks"];
        put?: never;
        /** Register an endpoint (https on a public address; at most 10); the signing secret is in this answer only (Super Admin) */
        post: operations["postAdminWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an endpoint with its delivery log (Super Admin) */
        delete: operations["deleteAdminWebhooksId"];
        options?: never;
        head?: never;
        /** Change an endpoint's URL, events or description, or turn it off and on (Super Admin) */
        patch: operations["patchAdminWebhooksId"];
        trace?: never;
    };
    "/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log, newest first: status, response code, duration, next attempt, each attempt (Super Admin) */
        get: operations["getAdminWebhooksIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend a delivery now (same delivery id and body) (Super Admin) */
        post: operations["postAdminWebhooksIdDeliveriesDeliveryIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret: the new one is in this answer only; the previous one keeps signing beside it for 24 hours (Super Admin) */
        post: operations["postAdminWebhooksIdSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a `webhook.test` event to this endpoint; the delivery log shows its outcome (Super Admin) */
        post: operations["postAdminWebhooksIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "booking.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A booking's deposit is paid in full: the booking is confirmed.
         * @description Payload version 2026-11-27. Answer 2xx within 10 seconds; anything else is retried (5 attempts over 24 hours). Verify the signature over the raw body and refuse a timestamp more than 5 minutes away.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of `t` + '.' + the raw body with the endpoint secret>; during a secret rotation one v1= per active secret, newest first */
                    "X-Munasabat-Signature": string;
                    /** @description The event type, e.g. booking.confirmed */
                    "X-Munasabat-Event": string;
                    /** @description The delivery id: the same at every attempt and resend; deduplicate on it */
                    "X-Munasabat-Delivery": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The event id: the same for every endpoint and attempt of one event */
                        id: string;
                        /** @constant */
                        type: "booking.confirmed";
                        /** @constant */
                        api_version: "2026-11-27";
                        /** @description When the event happened, ISO 8601 UTC */
                        created_at: string;
                        data: {
                            /** @description The booking */
                            booking_id: string;
                            booking_reference: string;
                            /** @description The vendor booked */
                            vendor_id: string;
                            quote_id: string;
                            /** @description YYYY-MM-DD */
                            service_date: string;
                            total: components["schemas"]["Money"];
                            amount_paid: components["schemas"]["Money"];
                        };
                    };
                };
            };
            responses: {
                /** @description Received; any other answer (or none within 10 s) is retried */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A booking was cancelled (by the customer, the vendor or the system); `refund_due` is what the cancellation policy grants.
         * @description Payload version 2026-11-27. Answer 2xx within 10 seconds; anything else is retried (5 attempts over 24 hours). Verify the signature over the raw body and refuse a timestamp more than 5 minutes away.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of `t` + '.' + the raw body with the endpoint secret>; during a secret rotation one v1= per active secret, newest first */
                    "X-Munasabat-Signature": string;
                    /** @description The event type, e.g. booking.confirmed */
                    "X-Munasabat-Event": string;
                    /** @description The delivery id: the same at every attempt and resend; deduplicate on it */
                    "X-Munasabat-Delivery": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The event id: the same for every endpoint and attempt of one event */
                        id: string;
                        /** @constant */
                        type: "booking.cancelled";
                        /** @constant */
                        api_version: "2026-11-27";
                        /** @description When the event happened, ISO 8601 UTC */
                        created_at: string;
                        data: {
                            booking_id: string;
                            booking_reference: string;
                            vendor_id: string;
                            /** @enum {string} */
                            cancelled_by: "customer" | "vendor" | "system";
                            refund_due: components["schemas"]["Money"];
                        };
                    };
                };
            };
            responses: {
                /** @description Received; any other answer (or none within 10 s) is retried */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "rfq.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's request for quotation reached the vendor.
         * @description Payload version 2026-11-27. Answer 2xx within 10 seconds; anything else is retried (5 attempts over 24 hours). Verify the signature over the raw body and refuse a timestamp more than 5 minutes away.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of `t` + '.' + the raw body with the endpoint secret>; during a secret rotation one v1= per active secret, newest first */
                    "X-Munasabat-Signature": string;
                    /** @description The event type, e.g. booking.confirmed */
                    "X-Munasabat-Event": string;
                    /** @description The delivery id: the same at every attempt and resend; deduplicate on it */
                    "X-Munasabat-Delivery": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The event id: the same for every endpoint and attempt of one event */
                        id: string;
                        /** @constant */
                        type: "rfq.received";
                        /** @constant */
                        api_version: "2026-11-27";
                        /** @description When the event happened, ISO 8601 UTC */
                        created_at: string;
                        data: {
                            rfq_id: string;
                            vendor_id: string;
                            category_id: string;
                            /** @description YYYY-MM-DD: the day the customer needs quotes by */
                            needed_by: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received; any other answer (or none within 10 s) is retried */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer accepted the vendor's quote; its booking exists, pending until the deposit is paid.
         * @description Payload version 2026-11-27. Answer 2xx within 10 seconds; anything else is retried (5 attempts over 24 hours). Verify the signature over the raw body and refuse a timestamp more than 5 minutes away.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of `t` + '.' + the raw body with the endpoint secret>; during a secret rotation one v1= per active secret, newest first */
                    "X-Munasabat-Signature": string;
                    /** @description The event type, e.g. booking.confirmed */
                    "X-Munasabat-Event": string;
                    /** @description The delivery id: the same at every attempt and resend; deduplicate on it */
                    "X-Munasabat-Delivery": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The event id: the same for every endpoint and attempt of one event */
                        id: string;
                        /** @constant */
                        type: "quote.accepted";
                        /** @constant */
                        api_version: "2026-11-27";
                        /** @description When the event happened, ISO 8601 UTC */
                        created_at: string;
                        data: {
                            quote_id: string;
                            rfq_id: string;
                            vendor_id: string;
                            booking_id: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received; any other answer (or none within 10 s) is retried */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment was paid: a booking's deposit, or the vendor's subscription.
         * @description Payload version 2026-11-27. Answer 2xx within 10 seconds; anything else is retried (5 attempts over 24 hours). Verify the signature over the raw body and refuse a timestamp more than 5 minutes away.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of `t` + '.' + the raw body with the endpoint secret>; during a secret rotation one v1= per active secret, newest first */
                    "X-Munasabat-Signature": string;
                    /** @description The event type, e.g. booking.confirmed */
                    "X-Munasabat-Event": string;
                    /** @description The delivery id: the same at every attempt and resend; deduplicate on it */
                    "X-Munasabat-Delivery": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The event id: the same for every endpoint and attempt of one event */
                        id: string;
                        /** @constant */
                        type: "payment.succeeded";
                        /** @constant */
                        api_version: "2026-11-27";
                        /** @description When the event happened, ISO 8601 UTC */
                        created_at: string;
                        data: {
                            payment_id: string;
                            vendor_id: string | null;
                            /** @enum {string} */
                            payable_type: "booking" | "subscription";
                            payable_id: string;
                            purpose: string;
                            amount: components["schemas"]["Money"];
                        };
                    };
                };
            };
            responses: {
                /** @description Received; any other answer (or none within 10 s) is retried */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.processed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A refund of a booking's payment reached the payer's bank.
         * @description Payload version 2026-11-27. Answer 2xx within 10 seconds; anything else is retried (5 attempts over 24 hours). Verify the signature over the raw body and refuse a timestamp more than 5 minutes away.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of `t` + '.' + the raw body with the endpoint secret>; during a secret rotation one v1= per active secret, newest first */
                    "X-Munasabat-Signature": string;
                    /** @description The event type, e.g. booking.confirmed */
                    "X-Munasabat-Event": string;
                    /** @description The delivery id: the same at every attempt and resend; deduplicate on it */
                    "X-Munasabat-Delivery": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The event id: the same for every endpoint and attempt of one event */
                        id: string;
                        /** @constant */
                        type: "refund.processed";
                        /** @constant */
                        api_version: "2026-11-27";
                        /** @description When the event happened, ISO 8601 UTC */
                        created_at: string;
                        data: {
                            refund_id: string;
                            booking_id: string;
                            vendor_id: string;
                            amount: components["schemas"]["Money"];
                            payment_fully_refunded: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Received; any other answer (or none within 10 s) is retried */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "review.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's review of the vendor is published (shown on the vendor's page).
         * @description Payload version 2026-11-27. Answer 2xx within 10 seconds; anything else is retried (5 attempts over 24 hours). Verify the signature over the raw body and refuse a timestamp more than 5 minutes away.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of `t` + '.' + the raw body with the endpoint secret>; during a secret rotation one v1= per active secret, newest first */
                    "X-Munasabat-Signature": string;
                    /** @description The event type, e.g. booking.confirmed */
                    "X-Munasabat-Event": string;
                    /** @description The delivery id: the same at every attempt and resend; deduplicate on it */
                    "X-Munasabat-Delivery": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The event id: the same for every endpoint and attempt of one event */
                        id: string;
                        /** @constant */
                        type: "review.published";
                        /** @constant */
                        api_version: "2026-11-27";
                        /** @description When the event happened, ISO 8601 UTC */
                        created_at: string;
                        data: {
                            review_id: string;
                            vendor_id: string;
                            booking_id: string;
                            overall_rating: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Received; any other answer (or none within 10 s) is retried */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sent by "send test event" to that endpoint only.
         * @description Payload version 2026-11-27. Answer 2xx within 10 seconds; anything else is retried (5 attempts over 24 hours). Verify the signature over the raw body and refuse a timestamp more than 5 minutes away.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of `t` + '.' + the raw body with the endpoint secret>; during a secret rotation one v1= per active secret, newest first */
                    "X-Munasabat-Signature": string;
                    /** @description The event type, e.g. booking.confirmed */
                    "X-Munasabat-Event": string;
                    /** @description The delivery id: the same at every attempt and resend; deduplicate on it */
                    "X-Munasabat-Delivery": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The event id: the same for every endpoint and attempt of one event */
                        id: string;
                        /** @constant */
                        type: "webhook.test";
                        /** @constant */
                        api_version: "2026-11-27";
                        /** @description When the event happened, ISO 8601 UTC */
                        created_at: string;
                        data: {
                            endpoint_id: string;
                            message: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Received; any other answer (or none within 10 s) is retried */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Category: {
            /** @description ULID */
            id: string;
            slug: string;
            /** @description Name in the requested language */
            name: string;
            name_ar: string;
            name_en: string;
            icon: string;
            sort_order: number;
            /** @description With include=seo */
            seo?: {
                title_ar: string | null;
                title_en: string | null;
                description_ar: string | null;
                description_en: string | null;
            };
            children: {
                /** @description ULID */
                id: string;
                slug: string;
                /** @description Name in the requested language */
                name: string;
                name_ar: string;
                name_en: string;
                icon: string;
                sort_order: number;
                /** @description With include=seo */
                seo?: {
                    title_ar: string | null;
                    title_en: string | null;
                    description_ar: string | null;
                    description_en: string | null;
                };
            }[];
        };
        Governorate: {
            /** @description ULID */
            id: string;
            slug: string;
            /** @description Name in the requested language */
            name: string;
            name_ar: string;
            name_en: string;
            city_id: string;
            areas: {
                /** @description ULID */
                id: string;
                slug: string;
                /** @description Name in the requested language */
                name: string;
                name_ar: string;
                name_en: string;
            }[];
        };
        City: {
            /** @description ULID */
            id: string;
            slug: string;
            /** @description Name in the requested language */
            name: string;
            name_ar: string;
            name_en: string;
            country_code: string;
        };
        Pagination: {
            page: number;
            per_page: number;
            total: number;
            total_pages: number;
        };
        Country: {
            id: string;
            code: string;
            /** @description Name in the requested language */
            name: string;
            name_ar: string;
            name_en: string;
            phone_code: string;
            currency: string;
            supported_market: boolean;
        };
        Plan: {
            id: string;
            code: string;
            /** @description Name in the requested language */
            name: string;
            name_ar: string;
            name_en: string;
            price_monthly: components["schemas"]["Money"];
            /** @description RFQs received per calendar month; null = unlimited */
            rfq_receive_limit: number | null;
            quotation_quota: number | null;
            team_size: number;
            /** @enum {string} */
            analytics_depth: "basic" | "standard" | "advanced" | "full";
            featured_eligible: boolean;
        };
        Money: {
            /** @example 12.500 */
            amount: string;
            /** @example KWD */
            currency: string;
        };
        User: {
            id: string;
            first_name: string;
            last_name: string;
            name: string;
            email: string | null;
            email_verified_at: string | null;
            email_verified: boolean;
            phone: string | null;
            phone_verified_at: string | null;
            phone_verified: boolean;
            phone_supported_market: boolean | null;
            /** @enum {string} */
            preferred_locale: "ar" | "en";
            /** @enum {string} */
            locale: "ar" | "en";
            user_type: string;
            /** @enum {string} */
            status: "pending_verification" | "active" | "suspended" | "deletion_requested" | "anonymized";
            country: string;
            created_at: string;
        };
        Token: {
            /** @description Present for API clients (a sign-in without `device`, or with a mobile platform; a renewal with the token in the body or a Bearer header). Absent for the web portal: its tokens travel in httpOnly cookies only */
            access_token?: string;
            /** @description Present for API clients (a sign-in without `device`, or with a mobile platform; a renewal with the token in the body or a Bearer header). Absent for the web portal: its tokens travel in httpOnly cookies only */
            refresh_token?: string;
            /** @constant */
            token_type: "Bearer";
            /** @description UTC, absolute */
            expires_at: string;
            refresh_expires_at: string;
        };
        Device: {
            name?: string;
            /**
             * @description `web`: the web portal, whose tokens travel as httpOnly cookies. A mobile platform, or no `device` at all: an API client, tokens in the body.
             * @enum {string}
             */
            platform: "web" | "ios" | "android";
            app_version?: string;
        };
        Profile: {
            id: string;
            first_name: string;
            last_name: string;
            name: string;
            email: string | null;
            email_verified_at: string | null;
            email_verified: boolean;
            phone: string | null;
            phone_verified_at: string | null;
            phone_verified: boolean;
            phone_supported_market: boolean | null;
            /** @enum {string} */
            preferred_locale: "ar" | "en";
            /** @enum {string} */
            locale: "ar" | "en";
            user_type: string;
            /** @enum {string} */
            status: "pending_verification" | "active" | "suspended" | "deletion_requested" | "anonymized";
            country: string;
            created_at: string;
            notification_preferences: components["schemas"]["NotificationPreferences"];
            /** @description When a pending deletion purges the account (request + 30 days, UTC); null when none is pending */
            deletion_scheduled_at: string | null;
            /** @description The avatar (512x512, set with PUT /me/avatar), a path on this API's origin; null when none */
            avatar_url: string | null;
        };
        /**
         * @example {
         *       "push": {
         *         "quotes": true
         *       },
         *       "email": {
         *         "marketing": false
         *       }
         *     }
         */
        NotificationPreferences: {
            push?: {
                [key: string]: boolean;
            };
            email?: {
                [key: string]: boolean;
            };
            sms?: {
                [key: string]: boolean;
            };
        };
        Session: {
            id: string;
            device_name: string | null;
            platform: string | null;
            app_version: string | null;
            city: string | null;
            last_active_at: string;
            created_at: string;
            current: boolean;
        };
        OutboxMessage: {
            /** @description ULID */
            id: string;
            /** @enum {string} */
            channel: "email" | "sms" | "push";
            to: string;
            /** @description Email only */
            subject: string | null;
            /** @description Plain-text body */
            body: string;
            template: string;
            /** @enum {string} */
            locale: "ar" | "en";
            /** @description ISO 8601 UTC */
            created_at: string;
        };
        AdminUser: {
            id: string;
            first_name: string;
            last_name: string;
            name: string;
            email: string | null;
            email_verified_at: string | null;
            email_verified: boolean;
            phone: string | null;
            phone_verified_at: string | null;
            phone_verified: boolean;
            phone_supported_market: boolean | null;
            /** @enum {string} */
            preferred_locale: "ar" | "en";
            /** @enum {string} */
            locale: "ar" | "en";
            user_type: string;
            /** @enum {string} */
            status: "pending_verification" | "active" | "suspended" | "deletion_requested" | "anonymized";
            country: string;
            created_at: string;
            roles: string[];
            role_grants: {
                role: string;
                vendor_id: string | null;
            }[];
            suspended_at: string | null;
            suspension_reason: string | null;
        };
        /** @description A change to the Super Admin role waits for a second Super Admin (202). */
        PendingRoleChange: {
            request_id: string;
            /** @constant */
            status: "pending";
        };
        AdminUserDetail: {
            id: string;
            first_name: string;
            last_name: string;
            name: string;
            email: string | null;
            email_verified_at: string | null;
            email_verified: boolean;
            phone: string | null;
            phone_verified_at: string | null;
            phone_verified: boolean;
            phone_supported_market: boolean | null;
            /** @enum {string} */
            preferred_locale: "ar" | "en";
            /** @enum {string} */
            locale: "ar" | "en";
            user_type: string;
            /** @enum {string} */
            status: "pending_verification" | "active" | "suspended" | "deletion_requested" | "anonymized";
            country: string;
            created_at: string;
            roles: string[];
            role_grants: {
                role: string;
                vendor_id: string | null;
            }[];
            suspended_at: string | null;
            suspension_reason: string | null;
            /** @description Sessions neither revoked nor expired. */
            active_sessions: number;
        };
        RoleChangeRequest: {
            request_id: string;
            user: {
                id: string;
                name: string;
                email: string | null;
            };
            role: string;
            /** @enum {string} */
            action: "grant" | "revoke";
            reason: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "rejected";
            requested_by: {
                id: string;
                name: string;
                email: string | null;
            };
            confirmed_by: {
                id: string;
                name: string;
                email: string | null;
            } | null;
            created_at: string;
            decided_at: string | null;
            /** @description False for the caller's own requests: a different Super Admin confirms. */
            can_confirm: boolean;
        };
        DeletionState: {
            /** @enum {string} */
            status: "pending_verification" | "active" | "suspended" | "deletion_requested" | "anonymized";
            deletion_scheduled_at: string | null;
        };
        DeletionRequest: {
            password?: string;
        };
        DataExport: {
            id: string;
            /** @enum {string} */
            status: "requested" | "ready" | "expired";
            requested_at: string;
            ready_at: string | null;
            expires_at: string | null;
            download_url: string | null;
        };
        ContextSwitchResult: {
            active_context: string;
            token: components["schemas"]["Token"];
        };
        ContextSwitch: {
            /** @example vendor:01JBCDEFGHJKMNPQRSTVWXYZ00 */
            context: "customer" | string;
        };
        /** @description Per channel per category (rfq, quote, booking, payment, message, review, subscription, account, planner, marketing). Defaults: everything on except marketing; SMS only for payment and account. */
        NotificationPreferenceSettings: {
            push: {
                rfq: boolean;
                quote: boolean;
                booking: boolean;
                payment: boolean;
                message: boolean;
                review: boolean;
                subscription: boolean;
                account: boolean;
                planner: boolean;
                marketing: boolean;
            };
            email: {
                rfq: boolean;
                quote: boolean;
                booking: boolean;
                payment: boolean;
                message: boolean;
                review: boolean;
                subscription: boolean;
                account: boolean;
                planner: boolean;
                marketing: boolean;
            };
            sms: {
                rfq: boolean;
                quote: boolean;
                booking: boolean;
                payment: boolean;
                message: boolean;
                review: boolean;
                subscription: boolean;
                account: boolean;
                planner: boolean;
                marketing: boolean;
            };
        };
        Notification: {
            id: string;
            kind: string;
            title: string;
            body: string;
            entity: {
                type: string;
                id: string;
            };
            read_at: string | null;
            created_at: string;
        };
        PushDevice: {
            token: string;
            /** @enum {string} */
            platform: "ios" | "android" | "web";
            /** @enum {string} */
            locale: "ar" | "en";
            registered_at: string;
        };
        PushDeviceRegistration: {
            token: string;
            /** @enum {string} */
            platform: "ios" | "android" | "web";
            /**
             * @description Language of the pushes; defaults to the request's Accept-Language
             * @enum {string}
             */
            locale?: "ar" | "en";
        };
        NotificationPreferencesPatch: {
            push?: {
                rfq?: boolean;
                quote?: boolean;
                booking?: boolean;
                payment?: boolean;
                message?: boolean;
                review?: boolean;
                subscription?: boolean;
                account?: boolean;
                planner?: boolean;
                marketing?: boolean;
            };
            email?: {
                rfq?: boolean;
                quote?: boolean;
                booking?: boolean;
                payment?: boolean;
                message?: boolean;
                review?: boolean;
                subscription?: boolean;
                account?: boolean;
                planner?: boolean;
                marketing?: boolean;
            };
            sms?: {
                rfq?: boolean;
                quote?: boolean;
                booking?: boolean;
                payment?: boolean;
                message?: boolean;
                review?: boolean;
                subscription?: boolean;
                account?: boolean;
                planner?: boolean;
                marketing?: boolean;
            };
        };
        Media: {
            /** @description ULID */
            id: string;
            /** @enum {string} */
            status: "pending" | "processing" | "ready" | "rejected";
            /** @enum {string} */
            context: "avatar" | "vendor_logo" | "vendor_cover" | "vendor_gallery" | "vendor_document" | "service_image" | "rfq_attachment" | "quote_attachment" | "review_photo" | "message_attachment";
            /** @enum {string} */
            visibility: "public" | "private";
            filename: string;
            /** @description Declared until verified, then the type detected from the bytes */
            mime_type: string;
            /** @description Declared until verified, then the stored size */
            size: number;
            width: number | null;
            height: number | null;
            /** @description When ready: stable URL (public contexts) or a signed URL valid 5 minutes (private) */
            url: string | null;
            /** @description not_uploaded, too_large, type_mismatch, malware, too_small or corrupt */
            reject_reason: string | null;
            created_at: string;
            ready_at: string | null;
        };
        MediaUpload: {
            media: components["schemas"]["Media"];
            upload: {
                url: string;
                /** @constant */
                method: "PUT";
                /** @description Headers the PUT must carry */
                headers: {
                    [key: string]: string;
                };
                expires_at: string;
            };
        };
        ServicePackage: {
            id: string;
            service_id: string;
            name: string;
            name_ar: string;
            name_en: string;
            description: string | null;
            description_ar: string | null;
            description_en: string | null;
            price: components["schemas"]["Money"];
            inclusions: {
                text: string;
                ar: string;
                en: string;
            }[];
            sort_order: number;
            direct_order: ("full" | "deposit") | null;
            created_at: string;
            updated_at: string;
        };
        VendorService: {
            id: string;
            vendor_id: string;
            /** @description The branch that offers it; null: the whole vendor. */
            branch_id: string | null;
            /** @enum {string} */
            status: "draft" | "published" | "archived";
            name: string;
            name_ar: string;
            name_en: string;
            description: string | null;
            description_ar: string | null;
            description_en: string | null;
            category: {
                id: string;
                slug: string;
                name: string;
            };
            /** @description null = quote only */
            price_from: components["schemas"]["Money"] | null;
            cover_media_id: string | null;
            cover_image: string | null;
            packages: components["schemas"]["ServicePackage"][];
            published_at: string | null;
            archived_at: string | null;
            created_at: string;
            updated_at: string;
        };
        PublicService: {
            id: string;
            name: string;
            name_ar: string;
            name_en: string;
            description: string | null;
            description_ar: string | null;
            description_en: string | null;
            category: {
                id: string;
                slug: string;
                name: string;
            };
            price_from: components["schemas"]["Money"] | null;
            cover_image: string | null;
            published_at: string | null;
            packages: {
                id: string;
                name: string;
                name_ar: string;
                name_en: string;
                description: string | null;
                description_ar: string | null;
                description_en: string | null;
                price: components["schemas"]["Money"];
                inclusions: {
                    text: string;
                    ar: string;
                    en: string;
                }[];
                sort_order: number;
                direct_order: ("full" | "deposit") | null;
            }[];
        };
        VendorInvitationAccepted: {
            vendor: {
                id: string;
                slug: string;
                name: string;
            };
            membership_id: string;
            role: string;
        };
        VendorInvitationAccept: {
            token: string;
        };
        VendorDocument: {
            id: string;
            /** @enum {string} */
            kind: "commercial_license" | "civil_id" | "other";
            /** @enum {string} */
            status: "pending_review" | "approved" | "rejected";
            review_note: string | null;
            reviewed_at: string | null;
            media_id: string;
            filename: string;
            /** @description Signed link valid for at most 5 minutes. */
            url: string | null;
            created_at: string;
        };
        VendorDocumentAttach: {
            media_id: string;
            /** @enum {string} */
            kind: "commercial_license" | "civil_id" | "other";
        };
        VendorAnalytics: {
            /** @enum {string} */
            depth: "basic" | "standard" | "advanced" | "full";
            max_days: number;
            window: {
                days: number;
                from: string;
                to: string;
            };
            totals: {
                views: number;
                rfqs_received: number;
                quotes_sent: number;
                quotes_won: number;
                /** @description quotes_won / quotes_sent (0–1); advanced and full plans only. */
                win_rate: number | null;
            };
            /** @description One row per Kuwait day; standard plans and above. */
            series: {
                date: string;
                views: number;
                rfqs_received: number;
                quotes_sent: number;
                quotes_won: number;
            }[] | null;
            /** @description Average per approved vendor of the primary category (other vendors); full plans only. */
            comparison: {
                category: {
                    id: string;
                    name: string;
                };
                vendors_count: number;
                average: {
                    views: number;
                    rfqs_received: number;
                    quotes_sent: number;
                    quotes_won: number;
                    /** @description quotes_won / quotes_sent (0–1); advanced and full plans only. */
                    win_rate: number | null;
                } | null;
            } | null;
        };
        VendorPrivate: {
            id: string;
            slug: string;
            name: string;
            name_ar: string;
            name_en: string;
            description: string | null;
            description_ar: string | null;
            description_en: string | null;
            /** @enum {string} */
            status: "pending_review" | "approved" | "rejected" | "suspended";
            rejection_reason: string | null;
            suspension_reason: string | null;
            submitted_at: string;
            approved_at: string | null;
            suspended_at: string | null;
            published: boolean;
            published_at: string | null;
            /** @description Approved and published: shown in the marketplace. */
            visible: boolean;
            categories: {
                id: string;
                slug: string;
                name: string;
                is_primary: boolean;
            }[];
            city: {
                id: string;
                name: string;
            };
            area: {
                id: string;
                name: string;
            } | null;
            contact_email: string | null;
            contact_phone: string | null;
            /** @description The business's point (null: its area's centroid is used), the address it is found from, where it came from, and whether the public sees it. */
            location: {
                latitude: number | null;
                longitude: number | null;
                address_line: string | null;
                /** @description pinned (typed or the device's location), geocoded (found from the address), centroid (the area's centre); null: none yet. */
                source: ("pinned" | "geocoded" | "centroid") | null;
                show_exact_location: boolean;
            };
            website: string | null;
            instagram: string | null;
            logo: {
                id: string;
                url: string | null;
            } | null;
            cover: {
                id: string;
                url: string | null;
            } | null;
            gallery: {
                id: string;
                url: string | null;
            }[];
            documents_summary: {
                total: number;
                pending_review: number;
                approved: number;
                rejected: number;
            };
            created_at: string;
            updated_at: string;
        };
        VendorApplication: {
            name_ar: string;
            name_en: string;
            /**
             * @description ASCII lowercase letters, digits and single hyphens, 3–60 characters; unique.
             * @example layali-events
             */
            slug: string;
            /** @description 1–3 active category ids; the first is the primary category. */
            category_ids: string[];
            city_id: string;
            /** @description An area of the city (optional). */
            area_id?: string | null;
            description_ar: string;
            description_en: string;
            /**
             * @description Never shown publicly.
             * @example noura@example.com
             */
            contact_email: string;
            /**
             * @description E.164; never shown publicly.
             * @example +96550000001
             */
            contact_phone: string;
            website?: string | null;
            instagram?: string | null;
        };
        VendorTeamMember: {
            /** @description Membership id (PATCH and DELETE /vendors/me/team/{id}). */
            id: string;
            /** @enum {string} */
            role: "vendor_owner" | "vendor_manager" | "vendor_staff";
            user: {
                id: string;
                name: string;
                email: string | null;
            };
            /** @description The branches the member is limited to; [] is the whole vendor (docs/vendor-team.md "Branches"). */
            branch_ids: string[];
            joined_at: string;
        };
        /** @description The member's role, the branches they are limited to, or both. */
        VendorTeamRole: {
            /**
             * @description vendor_manager or vendor_staff (docs/vendor-team.md has what each may do).
             * @enum {string}
             */
            role?: "vendor_manager" | "vendor_staff";
            /** @description Branch ids of this vendor the member is limited to; [] lifts the limit (the whole vendor). */
            branch_ids?: string[];
        };
        VendorPublic: {
            id: string;
            slug: string;
            name: string;
            name_ar: string;
            name_en: string;
            description: string | null;
            description_ar: string | null;
            description_en: string | null;
            categories: {
                id: string;
                slug: string;
                name: string;
            }[];
            city: {
                id: string;
                name: string;
            };
            area: {
                id: string;
                name: string;
            } | null;
            /** @description Areas of the vendor's branches, each once, in the caller's language (empty without branches). */
            branch_areas: {
                id: string;
                name: string;
            }[];
            /** @description The exact point, only when the vendor publishes it; otherwise null (the area stands for it). */
            location: {
                latitude: number;
                longitude: number;
            } | null;
            logo: string | null;
            cover: string | null;
            gallery: {
                id: string;
                url: string;
            }[];
            verified: boolean;
            member_since: string | null;
            website: string | null;
            instagram: string | null;
            rating: {
                /** @description Mean rating to one decimal; null while there are fewer than 3 reviews. */
                rating: number | null;
                reviews_count: number;
                is_new: boolean;
            };
            /** @description Published services with their packages (as GET /vendors/{id}/services). */
            services: unknown[];
        };
        VendorTeam: {
            members: components["schemas"]["VendorTeamMember"][];
            invitations: components["schemas"]["VendorInvitation"][];
            /** @description Seats of the plan (members + pending invitations). */
            team_size: number;
            seats_used: number;
        };
        VendorInvitation: {
            /** @description Invitation id (DELETE /vendors/me/team/{id} revokes it). */
            id: string;
            email: string;
            /** @enum {string} */
            role: "vendor_manager" | "vendor_staff";
            expires_at: string;
            created_at: string;
            email_sent?: boolean;
        };
        VendorInvite: {
            /** @example noura@example.com */
            email: string;
            /**
             * @description vendor_manager or vendor_staff (docs/vendor-team.md has what each may do).
             * @default vendor_staff
             * @enum {string}
             */
            role: "vendor_manager" | "vendor_staff";
        };
        VendorUpdate: {
            name_ar?: string;
            name_en?: string;
            /**
             * @description ASCII lowercase letters, digits and single hyphens, 3–60 characters; unique.
             * @example layali-events
             */
            slug?: string;
            /** @description 1–3 active category ids; the first is the primary category. */
            category_ids?: string[];
            city_id?: string;
            /** @description An area of the city (optional). */
            area_id?: string | null;
            description_ar?: string;
            description_en?: string;
            /** @example noura@example.com */
            contact_email?: string;
            /** @example +96550000001 */
            contact_phone?: string;
            website?: string | null;
            instagram?: string | null;
            /** @description A ready `vendor_logo` upload of the caller; null removes the logo. */
            logo_media_id?: string | null;
            /** @description A ready `vendor_cover` upload of the caller; null removes the cover. */
            cover_media_id?: string | null;
            /** @description The whole gallery in display order (ready `vendor_gallery` uploads, at most 20). */
            gallery_media_ids?: string[];
            /** @description Show (true) or hide (false) an approved vendor in the marketplace. */
            published?: boolean;
            /** @description The business's point (with `longitude`; in Kuwait, 28.5 to 30.2): typed (or the device's location), it is pinned; both null clear the pin and the point is found from `address_line`, else the area's centroid. */
            latitude?: number | null;
            /** @description With `latitude` (46.5 to 48.5). */
            longitude?: number | null;
            /** @description Street, block, building (at most 200 characters; empty or null: none). Without a pinned point, the point is found from it with the area (docs/search.md "Geocoding"). */
            address_line?: string | null;
            /** @description Publish the exact point (default false: the public sees only the area, distances to 1 km). */
            show_exact_location?: boolean;
            /**
             * @description A rejected vendor sends the application for review again.
             * @constant
             */
            resubmit?: true;
        };
        VendorBranch: {
            id: string;
            /** @description In the caller's language. */
            name: string;
            name_ar: string;
            name_en: string;
            /** @description name in the caller's language, name_en English. */
            area: {
                id: string;
                name: string;
                name_en: string;
            };
            latitude: number | null;
            longitude: number | null;
            /** @description The point (pinned by the owner, found from the address, or the area's centre) and the address it is found from. */
            location: {
                latitude: number | null;
                longitude: number | null;
                address_line: string | null;
                source: ("pinned" | "geocoded" | "centroid") | null;
            };
            daily_capacity: number | null;
            /** @description Team members limited to this branch. */
            members_count: number;
            created_at: string;
        };
        VendorBranchCreate: {
            name_ar: string;
            name_en: string;
            /** @description An area (GET /locations): RFQs for this area go to this branch. */
            area_id: string;
            /** @description The branch's point (with `longitude`, inside Kuwait): typed, it is pinned; both null clear the pin and the point is found from `address_line`, else the area's centre. */
            latitude?: number | null;
            longitude?: number | null;
            /** @description Street, block, building (at most 200 characters; empty or null: none). Without a pinned point, the point is found from it with the area (docs/search.md "Geocoding"). */
            address_line?: string | null;
            /** @description Bookings the branch takes on one day; null: the vendor's capacity. */
            daily_capacity?: number | null;
        };
        VendorBranchUpdate: {
            name_ar?: string;
            name_en?: string;
            /** @description An area (GET /locations): RFQs for this area go to this branch. */
            area_id?: string;
            /** @description The branch's point (with `longitude`, inside Kuwait): typed, it is pinned; both null clear the pin and the point is found from `address_line`, else the area's centre. */
            latitude?: number | null;
            longitude?: number | null;
            /** @description Street, block, building (at most 200 characters; empty or null: none). Without a pinned point, the point is found from it with the area (docs/search.md "Geocoding"). */
            address_line?: string | null;
            /** @description Bookings the branch takes on one day; null: the vendor's capacity. */
            daily_capacity?: number | null;
        };
        AdminVendor: {
            id: string;
            slug: string;
            name: string;
            name_ar: string;
            name_en: string;
            description: string | null;
            description_ar: string | null;
            description_en: string | null;
            /** @enum {string} */
            status: "pending_review" | "approved" | "rejected" | "suspended";
            rejection_reason: string | null;
            suspension_reason: string | null;
            submitted_at: string;
            approved_at: string | null;
            suspended_at: string | null;
            published: boolean;
            published_at: string | null;
            /** @description Approved and published: shown in the marketplace. */
            visible: boolean;
            categories: {
                id: string;
                slug: string;
                name: string;
                is_primary: boolean;
            }[];
            city: {
                id: string;
                name: string;
            };
            area: {
                id: string;
                name: string;
            } | null;
            contact_email: string | null;
            contact_phone: string | null;
            /** @description The business's point (null: its area's centroid is used), the address it is found from, where it came from, and whether the public sees it. */
            location: {
                latitude: number | null;
                longitude: number | null;
                address_line: string | null;
                /** @description pinned (typed or the device's location), geocoded (found from the address), centroid (the area's centre); null: none yet. */
                source: ("pinned" | "geocoded" | "centroid") | null;
                show_exact_location: boolean;
            };
            website: string | null;
            instagram: string | null;
            logo: {
                id: string;
                url: string | null;
            } | null;
            cover: {
                id: string;
                url: string | null;
            } | null;
            gallery: {
                id: string;
                url: string | null;
            }[];
            documents_summary: {
                total: number;
                pending_review: number;
                approved: number;
                rejected: number;
            };
            created_at: string;
            updated_at: string;
            owner: {
                id: string;
                name: string;
                email: string | null;
                phone: string | null;
                email_verified: boolean;
                phone_verified: boolean;
            };
            reviewed_by: {
                id: string;
                name: string;
            } | null;
            documents: components["schemas"]["VendorDocument"][];
            members_count: number;
            subscription: {
                id: string;
                status: string;
                plan: {
                    id: string;
                    code: string;
                    name: string;
                };
                current_period_start: string;
                current_period_end: string | null;
            } | null;
            effective_plan: {
                code: string;
                name: string;
            };
            allowed_actions: ("approve" | "reject" | "suspend" | "reinstate")[];
        };
        AdminVendorListItem: {
            id: string;
            slug: string;
            name: string;
            name_ar: string;
            name_en: string;
            /** @enum {string} */
            status: "pending_review" | "approved" | "rejected" | "suspended";
            submitted_at: string;
            approved_at: string | null;
            suspended_at: string | null;
            city: {
                id: string;
                name: string;
            };
            categories: {
                id: string;
                slug: string;
                name: string;
                is_primary: boolean;
            }[];
            owner: {
                id: string;
                name: string;
                email: string | null;
                phone: string | null;
                email_verified: boolean;
                phone_verified: boolean;
            };
            documents_summary: {
                total: number;
                pending_review: number;
                approved: number;
                rejected: number;
            };
        };
        VendorDocumentReview: {
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description Required when rejecting; shown to the vendor. */
            note?: string;
        };
        AdminPlan: {
            id: string;
            code: string;
            /** @description Name in the requested language */
            name: string;
            name_ar: string;
            name_en: string;
            price_monthly: components["schemas"]["Money"];
            /** @description RFQs received per calendar month; null = unlimited */
            rfq_receive_limit: number | null;
            quotation_quota: number | null;
            team_size: number;
            /** @enum {string} */
            analytics_depth: "basic" | "standard" | "advanced" | "full";
            featured_eligible: boolean;
            active: boolean;
            featured_weight: number;
            sort_order: number;
            country_code: string;
            /** @description Subscriptions of any status that reference the plan (DELETE then only deactivates) */
            subscriptions: number;
            created_at: string;
            updated_at: string;
        };
        PlanDeleteResult: {
            id: string;
            /**
             * @description `deactivated` when subscriptions reference the plan
             * @enum {string}
             */
            outcome: "deleted" | "deactivated";
        };
        SubscriptionOverview: {
            /** @description The current subscription (active or past_due) */
            subscription: components["schemas"]["Subscription"] | null;
            pending_change: {
                /** @enum {string} */
                type: "payment_pending" | "downgrade";
                /** @description payment_pending: the subscription waiting for its payment */
                subscription_id: string | null;
                plan: components["schemas"]["Plan"];
                /** @description downgrade: when Free takes over; payment_pending: null (on payment) */
                effective_at: string | null;
                payment_url: string | null;
            } | null;
            usage: {
                /** @description Kuwait calendar month, YYYY-MM */
                period: string;
                rfqs_received: number;
                rfq_receive_limit: number | null;
                quotations_sent: number;
                quotation_quota: number | null;
                /** @description The 1st of next month, 00:00 Asia/Kuwait */
                resets_at: string;
            };
            team: {
                members: number;
                team_size: number;
            };
        };
        Subscription: {
            id: string;
            plan: components["schemas"]["Plan"];
            /** @enum {string} */
            status: "pending_payment" | "active" | "past_due" | "cancelled" | "expired";
            current_period_start: string;
            /** @description null for Free (it never ends by itself) and while pending_payment */
            current_period_end: string | null;
            auto_renew: boolean;
            cancel_at_period_end: boolean;
            /** @description past_due: the moment the vendor falls back to Free unless the renewal is paid */
            grace_ends_at: string | null;
            /** @description Hosted payment page of a pending_payment subscription; null until the payments module provides it */
            payment_url: string | null;
        };
        AdminCategory: {
            id: string;
            slug: string;
            parent_id: string | null;
            name: string;
            name_ar: string;
            name_en: string;
            icon: string;
            sort_order: number;
            /** @enum {string} */
            status: "active" | "inactive" | "archived";
            seo: {
                title_ar: string | null;
                title_en: string | null;
                description_ar: string | null;
                description_en: string | null;
            };
            /** @description vendor_categories rows */
            vendors_count: number;
            /** @description services in this category, any status */
            services_count: number;
            children_count: number;
            created_at: string;
            updated_at: string;
        };
        AdminCategoryTree: {
            id: string;
            slug: string;
            parent_id: string | null;
            name: string;
            name_ar: string;
            name_en: string;
            icon: string;
            sort_order: number;
            /** @enum {string} */
            status: "active" | "inactive" | "archived";
            seo: {
                title_ar: string | null;
                title_en: string | null;
                description_ar: string | null;
                description_en: string | null;
            };
            /** @description vendor_categories rows */
            vendors_count: number;
            /** @description services in this category, any status */
            services_count: number;
            children_count: number;
            created_at: string;
            updated_at: string;
            children: components["schemas"]["AdminCategory"][];
        };
        CmsPage: {
            id: string;
            slug: string;
            /** @enum {string} */
            status: "draft" | "published";
            title: string;
            title_ar: string;
            title_en: string;
            published_at: string | null;
            updated_by: string | null;
            created_at: string;
            updated_at: string;
            body_ar: string;
            body_en: string;
        };
        CmsPageSummary: {
            id: string;
            slug: string;
            /** @enum {string} */
            status: "draft" | "published";
            title: string;
            title_ar: string;
            title_en: string;
            published_at: string | null;
            updated_by: string | null;
            created_at: string;
            updated_at: string;
        };
        ContentPage: {
            slug: string;
            /**
             * @description Language of `title` and `body` (from Accept-Language)
             * @enum {string}
             */
            locale: "ar" | "en";
            title: string;
            /** @description Plain text / markdown; render as text, never as HTML */
            body: string;
            title_ar: string;
            title_en: string;
            body_ar: string;
            body_en: string;
            published_at: string | null;
            updated_at: string;
        };
        AuditLogEntry: {
            id: string;
            actor: {
                /** @description user, admin or system */
                type: string;
                id: string | null;
                /** @description The person's name (null for the system or an erased account) */
                name: string | null;
                email: string | null;
            };
            action: string;
            /** @description The action in the caller's language (the code when it has no words) */
            action_label: string;
            entity_type: string;
            entity_type_label: string;
            entity_id: string | null;
            /** @description The object's name or reference where it has one and still exists */
            entity_name: string | null;
            ip: string | null;
            request_id: string | null;
            reason: string | null;
            /** @description `{field: [before, after]}` for changes; free-form for other events */
            diff: unknown;
            created_at: string;
        };
        VendorCard: {
            id: string;
            name: string;
            name_ar: string;
            name_en: string;
            slug: string;
            categories: {
                id: string;
                name: string;
            }[];
            city: {
                id: string;
                name: string;
            };
            /** @description Areas of the vendor's branches, each once, in the caller's language (empty without branches): the `area_id` filter finds the vendor there too. */
            branch_areas: {
                id: string;
                name: string;
            }[];
            /** @description Mean rating to one decimal; null while the vendor has fewer than 3 reviews (is_new). */
            rating: number | null;
            reviews_count: number;
            price_from?: components["schemas"]["Money"];
            is_featured: boolean;
            cover_image: string | null;
            /** @description The vendor's logo; null without one (cards show the name's initial). */
            logo_url: string | null;
            /** @description Kilometres from the search's reference point (near_area_id or lat/lng): to 0.1 km when the vendor publishes its exact location, else to 1 km; null without a reference point. */
            distance_km: number | null;
            is_verified: boolean;
            is_new: boolean;
        };
        SynonymDictionary: {
            groups: {
                terms: string[];
            }[];
        };
        ZeroResultQuery: {
            /** @description The query as last typed */
            query: string;
            /** @description The folded form the counts are grouped by */
            normalized_query: string;
            /** @description Monday (Asia/Kuwait) of the week, YYYY-MM-DD */
            week_start: string;
            count: number;
            last_seen_at: string;
            /**
             * @description Language of the last search
             * @enum {string}
             */
            locale: "ar" | "en";
        };
        SearchSuggestion: {
            /** @constant */
            type: "vendor";
            id: string;
            slug: string;
            name: string;
        } | {
            /** @constant */
            type: "category";
            id: string;
            slug: string;
            name: string;
        } | {
            /** @constant */
            type: "term";
            text: string;
        };
        ServiceCard: {
            id: string;
            name: string;
            name_ar: string;
            name_en: string;
            vendor: {
                id: string;
                slug: string;
                name: string;
            };
            category: {
                id: string;
                name: string;
            };
            /** @description Absent: price on request */
            price_from?: components["schemas"]["Money"];
            cover_image: string | null;
        };
        FeaturedSettings: {
            /** @description Featured slots per category */
            slots_per_category: number;
            /** @description Length of a rotation period; 24 = a new draw at 00:00 Kuwait time */
            rotation_hours: number;
        };
        MarketplaceHome: {
            /** @description Featured vendors of the current rotation period, all categories (up to 12) */
            featured: components["schemas"]["VendorCard"][];
            /** @description Vendors with at least 3 reviews by ranking score (up to 12) */
            top_rated: components["schemas"]["VendorCard"][];
            /** @description Most recently approved vendors (up to 12) */
            newly_joined: components["schemas"]["VendorCard"][];
        };
        VendorPlacement: {
            category: {
                id: string;
                slug: string;
                name: string;
            };
            /** @description 1-based rank in the category's default browse order (where it would be, when not visible). */
            position: number;
            total: number;
            /** @description Browse page (20 per page). */
            page: number;
            ranking_score: number;
            is_featured: boolean;
            visible: boolean;
            reason: ("pending_review" | "rejected" | "suspended" | "unpublished" | "category_inactive") | null;
        };
        RankingSettings: {
            /** @description m in (v*R + m*C) / (v + m): how many reviews at the platform mean every vendor's own mean is blended with (1-100) */
            damping: number;
            /** @description Weights of sort=recommended's blend (docs/search.md "Recommended order"); a signal that does not apply to a query drops out with its weight */
            recommended_weights: components["schemas"]["RecommendedWeights"];
        };
        RecommendedWeights: {
            /** @description Weight of text relevance (with q) in sort=recommended (whole number 0-100) */
            relevance: number;
            /** @description Weight of the ranking score in sort=recommended (whole number 0-100) */
            rating: number;
            /** @description Weight of the RFQ response rate (90 days) in sort=recommended (whole number 0-100) */
            response_rate: number;
            /** @description Weight of the median RFQ response time in sort=recommended (whole number 0-100) */
            response_time: number;
            /** @description Weight of availability on the asked date (with a date) in sort=recommended (whole number 0-100) */
            availability: number;
            /** @description Weight of nearness to the reference point (with one) in sort=recommended (whole number 0-100) */
            distance: number;
            /** @description Weight of listing recency in sort=recommended (whole number 0-100) */
            freshness: number;
        };
        RankingSettingsUpdate: {
            /** @description m in (v*R + m*C) / (v + m): how many reviews at the platform mean every vendor's own mean is blended with (1-100) */
            damping?: number;
            recommended_weights?: {
                /** @description Weight of text relevance (with q) in sort=recommended (whole number 0-100) */
                relevance?: number;
                /** @description Weight of the ranking score in sort=recommended (whole number 0-100) */
                rating?: number;
                /** @description Weight of the RFQ response rate (90 days) in sort=recommended (whole number 0-100) */
                response_rate?: number;
                /** @description Weight of the median RFQ response time in sort=recommended (whole number 0-100) */
                response_time?: number;
                /** @description Weight of availability on the asked date (with a date) in sort=recommended (whole number 0-100) */
                availability?: number;
                /** @description Weight of nearness to the reference point (with one) in sort=recommended (whole number 0-100) */
                distance?: number;
                /** @description Weight of listing recency in sort=recommended (whole number 0-100) */
                freshness?: number;
            };
        };
        Event: {
            id: string;
            title: string;
            /** @enum {string} */
            event_type: "wedding" | "engagement" | "birthday" | "graduation" | "corporate" | "conference" | "diwaniya" | "baby_shower" | "other";
            event_date: string | null;
            event_time: string | null;
            guests_expected: number | null;
            budget: components["schemas"]["Money"] | null;
            city: {
                id: string;
                name: string;
                name_en: string;
            } | null;
            /** @description Where the event is held; `?event=` on search and profiles measures distance from its centroid. */
            area: {
                id: string;
                name: string;
                name_en: string;
            } | null;
            location_text: string | null;
            notes: string | null;
            /** @enum {string} */
            status: "planning" | "cancelled";
            created_at: string;
            updated_at: string;
        };
        EventSummary: {
            event: components["schemas"]["Event"];
            rfqs: {
                total: number;
                /** @description Every RFQ status with its count (0 included). */
                by_status: {
                    [key: string]: number;
                };
            };
            /** @description Quotations received on the event's RFQs (any status). */
            quotes_received: number;
            /** @description The planner's budget: total, planned, booked, paid and the share used. */
            budget: {
                total: components["schemas"]["Money"] | null;
                /** @description Sum of the budget lines. */
                planned: components["schemas"]["Money"];
                booked: components["schemas"]["Money"];
                /** @description Paid on the event's bookings less processed refunds. */
                paid: components["schemas"]["Money"];
                /** @description Booked as a share of the total (rounded); null without a total. */
                used_percent: number | null;
            };
            /** @description The planner's checklist: items done of all. */
            checklist: {
                done: number;
                total: number;
            };
            /** @description The guest list's answers and head count (GET /events/{id}/guests). */
            rsvp: components["schemas"]["RsvpTotals"];
            bookings: {
                id: string;
                reference: string;
                status: string;
                vendor: {
                    id: string;
                    name: string;
                    name_en: string;
                };
                service_date: string;
                total: components["schemas"]["Money"];
                deposit_due: components["schemas"]["Money"];
                amount_paid: components["schemas"]["Money"];
            }[];
            money: {
                /** @description Sum of the totals of bookings that are not cancelled. */
                booked_total: components["schemas"]["Money"];
                /** @description Paid on bookings that are not cancelled. */
                amount_paid: components["schemas"]["Money"];
                /** @description Still to pay on bookings that are not cancelled: deposits not yet paid here, plus balances the vendors have not yet recorded as received. */
                amount_due: components["schemas"]["Money"];
                /** @description Pending bookings: deposit due - amount paid (never below 0). */
                deposit_due_now: components["schemas"]["Money"];
                /** @description Balances (total - the larger of deposit and amount paid) paid to the vendors directly, not through the platform, not yet recorded as received. */
                balance_to_vendors: components["schemas"]["Money"];
            };
        };
        RsvpTotals: {
            /** @description Guests on the list. */
            invited: number;
            /** @description Guests plus their plus-ones: the most who could come. */
            invited_people: number;
            yes: number;
            no: number;
            maybe: number;
            pending: number;
            /** @description People coming: the head counts of the yes answers. */
            head_count: number;
            /** @description People who might come (maybe answers). */
            maybe_head_count: number;
        };
        EventBudget: {
            event_id: string;
            /** @description The event's total budget. */
            total: components["schemas"]["Money"] | null;
            /** @description Sum of the lines' planned amounts. */
            planned: components["schemas"]["Money"];
            /** @description Total less planned (negative when the lines exceed it); null without a total. */
            unallocated: components["schemas"]["Money"] | null;
            quoted: components["schemas"]["Money"];
            booked: components["schemas"]["Money"];
            paid: components["schemas"]["Money"];
            /** @description Booked is above the total. */
            over_budget: boolean;
            lines: components["schemas"]["EventBudgetLine"][];
            /** @description Categories with quotes, bookings or payments but no line. */
            unplanned: {
                category: {
                    id: string;
                    slug: string;
                    name: string;
                    name_en: string;
                };
                quoted: components["schemas"]["Money"] | null;
                booked: components["schemas"]["Money"];
                paid: components["schemas"]["Money"];
            }[];
            /** @description The suggested split for the event type (planned from the total, null without one). */
            suggested: {
                category: {
                    id: string;
                    slug: string;
                    name: string;
                    name_en: string;
                };
                percent: number;
                planned: components["schemas"]["Money"] | null;
            }[];
        };
        EventBudgetLine: {
            id: string;
            category: {
                id: string;
                slug: string;
                name: string;
                name_en: string;
            };
            planned: components["schemas"]["Money"];
            /** @description The lowest live quote (submitted or countered) on the event's RFQs of this category; null without one. */
            quoted: components["schemas"]["Money"] | null;
            /** @description Totals of the category's bookings that are not cancelled. */
            booked: components["schemas"]["Money"];
            /** @description Payments on the category's bookings less their processed refunds. */
            paid: components["schemas"]["Money"];
            /** @description Booked (or, with nothing booked, the best quote) is above planned. */
            over_budget: boolean;
        };
        EventChecklist: {
            event_id: string;
            event_date: string | null;
            progress: {
                done: number;
                total: number;
            };
            /** @description The event type's template has items the checklist lacks (POST .../checklist/template adds them). */
            template_available: boolean;
            /** @description Undone first by due date (undated last), then done. */
            items: components["schemas"]["EventChecklistItem"][];
        };
        EventChecklistItem: {
            id: string;
            /** @description The customer's wording, or the template's in the caller's language. */
            title: string;
            template_key: string | null;
            category: {
                id: string;
                slug: string;
                name: string;
                name_en: string;
            } | null;
            /** @description Template items: due this many days before the event (the due date moves with the event date). */
            days_before: number | null;
            /** @description YYYY-MM-DD; null without an event date or a date of its own. */
            due_date: string | null;
            overdue: boolean;
            done: boolean;
            done_at: string | null;
            /** @description `marketplace`: ticked by a booking of its category. */
            done_by: ("customer" | "marketplace") | null;
        };
        /** @description What the guest's link shows: the event's public details and the guest's own answer, nothing else. */
        RsvpPage: {
            guest: {
                name: string;
                plus_ones: number;
                /** @enum {string} */
                language: "ar" | "en";
            };
            event: {
                title: string;
                event_type: string;
                event_date: string | null;
                event_time: string | null;
                area: {
                    name: string;
                    name_en: string;
                } | null;
            };
            answer: {
                /** @enum {string} */
                status: "pending" | "yes" | "no" | "maybe";
                head_count: number | null;
                answered_at: string | null;
            };
        };
        EventGuest: {
            id: string;
            name: string;
            side: ("bride" | "groom" | "host") | null;
            group: string | null;
            /** @description E.164. */
            phone: string | null;
            email: string | null;
            plus_ones: number;
            dietary_notes: string | null;
            /** @enum {string} */
            language: "ar" | "en";
            rsvp: {
                /** @enum {string} */
                status: "pending" | "yes" | "no" | "maybe";
                /** @description How many come with the answer (yes or maybe), the guest included. */
                head_count: number | null;
                answered_at: string | null;
                /** @description The guest's personal RSVP page; null once revoked (POST .../rsvp-link makes a new one). */
                link: string | null;
                /** @description wa.me link with the invitation and the RSVP link prefilled in the guest's language; null without a phone or a link. */
                whatsapp_url: string | null;
            };
            created_at: string;
            updated_at: string;
        };
        GuestImportResult: {
            imported: number;
            rejected: number;
            errors: {
                /** @description 1-based row in the file, the header being row 1. */
                row: number;
                field: string;
                message: string;
            }[];
        };
        TimelineEntry: {
            id: string;
            starts_at: string;
            ends_at: string | null;
            /** @description In the caller's language when written in it, else the other. */
            title: string;
            title_ar: string | null;
            title_en: string | null;
            who: {
                /** @enum {string} */
                type: "vendor" | "person";
                booking_id: string | null;
                vendor: {
                    id: string;
                    name: string;
                    name_en: string;
                } | null;
                person_name: string | null;
            } | null;
            notes: string | null;
        };
        Rfq: {
            id: string;
            /** @enum {string} */
            shape: "catalog" | "module";
            event_id: string;
            category: {
                id: string;
                name: string;
                name_en: string;
            };
            title: string;
            description: string;
            /** @enum {string} */
            status: "draft" | "pending" | "quoted" | "negotiating" | "accepted" | "rejected" | "expired" | "cancelled";
            /** @enum {string} */
            targeting: "targeted" | "open";
            budget_min: components["schemas"]["Money"] | null;
            budget_max: components["schemas"]["Money"] | null;
            budget_indication: components["schemas"]["Money"] | null;
            show_budget_to_vendors: boolean;
            /** @description YYYY-MM-DD. */
            needed_by_date: string;
            sent_at: string | null;
            expires_at: string | null;
            /** @description ISO 8601 UTC time. */
            created_at: string;
            attachments: components["schemas"]["Attachment"][];
            vendors: {
                vendor_id: string;
                name: string;
                name_en: string;
                slug: string;
                /**
                 * @description selected (draft), then sent, viewed, quoted or declined.
                 * @enum {string}
                 */
                status: "selected" | "sent" | "viewed" | "quoted" | "declined";
            }[];
            /** @description Quotations received (any status). */
            quote_count: number;
            /** @description Targeted RFQs being drafted or open: one per chosen vendor with no room on the service day (it may not take the event; sending still works). Empty otherwise. */
            warnings: components["schemas"]["RfqWarning"][];
        };
        Attachment: {
            id: string;
            name: string;
            mime_type: string;
            url: string;
        };
        RfqWarning: {
            /** @constant */
            code: "VENDOR_BUSY_ON_DATE";
            vendor_id: string;
            /** @description The service day: the event date, else the needed-by date. */
            date: string;
            /** @description In the caller's language, naming the vendor. */
            message: string;
        };
        AdminRfqDetail: {
            id: string;
            title: string;
            /** @enum {string} */
            status: "draft" | "pending" | "quoted" | "negotiating" | "accepted" | "rejected" | "expired" | "cancelled";
            category: {
                id: string;
                name: string;
                name_en: string;
            };
            customer: {
                id: string;
                name: string;
            };
            recipients_count: number;
            sent_at: string | null;
            expires_at: string | null;
            quotes: {
                id: string;
                /** @enum {string} */
                status: "submitted" | "counter_received" | "accepted" | "not_selected" | "rejected" | "expired" | "void" | "withdrawn";
                vendor: {
                    id: string;
                    name: string;
                };
                total: components["schemas"]["Money"];
                valid_until: string;
                revision: number;
                /** @description The quote is live (submitted or counter_received): an admin may void it for compliance. */
                voidable: boolean;
            }[];
        };
        RfqSettings: {
            /** @description RFQs an event may have open (pending, quoted, negotiating) at once (1-50, default 10). */
            open_per_event: number;
        };
        AdminRfq: {
            id: string;
            /** @enum {string} */
            shape: "catalog" | "module";
            title: string;
            /** @enum {string} */
            status: "draft" | "pending" | "quoted" | "negotiating" | "accepted" | "rejected" | "expired" | "cancelled";
            /** @enum {string} */
            targeting: "targeted" | "open";
            category: {
                id: string;
                name: string;
                name_en: string;
            };
            event_id: string;
            customer: {
                id: string;
                name: string;
            };
            recipients_count: number;
            quote_count: number;
            created_at: string;
            sent_at: string | null;
            expires_at: string | null;
        };
        Booking: {
            id: string;
            /** @example BK-7K2M9Q4T */
            reference: string;
            event_id: string;
            /** @description The event as it is now: day, time, guests, place and notes (no budget). */
            event: components["schemas"]["EventDetails"];
            rfq_id: string;
            quotation_id: string;
            vendor: {
                id: string;
                name: string;
                name_en: string;
                /** @description Shared once the deposit is paid (confirmed, refund_requested, completed); null before and after a cancellation. */
                contact: {
                    email: string | null;
                    phone: string | null;
                } | null;
            };
            /** @description Vendors only: who booked. */
            customer: {
                name: string;
                /** @description The customer's avatar (a path), null when none. */
                avatar_url: string | null;
                /** @description Shared once the deposit is paid (confirmed, refund_requested, completed); null before and after a cancellation. */
                contact: {
                    email: string | null;
                    phone: string | null;
                } | null;
            } | null;
            total: components["schemas"]["Money"];
            /** @description 20% of the total. */
            deposit_due: components["schemas"]["Money"];
            amount_paid: components["schemas"]["Money"];
            /** @description YYYY-MM-DD. */
            service_date: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "refund_requested" | "completed" | "cancelled";
            /** @description A pending booking is cancelled when the deposit is not paid by then. */
            payment_deadline: string;
            confirmed_at: string | null;
            completed_at: string | null;
            cancelled_at: string | null;
            cancelled_by: ("customer" | "vendor" | "system") | null;
            /** @description When the vendor confirmed the booking (after the deposit). */
            vendor_confirmed_at: string | null;
            /** @description Deposit paid and not yet confirmed by the vendor: the booking is cancelled with a full refund if the vendor has not confirmed it by then (48 h). */
            vendor_confirm_by: string | null;
            /** @description What the cancellation policy granted when it was cancelled. */
            refund_percent: number | null;
            refund_due: components["schemas"]["Money"] | null;
            cancellation_policy: {
                tiers: {
                    /** @enum {string} */
                    tier: "unpaid" | "cooling_off" | "full_refund_window" | "half_refund" | "no_refund";
                    refund_percent: number;
                    text: string;
                }[];
                /** @description What cancelling now would refund; null when the booking can no longer be cancelled. */
                if_cancelled_now: {
                    /** @enum {string} */
                    tier: "unpaid" | "cooling_off" | "full_refund_window" | "half_refund" | "no_refund";
                    refund_percent: number;
                    refund: components["schemas"]["Money"];
                } | null;
            };
            /** @description null once the booking is cancelled. */
            balance: {
                /** @description What remains after what was paid on the platform: total - max(deposit_due, amount_paid). */
                amount: components["schemas"]["Money"];
                /**
                 * @description The platform collects only the deposit; the balance is paid to the vendor directly.
                 * @constant
                 */
                paid_to: "vendor";
                /** @description YYYY-MM-DD: the service date. */
                due_date: string;
                /** @description When the vendor recorded receiving it (POST /vendor/bookings/{id}/balance-received). */
                received_at: string | null;
            } | null;
            /** @description The sum of the booking's processed refunds. */
            amount_refunded: components["schemas"]["Money"];
            /** @description Every refund of the booking's payments, oldest first. */
            refunds: {
                id: string;
                payment_id: string;
                amount: components["schemas"]["Money"];
                /**
                 * @description The refund's status: requested, approved, processing, processed (money sent back), denied, failed, manual_processing.
                 * @enum {string}
                 */
                stage: "requested" | "approved" | "denied" | "processing" | "processed" | "failed" | "manual_processing";
                /** @description ISO 8601 UTC time. */
                requested_at: string;
                decided_at: string | null;
                processed_at: string | null;
                /** @description Issued when the refund is processed; its payer downloads it from GET /refunds/{id}/credit-note. */
                credit_note: {
                    id: string;
                    /** @example CRN-2026-000001 */
                    number: string;
                } | null;
            }[];
            /** @description The accepted quote's lines (empty when the vendor quoted a total only). */
            line_items: {
                name: string;
                quantity: number;
                unit_price: components["schemas"]["Money"];
                line_total: components["schemas"]["Money"];
            }[];
            quote_notes: string | null;
            /** @description The thread about this booking (context booking), when there is one: for the vendor's side only once the customer wrote in it. */
            conversation_id: string | null;
            /** @description The customer's timeline entries of the event day for this booking (arrival, set-up, ...), in time order: the vendor sees no other entry. */
            timeline: components["schemas"]["BookingTimelineEntry"][];
            /** @description ISO 8601 UTC time. */
            created_at: string;
        };
        EventDetails: {
            id: string;
            title: string;
            /** @enum {string} */
            event_type: "wedding" | "engagement" | "birthday" | "graduation" | "corporate" | "conference" | "diwaniya" | "baby_shower" | "other";
            event_date: string | null;
            /** @description HH:MM (24 h, Kuwait time). */
            event_time: string | null;
            guests_expected: number | null;
            city: {
                id: string;
                name: string;
                name_en: string;
            } | null;
            location_text: string | null;
            notes: string | null;
        };
        BookingTimelineEntry: {
            id: string;
            starts_at: string;
            ends_at: string | null;
            /** @description In the caller's language when written in it, else the other. */
            title: string;
            title_ar: string | null;
            title_en: string | null;
            notes: string | null;
        };
        CancellationPolicy: {
            tiers: {
                /** @enum {string} */
                tier: "unpaid" | "cooling_off" | "full_refund_window" | "half_refund" | "no_refund";
                refund_percent: number;
                text: string;
            }[];
        };
        AcceptedQuotation: {
            booking: components["schemas"]["Booking"];
            next_action: {
                /** @constant */
                type: "payment_required";
                /** @example /api/v1/payments */
                endpoint: string;
            };
        };
        Quotation: {
            id: string;
            rfq_id: string;
            vendor: {
                id: string;
                name: string;
                name_en: string;
                slug: string;
                logo_url: string | null;
            };
            /** @enum {string} */
            status: "submitted" | "counter_received" | "accepted" | "not_selected" | "rejected" | "expired" | "void" | "withdrawn";
            /** @description Starts at 1; each revision replaces the previous one. */
            revision: number;
            items: components["schemas"]["QuoteItem"][];
            total: components["schemas"]["Money"];
            /** @description Always 0.000 (no tax at launch). */
            tax: components["schemas"]["Money"];
            notes: string | null;
            delivery_notes: string | null;
            delivery_time_days: number | null;
            validity_days: number;
            /** @description ISO 8601 UTC time. */
            valid_until: string;
            /** @description ISO 8601 UTC time. */
            submitted_at: string;
            final_offer: boolean;
            rounds_used: number;
            rounds_left: number;
            attachments: components["schemas"]["Attachment"][];
            /** @description Every version and every counter or re-quote request, oldest first. */
            history: components["schemas"]["NegotiationEntry"][];
        };
        QuoteItem: {
            name: string;
            /** @description The same as name (catalog shape). */
            description: string;
            quantity: number;
            unit_price: components["schemas"]["Money"];
            line_total: components["schemas"]["Money"];
        };
        NegotiationEntry: {
            /** @enum {string} */
            type: "version" | "counter" | "requote_request";
            /** @description ISO 8601 UTC time. */
            at: string;
            /** @description version: its revision; counter/requote_request: the revision it answered. */
            revision: number;
            /** @description version: its total. */
            total: components["schemas"]["Money"] | null;
            final_offer: boolean;
            /** @description counter: its round (1-3). */
            round: number | null;
            proposed_price: components["schemas"]["Money"] | null;
            message: string | null;
        };
        VendorRfq: {
            id: string;
            category: {
                id: string;
                name: string;
                name_en: string;
            };
            title: string;
            description: string;
            /** @enum {string} */
            status: "draft" | "pending" | "quoted" | "negotiating" | "accepted" | "rejected" | "expired" | "cancelled";
            /** @enum {string} */
            recipient_status: "selected" | "sent" | "viewed" | "quoted" | "declined";
            /** @description ISO 8601 UTC time. */
            received_at: string;
            viewed_at: string | null;
            expires_at: string | null;
            /** @description YYYY-MM-DD. */
            needed_by_date: string;
            /** @description Only when the customer chose to show it. */
            budget: {
                min: components["schemas"]["Money"] | null;
                max: components["schemas"]["Money"] | null;
                indication: components["schemas"]["Money"] | null;
            } | null;
            event: components["schemas"]["EventDetails"];
            customer: {
                /** @description First name and last initial. */
                name: string;
                /** @description The customer's avatar (a path), null when none. */
                avatar_url: string | null;
            };
            attachments: components["schemas"]["Attachment"][];
            my_quote: components["schemas"]["Quotation"] | null;
            /** @description The vendor's own calendar on the RFQ's day while the RFQ is open; null once it is closed. */
            availability: {
                /** @description The service day: the event date, else the needed-by date. */
                date: string;
                /** @description The vendor's calendar has room that day (a booking from this RFQ would fit). */
                free: boolean;
                /** @description Why not: full with bookings, a blocked day, or off the weekly plan; null when free. */
                reason: ("booked" | "blocked" | "closed") | null;
            } | null;
        };
        SubmittedQuotation: {
            id: string;
            rfq_id: string;
            vendor: {
                id: string;
                name: string;
                name_en: string;
                slug: string;
                logo_url: string | null;
            };
            /** @enum {string} */
            status: "submitted" | "counter_received" | "accepted" | "not_selected" | "rejected" | "expired" | "void" | "withdrawn";
            /** @description Starts at 1; each revision replaces the previous one. */
            revision: number;
            items: components["schemas"]["QuoteItem"][];
            total: components["schemas"]["Money"];
            /** @description Always 0.000 (no tax at launch). */
            tax: components["schemas"]["Money"];
            notes: string | null;
            delivery_notes: string | null;
            delivery_time_days: number | null;
            validity_days: number;
            /** @description ISO 8601 UTC time. */
            valid_until: string;
            /** @description ISO 8601 UTC time. */
            submitted_at: string;
            final_offer: boolean;
            rounds_used: number;
            rounds_left: number;
            attachments: components["schemas"]["Attachment"][];
            /** @description Every version and every counter or re-quote request, oldest first. */
            history: components["schemas"]["NegotiationEntry"][];
            quota: {
                used_this_month: number;
                /** @description null = unlimited. */
                limit: number | null;
            };
        };
        ComparedQuotation: {
            id: string;
            rfq_id: string;
            vendor: {
                id: string;
                name: string;
                name_en: string;
                slug: string;
                logo_url: string | null;
            };
            /** @enum {string} */
            status: "submitted" | "counter_received" | "accepted" | "not_selected" | "rejected" | "expired" | "void" | "withdrawn";
            /** @description Starts at 1; each revision replaces the previous one. */
            revision: number;
            items: components["schemas"]["QuoteItem"][];
            total: components["schemas"]["Money"];
            /** @description Always 0.000 (no tax at launch). */
            tax: components["schemas"]["Money"];
            notes: string | null;
            delivery_notes: string | null;
            delivery_time_days: number | null;
            validity_days: number;
            /** @description ISO 8601 UTC time. */
            valid_until: string;
            /** @description ISO 8601 UTC time. */
            submitted_at: string;
            final_offer: boolean;
            rounds_used: number;
            rounds_left: number;
            attachments: components["schemas"]["Attachment"][];
            /** @description Every version and every counter or re-quote request, oldest first. */
            history: components["schemas"]["NegotiationEntry"][];
            /** @description null once the validity date has passed. */
            validity_remaining: {
                seconds: number;
                /** @description Whole days left. */
                days: number;
            } | null;
            vendor_rating: {
                /** @description null while the vendor has fewer than 3 reviews (new_vendor). */
                average: number | null;
                count: number;
                new_vendor: boolean;
            };
            /** @description From the RFQ reaching the vendor to its first quotation, one decimal. */
            response_time_hours: number;
            /** @description The vendor's current plan code (free, basic, professional, enterprise), as the spec lists it; the portals never show a subscription tier to customers. */
            plan_badge: string;
        };
        QuoteTemplate: {
            id: string;
            name: string;
            lines: {
                name: string;
                quantity: number;
                unit_price: components["schemas"]["Money"];
                line_total: components["schemas"]["Money"];
            }[];
            total: components["schemas"]["Money"] | null;
            note: string | null;
            created_at: string;
        };
        QuoteDraft: {
            rfq_id: string;
            /** @description Your quotation on the RFQ when you already sent one (the draft is for a revision), else null. */
            quote_id: string | null;
            lines: {
                name: string;
                quantity: number;
                unit_price: components["schemas"]["Money"];
                line_total: components["schemas"]["Money"];
                source: components["schemas"]["QuoteDraftSource"];
            }[];
            /** @description The lines' sum; null without lines. */
            total: components["schemas"]["Money"] | null;
            validity_days: number;
            note: {
                /** @description In the caller's language. */
                text: string;
                ar: string;
                en: string;
                /**
                 * @description built_in: the drafter's own note; model: written by the configured language model.
                 * @enum {string}
                 */
                by: "built_in" | "model";
            };
            sources: {
                /**
                 * @description package: one of your service packages; service: a service's from-price; past_quote: your quotation on a similar RFQ.
                 * @enum {string}
                 */
                type: "package" | "service" | "past_quote";
                id: string;
                /** @description The package or service name in the caller's language, or the past RFQ's title. */
                name: string | null;
            }[];
            basis: {
                guest_count: number | null;
                /** @description YYYY-MM of the service day. */
                month: string;
                /** @enum {string} */
                season: "winter" | "spring" | "summer" | "autumn";
                /**
                 * @description unknown when the customer did not show the budget.
                 * @enum {string}
                 */
                budget_band: "under_500" | "500_2000" | "2000_5000" | "5000_plus" | "unknown";
            };
            based_on: {
                quote_id: string;
                /** @description 0-3: guests, budget band and season alike. */
                score: number;
            } | null;
        };
        QuoteDraftSource: {
            /**
             * @description package: one of your service packages; service: a service's from-price; past_quote: your quotation on a similar RFQ.
             * @enum {string}
             */
            type: "package" | "service" | "past_quote";
            id: string;
        };
        Payment: {
            id: string;
            /** @enum {string} */
            payable_type: "booking" | "subscription" | "wallet_topup" | "order";
            payable_id: string;
            /** @enum {string} */
            purpose: "booking_deposit" | "subscription" | "subscription_renewal" | "order_payment" | "wallet_topup";
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            status: "initiated" | "pending" | "paid" | "failed" | "partially_refunded" | "refunded";
            /** @description The provider's hosted page, shown to the payer only (null for anyone else, and once the payment is settled). */
            payment_url: string | null;
            /** @description ISO 8601 UTC time. */
            expires_at: string;
            /** @description ISO 8601 UTC time. */
            created_at: string;
            paid_at: string | null;
            method: ("knet" | "card") | null;
            /** @description The provider charged another amount or currency and finance has not decided yet: never counted as paid meanwhile (see mismatch). */
            flagged: boolean;
            /** @description Set when the provider charged something other than asked; null otherwise. */
            mismatch: {
                asked: components["schemas"]["Money"];
                /** @description What the provider reported it took. */
                charged: components["schemas"]["Money"];
                /**
                 * @description pending: finance is deciding (the payable's deadline waits); accepted: paid for what was charged, the rest stays due; refunded: what was charged goes back.
                 * @enum {string}
                 */
                decision: "pending" | "accepted" | "refunded";
            } | null;
            /** @description The invoice issued when the payment was paid (GET /payments/{id}/invoice); null before. */
            invoice: {
                id: string;
                /** @example INV-2026-000001 */
                number: string;
            } | null;
        };
        PaymentDriver: {
            /** @enum {string} */
            active: "sandbox" | "provider_a" | "provider_b";
            previous: ("sandbox" | "provider_a" | "provider_b") | null;
            switched_at: string | null;
        };
        AdminPayment: {
            id: string;
            /** @enum {string} */
            payable_type: "booking" | "subscription" | "wallet_topup" | "order";
            payable_id: string;
            /** @enum {string} */
            purpose: "booking_deposit" | "subscription" | "subscription_renewal" | "order_payment" | "wallet_topup";
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            status: "initiated" | "pending" | "paid" | "failed" | "partially_refunded" | "refunded";
            /** @description The provider's hosted page, shown to the payer only (null for anyone else, and once the payment is settled). */
            payment_url: string | null;
            /** @description ISO 8601 UTC time. */
            expires_at: string;
            /** @description ISO 8601 UTC time. */
            created_at: string;
            paid_at: string | null;
            method: ("knet" | "card") | null;
            /** @description The provider charged another amount or currency and finance has not decided yet: never counted as paid meanwhile (see mismatch). */
            flagged: boolean;
            /** @description Set when the provider charged something other than asked; null otherwise. */
            mismatch: {
                asked: components["schemas"]["Money"];
                /** @description What the provider reported it took. */
                charged: components["schemas"]["Money"];
                /**
                 * @description pending: finance is deciding (the payable's deadline waits); accepted: paid for what was charged, the rest stays due; refunded: what was charged goes back.
                 * @enum {string}
                 */
                decision: "pending" | "accepted" | "refunded";
            } | null;
            /** @description The invoice issued when the payment was paid (GET /payments/{id}/invoice); null before. */
            invoice: {
                id: string;
                /** @example INV-2026-000001 */
                number: string;
            } | null;
            /** @enum {string} */
            provider: "sandbox" | "provider_a" | "provider_b";
            provider_ref: string | null;
            flag_reason: string | null;
            flagged_at: string | null;
            /** @description What the policy allows finance to do with a flagged payment (POST /admin/payments/{id}/resolve-flag); empty when nothing waits. */
            flag_actions: ("accept" | "refund")[];
            /** @description Finance's note on its decision. */
            flag_note: string | null;
            failure_reason: string | null;
            payer_user_id: string;
        };
        SandboxSession: {
            id: string;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            status: "open" | "paid" | "declined" | "cancelled";
            merchant_name: string;
            return_url: string;
        };
        Refund: {
            id: string;
            payment_id: string;
            booking_id: string | null;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            reason: "policy_cancellation" | "vendor_fault" | "dispute_resolution" | "duplicate_charge" | "goodwill" | "amount_mismatch";
            note: string | null;
            /** @enum {string} */
            status: "requested" | "approved" | "denied" | "processing" | "processed" | "failed" | "manual_processing";
            /** @description One of the spec's cases that skip approval. */
            system_initiated: boolean;
            requested_by_user_id: string | null;
            decided_by_user_id: string | null;
            decided_at: string | null;
            denial_reason: string | null;
            provider_refund_id: string | null;
            /** @description Sends to the provider so far (the first and up to 3 automatic retries). */
            attempts: number;
            next_attempt_at: string | null;
            processed_at: string | null;
            /** @description ISO 8601 UTC time. */
            created_at: string;
        };
        AdminRefund: {
            id: string;
            payment_id: string;
            booking_id: string | null;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            reason: "policy_cancellation" | "vendor_fault" | "dispute_resolution" | "duplicate_charge" | "goodwill" | "amount_mismatch";
            note: string | null;
            /** @enum {string} */
            status: "requested" | "approved" | "denied" | "processing" | "processed" | "failed" | "manual_processing";
            /** @description One of the spec's cases that skip approval. */
            system_initiated: boolean;
            requested_by_user_id: string | null;
            decided_by_user_id: string | null;
            decided_at: string | null;
            denial_reason: string | null;
            provider_refund_id: string | null;
            /** @description Sends to the provider so far (the first and up to 3 automatic retries). */
            attempts: number;
            next_attempt_at: string | null;
            processed_at: string | null;
            /** @description ISO 8601 UTC time. */
            created_at: string;
            context: {
                booking: {
                    id: string;
                    reference: string;
                    status: string;
                    /** @description YYYY-MM-DD */
                    service_date: string;
                    total: components["schemas"]["Money"];
                    amount_paid: components["schemas"]["Money"];
                    cancelled_at: string | null;
                    /** @description customer, vendor or system */
                    cancelled_by: string | null;
                } | null;
                /** @description The payer */
                customer: {
                    id: string;
                    name: string;
                    email: string | null;
                } | null;
                vendor: {
                    id: string;
                    name: string;
                } | null;
                payment: {
                    id: string;
                    amount: components["schemas"]["Money"];
                    refunded: components["schemas"]["Money"];
                    status: string;
                    method: string | null;
                    paid_at: string | null;
                };
                /** @description The cancellation policy tier that set the amount (cancellation refunds only) */
                policy: {
                    /** @description unpaid, cooling_off, full_refund_window, half_refund or no_refund */
                    tier: string;
                    refund_percent: number;
                    /** @description The tier's rule in the caller's language */
                    text: string;
                } | null;
                /** @description null for a system-initiated refund */
                requested_by: {
                    id: string;
                    name: string;
                    email: string | null;
                } | null;
            };
        };
        InvoiceWithPdf: {
            id: string;
            /** @enum {string} */
            kind: "invoice" | "credit_note";
            /** @example INV-2026-000001 */
            number: string;
            /** @description A credit note's invoice; null on an invoice. */
            invoice_number: string | null;
            /** @enum {string} */
            purpose: "booking_deposit" | "subscription" | "subscription_renewal" | "order_payment";
            amount: components["schemas"]["Money"];
            method: ("knet" | "card") | null;
            provider_reference: string | null;
            payment_id: string;
            refund_id: string | null;
            /** @description ISO 8601 UTC time. */
            issued_at: string;
            pdf: {
                /** @description Signed link to the PDF, valid 5 minutes. */
                url: string;
                /** @description ISO 8601 UTC time. */
                expires_at: string;
            };
        };
        Invoice: {
            id: string;
            /** @enum {string} */
            kind: "invoice" | "credit_note";
            /** @example INV-2026-000001 */
            number: string;
            /** @description A credit note's invoice; null on an invoice. */
            invoice_number: string | null;
            /** @enum {string} */
            purpose: "booking_deposit" | "subscription" | "subscription_renewal" | "order_payment";
            amount: components["schemas"]["Money"];
            method: ("knet" | "card") | null;
            provider_reference: string | null;
            payment_id: string;
            refund_id: string | null;
            /** @description ISO 8601 UTC time. */
            issued_at: string;
        };
        FinanceSettings: {
            /** @example 0.0500 */
            commission_rate: string;
        };
        PayoutAccount: {
            holder_name: string;
            iban_masked: string;
            bank_name: string | null;
            updated_at: string;
        };
        LedgerEntry: {
            id: string;
            /** @enum {string} */
            kind: "deposit" | "reversal" | "tip";
            /** @description Null on a tip (a gratuity paid from a customer's wallet: no commission) and on a direct order's entry. */
            booking: {
                id: string;
                reference: string;
            } | null;
            /** @description The direct order whose payment this is (or whose refund it reverses); null otherwise. */
            order: {
                id: string;
                reference: string;
            } | null;
            /** @description The booking's (or direct order's) total: the base `commission_rate` applies to (the commission is taken out of the deposit). */
            booking_total: components["schemas"]["Money"];
            deposit: components["schemas"]["Money"];
            commission: components["schemas"]["Money"];
            vendor_share: components["schemas"]["Money"];
            /** @example 0.0500 */
            commission_rate: string;
            /** @enum {string} */
            status: "pending" | "settled" | "frozen" | "reversed";
            settlement_id: string | null;
            created_at: string;
        };
        Settlement: {
            id: string;
            reference: string;
            run_date: string;
            entry_count: number;
            gross_deposits: components["schemas"]["Money"];
            commission: components["schemas"]["Money"];
            net_payout: components["schemas"]["Money"];
            /** @enum {string} */
            status: "pending_payout" | "paid";
            payout_reference: string | null;
            paid_at: string | null;
            payout_account: {
                holder_name: string;
                iban_masked: string;
            } | null;
            created_at: string;
        };
        SettlementReport: {
            date: string;
            run: {
                id: string;
                created_at: string;
            } | null;
        } & {
            [key: string]: unknown;
        };
        MyReview: {
            id: string;
            vendor_id: string;
            /** @description 1-5; null only on a draft. */
            overall_rating: number | null;
            criteria: {
                quality: number | null;
                punctuality: number | null;
                value: number | null;
            } & {
                [key: string]: number | null;
            };
            title: string | null;
            body: string | null;
            photos: {
                id: string;
                url: string;
            }[];
            reviewer: {
                /**
                 * @description First name and the initial of the last name.
                 * @example Sara A.
                 */
                display_name: string;
                event_type: {
                    name: string;
                    name_en: string;
                } | null;
                /**
                 * @description YYYY-MM of the service date.
                 * @example 2026-10
                 */
                event_month: string;
            };
            /** @description The vendor's published reply. */
            reply: {
                id: string;
                body: string;
                /** @description ISO 8601 UTC time. */
                created_at: string;
                edited_at: string | null;
            } | null;
            published_at: string | null;
            edited_at: string | null;
            /** @enum {string} */
            status: "draft" | "published" | "pending_moderation" | "hidden" | "deleted";
            booking_id: string;
            /** @description A published review: the end of the 7-day edit and delete window. Null otherwise (a draft is editable while the 90-day window is open). */
            editable_until: string | null;
            /** @description A hidden review: the end of the 14-day appeal window. */
            appeal_until: string | null;
            can_appeal: boolean;
        };
        Review: {
            id: string;
            vendor_id: string;
            /** @description 1-5; null only on a draft. */
            overall_rating: number | null;
            criteria: {
                quality: number | null;
                punctuality: number | null;
                value: number | null;
            } & {
                [key: string]: number | null;
            };
            title: string | null;
            body: string | null;
            photos: {
                id: string;
                url: string;
            }[];
            reviewer: {
                /**
                 * @description First name and the initial of the last name.
                 * @example Sara A.
                 */
                display_name: string;
                event_type: {
                    name: string;
                    name_en: string;
                } | null;
                /**
                 * @description YYYY-MM of the service date.
                 * @example 2026-10
                 */
                event_month: string;
            };
            /** @description The vendor's published reply. */
            reply: {
                id: string;
                body: string;
                /** @description ISO 8601 UTC time. */
                created_at: string;
                edited_at: string | null;
            } | null;
            published_at: string | null;
            edited_at: string | null;
        };
        ReviewReply: {
            id: string;
            review_id: string;
            vendor_id: string;
            body: string;
            /** @enum {string} */
            status: "published" | "pending_moderation" | "hidden";
            /** @description ISO 8601 UTC time. */
            created_at: string;
            edited_at: string | null;
            /** @description The reply can be edited until then (7 days after posting). */
            editable_until: string;
        };
        ReviewReport: {
            id: string;
            /** @enum {string} */
            target: "review" | "reply";
            review_id: string;
            reply_id: string | null;
            /** @enum {string} */
            reason: "fake" | "offensive" | "personal_info" | "off_topic" | "blackmail";
            note: string | null;
            /** @description ISO 8601 UTC time. */
            created_at: string;
            /** @description The status of the reported review or reply after the report (pending_moderation when an auto-hide reason took it off the page). */
            target_status: string;
        };
        ReviewBlockedWord: {
            id: string;
            word: string;
            created_by: string | null;
            /** @description ISO 8601 UTC time. */
            created_at: string;
        };
        AdminReview: {
            id: string;
            /** @enum {string} */
            status: "draft" | "published" | "pending_moderation" | "hidden" | "deleted";
            booking_id: string;
            vendor: {
                id: string;
                name: string;
                name_ar: string;
                name_en: string;
            };
            author: {
                id: string;
                name: string;
            };
            overall_rating: number | null;
            criteria: {
                quality: number | null;
                punctuality: number | null;
                value: number | null;
            };
            title: string | null;
            body: string | null;
            /** @description What screening found on the last submit or edit. */
            screening_flags: {
                /** @enum {string} */
                kind: "url" | "email" | "phone" | "handle" | "blocked_word";
                match: string;
            }[] | null;
            submitted_at: string | null;
            published_at: string | null;
            edited_at: string | null;
            hidden_at: string | null;
            appealed_at: string | null;
            reply: {
                id: string;
                body: string;
                /** @enum {string} */
                status: "published" | "pending_moderation" | "hidden";
                /** @description ISO 8601 UTC time. */
                created_at: string;
                edited_at: string | null;
            } | null;
            open_case_ids: string[];
        };
        ModerationCase: {
            id: string;
            /** @enum {string} */
            cause: "screening" | "report" | "appeal";
            /**
             * @description escalated cases stay in the queue, marked.
             * @enum {string}
             */
            status: "open" | "escalated" | "decided";
            /** @enum {string} */
            target: "review" | "reply";
            /** @description Appeals: what the author wrote. */
            appeal_reason: string | null;
            decision: ("approve" | "hide" | "redact" | "escalate") | null;
            /** @description The moderator's reason, once decided. */
            reason: string | null;
            decided_at: string | null;
            /** @description ISO 8601 UTC time. */
            created_at: string;
            review: components["schemas"]["AdminReview"];
            reports: {
                id: string;
                /** @enum {string} */
                reason: "fake" | "offensive" | "personal_info" | "off_topic" | "blackmail";
                note: string | null;
                reporter_id: string;
                /** @description ISO 8601 UTC time. */
                created_at: string;
            }[];
        };
        RatingSummary: {
            vendor_id: string;
            /** @description Published reviews. */
            count: number;
            /** @description Mean overall rating to one decimal ("4.3", half-up from the stored decimal(3,2)); null while count < 3. */
            average: string | null;
            /** @description Fewer than 3 published reviews: show the new-vendor label instead of an average. */
            new_vendor: boolean;
            distribution: {
                1: number;
                2: number;
                3: number;
                4: number;
                5: number;
            };
            /** @description The built-in three, and every criterion the Super Admin added that published reviews rated (retired ones too). */
            criteria: {
                quality: {
                    /** @description Mean of the reviews that rated this criterion, one decimal ("4.5"); null when none did or while the vendor is new. */
                    average: string | null;
                    /** @description Published reviews that rated this criterion. */
                    count: number;
                };
                punctuality: {
                    /** @description Mean of the reviews that rated this criterion, one decimal ("4.5"); null when none did or while the vendor is new. */
                    average: string | null;
                    /** @description Published reviews that rated this criterion. */
                    count: number;
                };
                value: {
                    /** @description Mean of the reviews that rated this criterion, one decimal ("4.5"); null when none did or while the vendor is new. */
                    average: string | null;
                    /** @description Published reviews that rated this criterion. */
                    count: number;
                };
            } & {
                [key: string]: {
                    /** @description Mean of the reviews that rated this criterion, one decimal ("4.5"); null when none did or while the vendor is new. */
                    average: string | null;
                    /** @description Published reviews that rated this criterion. */
                    count: number;
                };
            };
            /** @description (v*R + m*C) / (v + m): the default browse order's score, with the current platform mean C and damping m. */
            ranking_score: number;
        };
        AdminHome: {
            roles: ("admin_super" | "admin_operations" | "admin_support" | "admin_finance" | "admin_moderator")[];
            queues: components["schemas"]["AdminQueue"][];
        };
        AdminQueue: {
            /** @description vendor_approvals, vendor_documents, refunds_to_approve, refunds_manual, settlements_to_pay, reconciliation_mismatches, payments_flagged, reviews_reported, reviews_screened, review_appeals, bookings_refund_requested, role_confirmations, zero_result_searches, draft_pages */
            key: string;
            /** @description The permission the queue's page needs (the caller holds it: queues it does not hold are left out) */
            permission: string;
            count: number;
            /** @description The queue's total where it is money (refunds waiting, settlements to pay) */
            amount: components["schemas"]["Money"] | null;
            /** @description When the oldest waiting item arrived */
            oldest_at: string | null;
            /** @description Reconciliation: the earliest day whose latest run did not match */
            date: string | null;
        };
        VendorHome: {
            todo: {
                /** @description Paid bookings the vendor has not confirmed, soonest deadline first (unconfirmed by confirm_by they are cancelled and refunded); null for members without booking.fulfil */
                bookings_to_confirm: {
                    count: number;
                    items: {
                        booking_id: string;
                        reference: string;
                        title: string;
                        /** @description YYYY-MM-DD (Kuwait day) */
                        service_date: string;
                        /** @description ISO 8601 UTC */
                        confirm_by: string;
                    }[];
                } | null;
                /** @description Open RFQs not yet quoted or declined, soonest expiry first; null for members without rfq.respond */
                rfqs_to_answer: {
                    count: number;
                    items: {
                        rfq_id: string;
                        title: string;
                        seen: boolean;
                        event_date: string | null;
                        /** @description ISO 8601 UTC */
                        expires_at: string;
                    }[];
                } | null;
                counters_waiting: {
                    count: number;
                    items: {
                        quote_id: string;
                        rfq_id: string;
                        title: string;
                        /** @description counter or requote_request */
                        kind: string;
                        quoted: components["schemas"]["Money"];
                        proposed: components["schemas"]["Money"] | null;
                        since: string | null;
                    }[];
                } | null;
                /** @description Open RFQs not yet answered, or quoted with a live quotation, whose service day (today or later) is now full, blocked or closed in the vendor's calendar, soonest first; null for members without rfq.respond */
                rfq_conflicts: {
                    count: number;
                    items: {
                        rfq_id: string;
                        title: string;
                        /** @description The RFQ's service day: the event date, else the needed-by date */
                        date: string;
                        /**
                         * @description Why the vendor's day has no room: full with bookings, blocked, or off its weekly plan
                         * @enum {string}
                         */
                        reason: "booked" | "blocked" | "closed";
                        /** @description The vendor already sent a quotation that is still live */
                        quoted: boolean;
                    }[];
                } | null;
                bookings_this_week: {
                    count: number;
                    /** @description YYYY-MM-DD (Kuwait day) */
                    to: string;
                    items: {
                        booking_id: string;
                        reference: string;
                        title: string;
                        /** @description YYYY-MM-DD (Kuwait day) */
                        service_date: string;
                        event_time: string | null;
                    }[];
                } | null;
                reviews_to_reply: {
                    count: number;
                    items: {
                        review_id: string;
                        rating: number | null;
                        title: string | null;
                        published_at: string | null;
                    }[];
                } | null;
            };
            /** @description The period every figure covers: this Kuwait calendar month to today */
            period: {
                /** @example 2026-05 */
                month: string;
                /** @description YYYY-MM-DD (Kuwait day) */
                from: string;
                /** @description YYYY-MM-DD (Kuwait day) */
                to: string;
            };
            figures: {
                rfqs_received: number;
                rfq_receive_limit: number | null;
                quotes_sent: number;
                quotation_quota: number | null;
                bookings_confirmed: number;
                profile_views: number;
            };
        };
        ReviewCriterion: {
            code: string;
            /** @description In the caller's language. */
            name: string;
            name_ar: string;
            name_en: string;
            sort_order: number;
            active: boolean;
            /** @description quality, punctuality, value: part of the spec's review resource. */
            built_in: boolean;
        };
        Avatar: {
            /** @description Path of the 512x512 avatar on this API's origin; null when none. */
            avatar_url: string | null;
        };
        PublicAvailability: {
            vendor_id: string;
            from: string;
            to: string;
            days: {
                date: string;
                /**
                 * @description free: a booking fits; busy: booked up or blocked (never why); closed: not a working day of the vendor's weekly plan.
                 * @enum {string}
                 */
                status: "free" | "busy" | "closed";
            }[];
        };
        Order: {
            id: string;
            /** @example OR-7K2M9Q4T */
            reference: string;
            /** @enum {string} */
            status: "placed" | "confirmed" | "on_the_way" | "in_progress" | "completed" | "cancelled";
            vendor: {
                id: string;
                name: string;
                slug: string;
            };
            /** @description The vendor and admins only: who ordered. */
            customer: {
                name: string;
                phone: string | null;
            } | null;
            service_id: string;
            package: {
                id: string;
                name: string;
            };
            /** @enum {string} */
            payment_mode: "full" | "deposit";
            total: components["schemas"]["Money"];
            /** @description Paid online: the total, or the deposit (20%) with the rest paid to the vendor. */
            amount_due: components["schemas"]["Money"];
            amount_paid: components["schemas"]["Money"];
            /** @description amount_paid covers amount_due: the vendor may accept. */
            paid: boolean;
            service_date: string;
            /** @description ISO 8601 UTC time. */
            starts_at: string;
            area: {
                id: string;
                name: string;
            };
            address: string;
            /** @description The place's point (given, or the area's centre). */
            point: {
                latitude: number;
                longitude: number;
            } | null;
            notes: string | null;
            /** @description A placed order not paid by then is cancelled. */
            payment_deadline: string;
            /** @description A paid order the vendor has not accepted by then is cancelled with a full refund. */
            confirm_deadline: string | null;
            confirmed_at: string | null;
            on_the_way_at: string | null;
            started_at: string | null;
            completed_at: string | null;
            cancelled_at: string | null;
            cancelled_by: ("customer" | "vendor" | "system") | null;
            cancel_reason: string | null;
            refund_percent: number | null;
            refund_due: components["schemas"]["Money"] | null;
            provider_location: components["schemas"]["ProviderLocation"];
            /** @description From the provider's location to the place, km (1 decimal); null without both. */
            distance_km: number | null;
            /** @description What the caller may do now: pay, cancel, accept, decline, on_the_way, start, complete, location, review, tip. */
            actions: string[];
            /** @description The vendor's view: when on_the_way and start (2 hours before starts_at) and complete (at starts_at) are taken; earlier they are 409 BOOKING_INVALID_STATE. null for the customer and admin. */
            moves_open_at: {
                on_the_way: string | null;
                start: string | null;
                complete: string | null;
            } | null;
            policy: {
                tier: string;
                refund_percent: number;
                text: string;
            }[];
            review_id: string | null;
            /** @description The customer's tip on the completed order (POST /orders/{id}/tip), or null. */
            tip: components["schemas"]["Money"] | null;
            /** @description ISO 8601 UTC time. */
            created_at: string;
        };
        /** @description The vendor's last shared position while on_the_way or in_progress; null otherwise (cleared on completion). */
        ProviderLocation: {
            latitude: number;
            longitude: number;
            /** @description ISO 8601 UTC time. */
            recorded_at: string;
        } | null;
        Wallet: {
            balance: components["schemas"]["Money"];
            /** @description Newest first, one page (meta.pagination). */
            movements: components["schemas"]["WalletMovement"][];
        };
        WalletMovement: {
            id: string;
            /**
             * @description top_up and refund add to the balance; spend and tip take from it.
             * @enum {string}
             */
            kind: "top_up" | "refund" | "spend" | "tip";
            /** @enum {string} */
            direction: "credit" | "debit";
            amount: components["schemas"]["Money"];
            balance_after: components["schemas"]["Money"];
            /** @description What the movement was for: payment (a top-up), refund, order, tip. */
            reference: {
                type: string;
                id: string;
            };
            created_at: string;
        };
        OrderTip: {
            id: string;
            order_id: string;
            vendor_id: string;
            amount: components["schemas"]["Money"];
            /** @description The caller's wallet balance after the tip. */
            wallet_balance: components["schemas"]["Money"];
            /** @description ISO 8601 UTC time. */
            created_at: string;
        };
        WebhookDelivery: {
            /** @description The X-Munasabat-Delivery header */
            id: string;
            event_id: string;
            event_type: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            response_code: number | null;
            duration_ms: number | null;
            last_error: string | null;
            next_attempt_at: string | null;
            delivered_at: string | null;
            created_at: string;
            attempt_log: {
                number: number;
                manual: boolean;
                at: string;
                response_code: number | null;
                duration_ms: number;
                error: string | null;
            }[];
        };
        WebhookEndpoint: {
            id: string;
            url: string;
            description: string | null;
            events: string[];
            /** @enum {string} */
            status: "active" | "disabled";
            /** @description failing: 24 hours of failed attempts disabled it */
            disabled_reason: ("failing" | "manual") | null;
            /** @description Start of the current run of failed attempts; null after a success */
            failing_since: string | null;
            /** @description While a rotation runs, when the previous secret stops signing */
            secret_rotation_ends_at: string | null;
            created_at: string;
        };
        Links: {
            next: string | null;
            prev: string | null;
        };
        ErrorEnvelope: {
            error: {
                /** @enum {string} */
                code: "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "VALIDATION_FAILED" | "RATE_LIMITED" | "IDEMPOTENCY_KEY_REUSED" | "AUTH_INVALID_CREDENTIALS" | "AUTH_OTP_INVALID" | "AUTH_OTP_EXPIRED" | "AUTH_OTP_MAX_ATTEMPTS" | "AUTH_INVALID_SOCIAL_TOKEN" | "AUTH_PHONE_UNVERIFIED" | "AUTH_EMAIL_UNVERIFIED" | "VENDOR_NOT_APPROVED" | "SUBSCRIPTION_REQUIRED" | "SUBSCRIPTION_QUOTA_EXCEEDED" | "RFQ_INVALID_STATE" | "QUOTATION_INVALID_STATE" | "BOOKING_INVALID_STATE" | "QUOTATION_EXPIRED" | "VENDOR_UNAVAILABLE" | "PAYMENT_PROVIDER_UNAVAILABLE" | "PAYMENT_AMOUNT_MISMATCH" | "REVIEW_ALREADY_EXISTS" | "REVIEW_BOOKING_NOT_COMPLETED" | "MEDIA_TYPE_NOT_ALLOWED" | "MEDIA_TOO_LARGE" | "SEARCH_UNAVAILABLE" | "OTP_DELIVERY_FAILED" | "AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED" | "BAD_REQUEST" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "IDEMPOTENCY_KEY_MISSING" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                /** @description English developer message; clients localize by code */
                message: string;
                /** @description VALIDATION_FAILED only: field -> localized messages */
                details?: {
                    [key: string]: string[];
                } | null;
                request_id: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCategoriesSlug: {
        parameters: {
            query?: {
                /** @description Comma-separated, from: seo. */
                include?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAreas: {
        parameters: {
            query?: {
                governorate_id?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Governorate"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCategories: {
        parameters: {
            query?: {
                /** @description Comma-separated, from: seo. */
                include?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCities: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2 */
                country?: string;
                /** @description One of: sort_order, name, -name. Other values fall back to `sort_order`. */
                sort?: string;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["City"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCountries: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Country"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPlans: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2 */
                country?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Plan"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    phone?: string;
                    password: string;
                    captcha_token?: string;
                    device?: components["schemas"]["Device"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            token: components["schemas"]["Token"];
                        } | {
                            /** @constant */
                            two_factor_required: true;
                            challenge_token: string;
                            methods: ("totp" | "sms" | "recovery")[];
                            expires_at: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeletionRequest"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletionState"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchMe: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example نورة */
                    first_name?: string;
                    /** @example نورة */
                    last_name?: string;
                    /** @enum {string} */
                    preferred_locale?: "ar" | "en";
                    /** @enum {string} */
                    locale?: "ar" | "en";
                    notification_preferences?: components["schemas"]["NotificationPreferences"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Token"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example نورة */
                    first_name: string;
                    /** @example نورة */
                    last_name: string;
                    /** @example noura@example.com */
                    email: string;
                    password: string;
                    /** @example +96550000001 */
                    phone?: string;
                    /**
                     * @default ar
                     * @enum {string}
                     */
                    preferred_locale?: "ar" | "en";
                    /** @constant */
                    terms_accepted: true;
                    /** @example 2025-01 */
                    terms_version: string;
                    device?: components["schemas"]["Device"];
                } | {
                    /** @example نورة */
                    name: string;
                    /** @example noura@example.com */
                    email: string;
                    /** @example +96550000001 */
                    phone?: string;
                    password: string;
                    /**
                     * @default ar
                     * @enum {string}
                     */
                    locale?: "ar" | "en";
                    /** @constant */
                    terms_accepted: true;
                    /**
                     * @default 2026-01
                     * @example 2025-01
                     */
                    terms_version?: string;
                    device?: components["schemas"]["Device"];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            token: null;
                            verification: {
                                email_sent: boolean;
                                otp_sent_to: string | null;
                            };
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMeSessionsSessionId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMeSessions: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMeSessions: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDevOutbox: {
        parameters: {
            query?: {
                /** @description Recipient (email, case-insensitive; or E.164 phone), exact match. */
                to?: string;
                channel?: "email" | "sms" | "push";
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OutboxMessage"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putAuthPassword: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    current_password?: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthEmailChangeConfirm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthPasswordForgot: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    /** @example +96550000001 */
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            sent: true;
                        } | {
                            /** @constant */
                            sent: true;
                            expires_at: string;
                            resend_after_seconds: number;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    /** @example +96550000001 */
                    phone?: string;
                    /** @example 123456 */
                    code?: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            reset: true;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthEmailChangeRevert: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMeEmail: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example noura@example.com */
                    new_email: string;
                    /** @default  */
                    current_password?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            sent: true;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminUsersUserIdStatus: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "suspended" | "active";
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminUser"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminRoleRequestsRequestIdConfirm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            request_id: string;
                            /** @constant */
                            status: "confirmed";
                            user: components["schemas"]["AdminUser"];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminAdmins: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example noura@example.com */
                    email: string;
                    /** @example نورة */
                    first_name: string;
                    /** @example نورة */
                    last_name: string;
                    /** @enum {string} */
                    role: "admin_super" | "admin_operations" | "admin_support" | "admin_finance" | "admin_moderator";
                    /**
                     * @default ar
                     * @enum {string}
                     */
                    preferred_locale?: "ar" | "en";
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["AdminUser"];
                            invite_sent: boolean;
                            role_request: components["schemas"]["PendingRoleChange"] | null;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminUsersUserIdErase: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason: string;
                    /** @description The account's email address or phone number, typed back to prove intent. */
                    confirmation: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminUser"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminUsersUserId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminUserDetail"];
                        meta: {
                            request_id: string;
                            actions: {
                                update: boolean;
                                change_status: boolean;
                                assign_roles: boolean;
                                create_admin: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminUsersUserId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example نورة */
                    first_name?: string;
                    /** @example نورة */
                    last_name?: string;
                    /** @enum {string} */
                    preferred_locale?: "ar" | "en";
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminUser"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminUsersUserIdRoles: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "customer" | "vendor_owner" | "vendor_manager" | "vendor_staff" | "admin_super" | "admin_operations" | "admin_support" | "admin_finance" | "admin_moderator";
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason: string;
                    /** @description Required for vendor roles (vendor_owner); the vendor the role applies to. */
                    vendor_id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminUser"] | components["schemas"]["PendingRoleChange"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteAdminUsersUserIdRoles: {
        parameters: {
            query?: {
                role?: string;
                reason?: string;
                /** @description Required for vendor roles (vendor_owner); the vendor the role applies to. */
                vendor_id?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role?: "customer" | "vendor_owner" | "vendor_manager" | "vendor_staff" | "admin_super" | "admin_operations" | "admin_support" | "admin_finance" | "admin_moderator";
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason?: string;
                    /** @description Required for vendor roles (vendor_owner); the vendor the role applies to. */
                    vendor_id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminUser"] | components["schemas"]["PendingRoleChange"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminRoleRequests: {
        parameters: {
            query?: {
                status?: "pending" | "confirmed" | "rejected";
                user_id?: string;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RoleChangeRequest"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                q?: string;
                status?: "pending_verification" | "active" | "suspended" | "deletion_requested" | "anonymized";
                role?: "customer" | "vendor_owner" | "vendor_manager" | "vendor_staff" | "admin_super" | "admin_operations" | "admin_support" | "admin_finance" | "admin_moderator";
                /** @description One of: created_at, -created_at, email. Other values fall back to `-created_at`. */
                sort?: string;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminUser"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                            actions: {
                                create_admin: boolean;
                            };
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthOtpRequest: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example +96550000001 */
                    phone: string;
                    /**
                     * @default login
                     * @enum {string}
                     */
                    purpose?: "login" | "verify_phone";
                    device?: components["schemas"]["Device"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            sent: true;
                            expires_at: string;
                            resend_after_seconds: number;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthEmailVerifyResend: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            sent: true;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthPhoneChangeRevert: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            phone: string | null;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthOtpSend: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example +96550000001 */
                    phone: string;
                    /**
                     * @default login
                     * @enum {string}
                     */
                    purpose?: "login" | "verify_phone";
                    device?: components["schemas"]["Device"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            sent: true;
                            expires_at: string;
                            resend_after_seconds: number;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthEmailVerify: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    device?: components["schemas"]["Device"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            email_verified: true;
                            email_verified_at: string;
                            status: string;
                            token: components["schemas"]["Token"] | null;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthOtpVerify: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example +96550000001 */
                    phone: string;
                    /** @example 123456 */
                    code: string;
                    /**
                     * @default login
                     * @enum {string}
                     */
                    purpose?: "login" | "verify_phone";
                    /**
                     * @description Used only when the verification creates the account
                     * @example نورة
                     */
                    first_name?: string;
                    /** @example نورة */
                    last_name?: string;
                    /** @enum {string} */
                    preferred_locale?: "ar" | "en";
                    device?: components["schemas"]["Device"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            token: components["schemas"]["Token"];
                            created: boolean;
                        } | {
                            /** @constant */
                            two_factor_required: true;
                            challenge_token: string;
                            methods: ("totp" | "sms" | "recovery")[];
                            expires_at: string;
                        } | {
                            /** @constant */
                            verified: true;
                            user: components["schemas"]["User"];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthPhoneVerify: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example 123456 */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            verified: true;
                            user: components["schemas"]["User"];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMeDeletionRequest: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeletionRequest"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletionState"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMeDeletionRequest: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMePhoneConfirm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example +96550000001 */
                    new_phone: string;
                    /** @example 123456 */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMeExportsExportIdDownload: {
        parameters: {
            query: {
                token: string;
                /** @description Link expiry, milliseconds since the epoch (from the emailed link). */
                expires: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                exportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMeExport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DataExport"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMeExport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DataExport"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMePhone: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example +96550000001 */
                    new_phone: string;
                    /** @default  */
                    current_password?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            sent: true;
                            expires_at: string;
                            resend_after_seconds: number;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthContext: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContextSwitch"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContextSwitchResult"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthSocialProviderCallback: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider?: "google" | "apple";
                    id_token: string;
                    /** @description The existing account's password, to link it (after a 409 `link_required`) */
                    password?: string;
                    /** @example نورة */
                    first_name?: string;
                    /** @example نورة */
                    last_name?: string;
                    /** @enum {string} */
                    preferred_locale?: "ar" | "en";
                    device?: components["schemas"]["Device"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            token: components["schemas"]["Token"];
                            created: boolean;
                        } | {
                            /** @constant */
                            two_factor_required: true;
                            challenge_token: string;
                            methods: ("totp" | "sms" | "recovery")[];
                            expires_at: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthSocial: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "google" | "apple";
                    id_token: string;
                    /** @description The existing account's password, to link it (after a 409 `link_required`) */
                    password?: string;
                    /** @example نورة */
                    first_name?: string;
                    /** @example نورة */
                    last_name?: string;
                    /** @enum {string} */
                    preferred_locale?: "ar" | "en";
                    device?: components["schemas"]["Device"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            token: components["schemas"]["Token"];
                            created: boolean;
                        } | {
                            /** @constant */
                            two_factor_required: true;
                            challenge_token: string;
                            methods: ("totp" | "sms" | "recovery")[];
                            expires_at: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuth2faSms: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge_token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            sent: true;
                            expires_at: string;
                            resend_after_seconds: number;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMe2faTotpConfirm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example 123456 */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            enabled: true;
                            recovery_codes: string[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMe2fa: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            pending_enrollment: boolean;
                            enabled_at: string | null;
                            methods: string[];
                            recovery_codes_left: number;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMe2fa: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password?: string;
                    /** @example 123456 */
                    sms_code?: string;
                    /** @example 123456 */
                    code?: string;
                    recovery_code?: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMe2faReauthSms: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            sent: true;
                            expires_at: string;
                            resend_after_seconds: number;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMe2faRecoveryCodes: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example 123456 */
                    code?: string;
                    current_password?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recovery_codes: string[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMe2faTotp: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            secret: string;
                            otpauth_uri: string;
                            qr_code: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuth2faVerify: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge_token: string;
                    /** @example 123456 */
                    code?: string;
                    recovery_code?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            token: components["schemas"]["Token"];
                            created?: boolean;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getNotificationsPreferences: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationPreferenceSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchNotificationsPreferences: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesPatch"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationPreferenceSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                /** @description Opaque, from `meta.next_cursor`. */
                cursor?: string;
                /** @description 1-50, default 20. */
                limit?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"][];
                        meta: {
                            request_id: string;
                            next_cursor: string | null;
                            unread_count: number;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postNotificationsRead: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Notifications to mark read; absent = all of the caller's. */
                    ids?: string[];
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postNotificationsDevices: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushDeviceRegistration"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PushDevice"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteNotificationsDevices: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMediaIdConfirm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            media: components["schemas"]["Media"];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMediaId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Media"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMediaIdFile: {
        parameters: {
            query?: {
                expires?: string;
                signature?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMedia: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Original file name; its extension must match `mime_type` */
                    filename: string;
                    /** @description image/jpeg, image/png, image/webp or application/pdf, as the context allows */
                    mime_type: string;
                    /** @description Bytes the upload will have */
                    size: number;
                    /** @enum {string} */
                    context: "avatar" | "vendor_logo" | "vendor_cover" | "vendor_gallery" | "vendor_document" | "service_image" | "rfq_attachment" | "quote_attachment" | "review_photo" | "message_attachment";
                    /** @description The RFQ, quote, message, ... the file is meant for: an early check that it still has a free attachment slot */
                    subject_id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaUpload"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putMediaIdUpload: {
        parameters: {
            query: {
                expires: string;
                signature: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeServicesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorService"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorsMeServicesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchVendorsMeServicesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar?: string;
                    name_en?: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    category_id?: string;
                    price_from?: string | null;
                    cover_media_id?: string | null;
                    /** @description The branch that offers it (GET /vendors/me/branches); null: the whole vendor. A member limited to one branch gets it by default. */
                    branch_id?: string | null;
                    /**
                     * @description draft -> published (publish), published -> draft (unpublish), draft|published -> archived, archived -> draft (restore)
                     * @enum {string}
                     */
                    status?: "draft" | "published" | "archived";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorService"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeServicesIdPackages: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar: string;
                    name_en: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    /** @example 250.000 */
                    price: string;
                    /** @default [] */
                    inclusions?: {
                        ar: string;
                        en: string;
                    }[];
                    /** @default 0 */
                    sort_order?: number;
                    /**
                     * @description null: quote only; full or deposit: customers may order it directly (POST /orders), paying the full price or a 20% deposit online.
                     * @default null
                     */
                    direct_order?: ("full" | "deposit") | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ServicePackage"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorsMeServicesIdPackages: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    package_id: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchVendorsMeServicesIdPackages: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    package_id: string;
                    name_ar?: string;
                    name_en?: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    /** @example 250.000 */
                    price?: string;
                    inclusions?: {
                        ar: string;
                        en: string;
                    }[];
                    sort_order?: number;
                    /** @description null: quote only; full or deposit: customers may order it directly (POST /orders), paying the full price or a 20% deposit online. */
                    direct_order?: ("full" | "deposit") | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ServicePackage"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeServices: {
        parameters: {
            query?: {
                status?: "draft" | "published" | "archived";
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorService"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeServices: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar: string;
                    name_en: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    category_id: string;
                    /** @description null = quote only; follows the lowest package price once packages exist */
                    price_from?: string | null;
                    /** @description A ready `service_image` upload of the caller */
                    cover_media_id?: string | null;
                    /** @description The branch that offers it (GET /vendors/me/branches); null: the whole vendor. A member limited to one branch gets it by default. */
                    branch_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorService"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorsMeServicesIdPackagesPackageId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
                packageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchVendorsMeServicesIdPackagesPackageId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
                packageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar?: string;
                    name_en?: string;
                    description_ar?: string | null;
                    description_en?: string | null;
                    /** @example 250.000 */
                    price?: string;
                    inclusions?: {
                        ar: string;
                        en: string;
                    }[];
                    sort_order?: number;
                    /** @description null: quote only; full or deposit: customers may order it directly (POST /orders), paying the full price or a 20% deposit online. */
                    direct_order?: ("full" | "deposit") | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ServicePackage"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsIdServices: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Vendor id (ULID) or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicService"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsInvitationsAccept: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorInvitationAccept"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorInvitationAccepted"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeDocuments: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorDocument"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeDocuments: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorDocumentAttach"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorDocument"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeAnalytics: {
        parameters: {
            query?: {
                /** @description Window in Kuwait days ending today (default: 30). The plan caps it: basic 30, standard 90, advanced and full 365. */
                days?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorAnalytics"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendors: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorApplication"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorPrivate"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorsMeTeamId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchVendorsMeTeamId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorTeamRole"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorTeamMember"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMe: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorPrivate"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchVendorsMe: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorUpdate"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorPrivate"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorPublic"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeTeam: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorTeam"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeTeam: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorInvite"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorInvitation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeBranches: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorBranch"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeBranches: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorBranchCreate"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorBranch"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorsMeBranchesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchVendorsMeBranchesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorBranchUpdate"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorBranch"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminVendorsIdApprove: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVendor"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminVendorsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVendor"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminVendors: {
        parameters: {
            query?: {
                /** @description Default `pending_review` (the approval queue); `all` for every status. */
                status?: "pending_review" | "approved" | "rejected" | "suspended" | "all";
                /** @description Matches the Arabic or English name or the slug. */
                q?: string;
                /** @description Category id or slug. */
                category?: string;
                /** @description One of: submitted_at, -submitted_at, name. Other values fall back to `submitted_at`. */
                sort?: string;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVendorListItem"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminVendorsIdReinstate: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVendor"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminVendorsIdReject: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVendor"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminVendorsIdDocumentsDocumentIdReview: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorDocumentReview"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorDocument"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminVendorsIdSuspend: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why (3–500 characters); kept in the audit log. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminVendor"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminPlans: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2 */
                country?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminPlan"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminPlans: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Stable identifier (lowercase letters, digits, - and _); cannot change later */
                    code: string;
                    name_ar: string;
                    name_en: string;
                    /**
                     * @description KWD per month, a decimal string with exactly 3 decimals, >= 0
                     * @example 12.500
                     */
                    price_monthly: string;
                    /** @description RFQs received per Kuwait calendar month; null = unlimited */
                    rfq_receive_limit: number | null;
                    /** @description Quotations sent per Kuwait calendar month; null = unlimited */
                    quotation_quota: number | null;
                    /** @description Team members including the owner */
                    team_size: number;
                    /** @enum {string} */
                    analytics_depth: "basic" | "standard" | "advanced" | "full";
                    /** @default false */
                    featured_eligible?: boolean;
                    /** @default 0 */
                    featured_weight?: number;
                    /** @default 0 */
                    sort_order?: number;
                    /** @description ISO 3166-1 alpha-2 */
                    country_code?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminPlan"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminPlansPlanId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                planId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminPlan"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteAdminPlansPlanId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                planId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PlanDeleteResult"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminPlansPlanId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                planId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar?: string;
                    name_en?: string;
                    /**
                     * @description KWD per month, a decimal string with exactly 3 decimals, >= 0
                     * @example 12.500
                     */
                    price_monthly?: string;
                    /** @description RFQs received per Kuwait calendar month; null = unlimited */
                    rfq_receive_limit?: number | null;
                    /** @description Quotations sent per Kuwait calendar month; null = unlimited */
                    quotation_quota?: number | null;
                    /** @description Team members including the owner */
                    team_size?: number;
                    /** @enum {string} */
                    analytics_depth?: "basic" | "standard" | "advanced" | "full";
                    featured_eligible?: boolean;
                    featured_weight?: number;
                    sort_order?: number;
                    /** @description ISO 3166-1 alpha-2 */
                    country_code?: string;
                    /** @description false hides the plan from GET /plans and new subscriptions; subscribers keep it */
                    active?: boolean;
                    /** @description Why (kept in the audit log) */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminPlan"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSubscriptionsMe: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscriptionOverview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchSubscriptionsMe: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    auto_renew?: boolean;
                    /** @description true: Free takes over when the paid period ends */
                    cancel_at_period_end?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscriptionOverview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminCategories: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCategoryTree"][];
                        meta: {
                            request_id: string;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminCategories: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    name_ar: string;
                    name_en: string;
                    icon: string;
                    /** @default 0 */
                    sort_order?: number;
                    /** @description A top-level category: two levels at most */
                    parent_id?: string | null;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    seo_title_ar?: string | null;
                    seo_title_en?: string | null;
                    seo_description_ar?: string | null;
                    seo_description_en?: string | null;
                    /** @description Recorded in the audit log */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCategory"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminCategoriesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCategory"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteAdminCategoriesId: {
        parameters: {
            query?: {
                reason?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminCategoriesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    name_ar?: string;
                    name_en?: string;
                    icon?: string;
                    sort_order?: number;
                    parent_id?: string | null;
                    /**
                     * @description active -> inactive, inactive -> active, inactive -> archived (only without vendor associations; else 409)
                     * @enum {string}
                     */
                    status?: "active" | "inactive" | "archived";
                    seo_title_ar?: string | null;
                    seo_title_en?: string | null;
                    seo_description_ar?: string | null;
                    seo_description_en?: string | null;
                    /** @description Recorded in the audit log */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCategory"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminCmsPages: {
        parameters: {
            query?: {
                status?: "draft" | "published";
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CmsPageSummary"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminCmsPages: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    title_ar: string;
                    title_en: string;
                    body_ar: string;
                    body_en: string;
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "published";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CmsPage"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminCmsPagesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CmsPage"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteAdminCmsPagesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminCmsPagesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    title_ar?: string;
                    title_en?: string;
                    body_ar?: string;
                    body_en?: string;
                    /** @enum {string} */
                    status?: "draft" | "published";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CmsPage"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPagesSlug: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentPage"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminAuditLogs: {
        parameters: {
            query?: {
                actor_id?: string;
                /** @description A person by part of their name or email */
                actor?: string;
                /** @description Exact action, or a prefix when it ends with `.` or `*` (e.g. `vendor.`, `auth.login*`) */
                action?: string;
                entity_type?: string;
                entity_id?: string;
                /** @description ISO date (`2026-01-31`, a whole UTC day) or date-time (`2026-01-31T12:00:00Z`) */
                from?: string;
                /** @description Inclusive; a date covers that whole UTC day */
                to?: string;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditLogEntry"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFavoritesVendorId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Vendor id (ULID). */
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorCard"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postFavoritesVendorId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Vendor id (ULID). */
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorCard"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteFavoritesVendorId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Vendor id (ULID). */
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMeFavoritesVendorId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Vendor id (ULID). */
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorCard"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMeFavoritesVendorId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Vendor id (ULID). */
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorCard"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMeFavoritesVendorId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Vendor id (ULID). */
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFavorites: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorCard"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMeFavorites: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorCard"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminSearchSynonyms: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SynonymDictionary"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putAdminSearchSynonyms: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groups: {
                        terms: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SynonymDictionary"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminSearchZeroResultsReport: {
        parameters: {
            query?: {
                /** @description Kuwait weeks to cover, the current one included (1-12, default 4). */
                weeks?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ZeroResultQuery"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSearchSuggestions: {
        parameters: {
            query: {
                /** @description What was typed so far (1-120 characters). */
                q: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchSuggestion"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSearchServices: {
        parameters: {
            query?: {
                /** @description Free text (1-120 characters); absent or blank = browse. */
                q?: string;
                /** @description A category; a top-level one includes its subcategories. */
                category_id?: string;
                /** @description KWD, 0.000 to 99999.999. */
                price_min?: string;
                /** @description KWD, 0.000 to 99999.999. */
                price_max?: string;
                /** @description One of: relevance, price_asc, price_desc, rating. Other values fall back to `relevance`. */
                sort?: string;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ServiceCard"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminFeaturedSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeaturedSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminFeaturedSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Featured slots per category */
                    slots_per_category?: number;
                    /** @description Length of a rotation period; 24 = a new draw at 00:00 Kuwait time */
                    rotation_hours?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeaturedSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMarketplaceHome: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MarketplaceHome"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsIdPreviewPlacement: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorPlacement"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminSearchRankingSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RankingSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminSearchRankingSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RankingSettingsUpdate"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RankingSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSearchVendors: {
        parameters: {
            query?: {
                q?: string;
                category_id?: string;
                /** @description Category slug (instead of `category_id`). */
                category?: string;
                city_id?: string;
                governorate_id?: string;
                area_id?: string;
                /** @description KWD, 0.000 to 99999.999. */
                price_min?: string;
                /** @description KWD, at least price_min, at most 99999.999. */
                price_max?: string;
                rating_min?: "3" | "4" | "4.5";
                /** @description Availability date, today (Kuwait) to 24 months ahead. */
                date?: string;
                /** @description Reference point for `distance_km` and `sort=distance`: this area's centroid. */
                near_area_id?: string;
                /** @description Reference point (with `lng`, instead of `near_area_id`): latitude in Kuwait, 28.5 to 30.2. */
                lat?: number;
                /** @description Reference point (with `lat`): longitude in Kuwait, 46.5 to 48.5. */
                lng?: number;
                /** @description The caller's own event (404 for anyone else's): its date is the availability date unless `date` is given, and its area's centroid the reference point unless `near_area_id` or `lat`/`lng` is. Echoed in `meta.event`. */
                event?: string;
                /** @description One of: relevance, distance, rating, -rating, price_asc, price_min, price_desc, -price_min, created_at, -created_at, recommended. Others fall back to relevance. */
                sort?: string;
                page?: number;
                per_page?: number;
                /** @description Opaque, from `meta.next_cursor`; replaces `page`. */
                cursor?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorCard"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                            /** @description Per filter key, value -> number of results */
                            facets: {
                                [key: string]: {
                                    [key: string]: number;
                                };
                            };
                            query_time_ms: number;
                            /** @description A query under 2 characters: trending vendors instead of matches */
                            trending: boolean;
                            next_cursor: string | null;
                            /** @description The caller's event given as `event`, else null. */
                            event: {
                                id: string;
                                title: string;
                                /** @description The availability date it gave (null when the event has none, or it is outside today .. 24 months). */
                                date: string | null;
                                /** @description The area whose centroid distances are measured from (null: none set). */
                                area: {
                                    id: string;
                                    name: string;
                                } | null;
                            } | null;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConversationsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Conversation id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            vendor: {
                                id: string;
                                name: string;
                                slug: string;
                                logo_url: string | null;
                            };
                            customer: {
                                id: string;
                                name: string;
                            };
                            context: {
                                /** @enum {string} */
                                type: "inquiry" | "rfq" | "booking";
                                id: string | null;
                            };
                            /** @description What the thread is about, to tell two threads with one vendor apart; null for an inquiry from the profile page. */
                            subject: {
                                /** @description The RFQ's title (for a booking: the title of the RFQ it was booked from). */
                                title: string;
                                /** @description The booking's reference (BK-...); null for an RFQ. */
                                reference: string | null;
                            } | null;
                            last_message: {
                                body_preview: string;
                                /** @enum {string} */
                                sender: "me" | "them";
                                /** @description ISO 8601 time. */
                                created_at: string;
                            } | null;
                            last_message_at: string | null;
                            unread_count: number;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConversations: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `meta.next_cursor`. */
                cursor?: string;
                /** @description Items per page (1-50, default 20). */
                limit?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            vendor: {
                                id: string;
                                name: string;
                                slug: string;
                                logo_url: string | null;
                            };
                            customer: {
                                id: string;
                                name: string;
                            };
                            context: {
                                /** @enum {string} */
                                type: "inquiry" | "rfq" | "booking";
                                id: string | null;
                            };
                            /** @description What the thread is about, to tell two threads with one vendor apart; null for an inquiry from the profile page. */
                            subject: {
                                /** @description The RFQ's title (for a booking: the title of the RFQ it was booked from). */
                                title: string;
                                /** @description The booking's reference (BK-...); null for an RFQ. */
                                reference: string | null;
                            } | null;
                            last_message: {
                                body_preview: string;
                                /** @enum {string} */
                                sender: "me" | "them";
                                /** @description ISO 8601 time. */
                                created_at: string;
                            } | null;
                            last_message_at: string | null;
                            unread_count: number;
                        }[];
                        meta: {
                            request_id: string;
                            next_cursor: string | null;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConversations: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The vendor to write to (approved, not suspended). */
                    vendor_id: string;
                    /**
                     * @description Default inquiry. rfq: an RFQ of the caller sent to the vendor; booking: a booking of the caller with the vendor.
                     * @enum {string}
                     */
                    context_type?: "inquiry" | "rfq" | "booking";
                    /** @description The RFQ or booking id (required for rfq and booking, refused for inquiry). */
                    context_id?: string;
                    /** @description Optional first message (1-2000 characters after trimming). */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            vendor: {
                                id: string;
                                name: string;
                                slug: string;
                                logo_url: string | null;
                            };
                            customer: {
                                id: string;
                                name: string;
                            };
                            context: {
                                /** @enum {string} */
                                type: "inquiry" | "rfq" | "booking";
                                id: string | null;
                            };
                            /** @description What the thread is about, to tell two threads with one vendor apart; null for an inquiry from the profile page. */
                            subject: {
                                /** @description The RFQ's title (for a booking: the title of the RFQ it was booked from). */
                                title: string;
                                /** @description The booking's reference (BK-...); null for an RFQ. */
                                reference: string | null;
                            } | null;
                            last_message: {
                                body_preview: string;
                                /** @enum {string} */
                                sender: "me" | "them";
                                /** @description ISO 8601 time. */
                                created_at: string;
                            } | null;
                            last_message_at: string | null;
                            unread_count: number;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConversationsIdMessages: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `meta.next_cursor`. */
                cursor?: string;
                /** @description Items per page (1-50, default 20). */
                limit?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Conversation id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            sender: {
                                /** @enum {string} */
                                type: "customer" | "vendor";
                                name: string;
                            };
                            mine: boolean;
                            /** @description Phone numbers and emails of the other side are masked until a booking exists between them. */
                            body: string;
                            attachments: {
                                id: string;
                                url: string;
                                mime_type: string;
                                name: string;
                            }[];
                            /** @description ISO 8601 time. */
                            created_at: string;
                        }[];
                        meta: {
                            request_id: string;
                            next_cursor: string | null;
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConversationsIdMessages: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Conversation id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-2000 characters after trimming; optional when attachments are given. */
                    body?: string;
                    /** @description Ready uploads of the sender in context message_attachment (images or PDF, at most 5). */
                    attachment_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            sender: {
                                /** @enum {string} */
                                type: "customer" | "vendor";
                                name: string;
                            };
                            mine: boolean;
                            /** @description Phone numbers and emails of the other side are masked until a booking exists between them. */
                            body: string;
                            attachments: {
                                id: string;
                                url: string;
                                mime_type: string;
                                name: string;
                            }[];
                            /** @description ISO 8601 time. */
                            created_at: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConversationsIdRead: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Conversation id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEvents: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {string} */
                    event_type: "wedding" | "engagement" | "birthday" | "graduation" | "corporate" | "conference" | "diwaniya" | "baby_shower" | "other";
                    /** @description YYYY-MM-DD, today (Kuwait) or later. */
                    event_date?: string | null;
                    /** @description HH:MM (24 h). */
                    event_time?: string | null;
                    guests_expected?: number | null;
                    /** @description Decimal string with 3 decimals (KWD); the response carries it as `budget`. */
                    budget_total?: string | null;
                    /** @description A city id (GET /cities). */
                    city_id?: string | null;
                    /** @description An area id (GET /areas), in the event's city: its centroid is the reference point of distance in search and on profiles. */
                    area_id?: string | null;
                    location_text?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEventsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEventsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchEventsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {string} */
                    event_type?: "wedding" | "engagement" | "birthday" | "graduation" | "corporate" | "conference" | "diwaniya" | "baby_shower" | "other";
                    /** @description YYYY-MM-DD, today (Kuwait) or later. */
                    event_date?: string | null;
                    /** @description HH:MM (24 h). */
                    event_time?: string | null;
                    guests_expected?: number | null;
                    /** @description Decimal string with 3 decimals (KWD); the response carries it as `budget`. */
                    budget_total?: string | null;
                    /** @description A city id (GET /cities). */
                    city_id?: string | null;
                    /** @description An area id (GET /areas), in the event's city: its centroid is the reference point of distance in search and on profiles. */
                    area_id?: string | null;
                    location_text?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEventsIdSummary: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventSummary"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEventsIdBudgetLines: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A top-level category id (GET /categories). */
                    category_id: string;
                    /** @description Decimal string with 3 decimals (KWD). */
                    planned: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventBudget"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEventsIdBudgetLinesLineId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Budget line id (ULID). */
                lineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchEventsIdBudgetLinesLineId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Budget line id (ULID). */
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Decimal string with 3 decimals (KWD). */
                    planned: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventBudget"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEventsIdBudget: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventBudget"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putEventsIdBudget: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event's total budget (the event's `budget`); null clears it. */
                    budget_total: string | null;
                    /** @description Replaces every line when given; one per category. */
                    lines?: {
                        /** @description A top-level category id (GET /categories). */
                        category_id: string;
                        /** @description Decimal string with 3 decimals (KWD). */
                        planned: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventBudget"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEventsIdChecklistItems: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @description YYYY-MM-DD; none: no date. */
                    due_date?: string | null;
                    /** @description A top-level category: the item then links to a search and a quote request for it. */
                    category_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventChecklist"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEventsIdChecklistTemplate: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventChecklist"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEventsIdChecklistItemsItemId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Checklist item id (ULID). */
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchEventsIdChecklistItemsItemId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Checklist item id (ULID). */
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @description A fixed date; a template item stops following the event date once given one. */
                    due_date?: string | null;
                    category_id?: string | null;
                    done?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventChecklist"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEventsIdChecklist: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventChecklist"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRsvpToken: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description The guest's personal RSVP token (from the link). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RsvpPage"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postRsvpToken: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description The guest's personal RSVP token (from the link). */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    answer: "yes" | "no" | "maybe";
                    /** @description Yes or maybe: how many come, the guest included (1 to 1 + plus-ones; 1 when left out). */
                    head_count?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RsvpPage"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEventsIdGuestsApplyHeadCount: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEventsIdGuests: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventGuest"][];
                        meta: {
                            request_id: string;
                            totals: components["schemas"]["RsvpTotals"];
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEventsIdGuests: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description bride, groom or host; null when not said. */
                    side?: ("bride" | "groom" | "host") | null;
                    /** @description Free text: "Colleagues", "Aunt Huda's family". */
                    group?: string | null;
                    /** @description Any country (without a country code: Kuwait); stored and answered in E.164. */
                    phone?: string | null;
                    email?: string | null;
                    plus_ones?: number;
                    dietary_notes?: string | null;
                    /**
                     * @description The language of the guest's RSVP page and WhatsApp message.
                     * @enum {string}
                     */
                    language?: "ar" | "en";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventGuest"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEventsIdGuestsGuestId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Guest id (ULID). */
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchEventsIdGuestsGuestId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Guest id (ULID). */
                guestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description bride, groom or host; null when not said. */
                    side?: ("bride" | "groom" | "host") | null;
                    /** @description Free text: "Colleagues", "Aunt Huda's family". */
                    group?: string | null;
                    /** @description Any country (without a country code: Kuwait); stored and answered in E.164. */
                    phone?: string | null;
                    email?: string | null;
                    plus_ones?: number;
                    dietary_notes?: string | null;
                    /**
                     * @description The language of the guest's RSVP page and WhatsApp message.
                     * @enum {string}
                     */
                    language?: "ar" | "en";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventGuest"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEventsIdGuestsExport: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEventsIdGuestsImport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    format: "csv" | "xlsx";
                    /** @description The file, base64 (at most 512 KB decoded, 2,000 rows). Columns: name, side, group, phone, email, plus_ones, dietary_notes, language. */
                    file_base64: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GuestImportResult"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEventsIdGuestsGuestIdRsvpLink: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Guest id (ULID). */
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventGuest"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEventsIdGuestsGuestIdRsvpLink: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Guest id (ULID). */
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventGuest"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEventsIdTimeline: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TimelineEntry"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEventsIdTimeline: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description HH:MM (24 h) on the event day. */
                    starts_at: string;
                    ends_at?: string | null;
                    /** @description The title in Arabic; at least one of title_ar and title_en. */
                    title_ar?: string | null;
                    title_en?: string | null;
                    /** @description Who: a live booking of this event (its vendor sees this entry). Not with person_name. */
                    booking_id?: string | null;
                    /** @description Who: a person (the DJ's cousin, the aunt at the door). Not with booking_id. */
                    person_name?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TimelineEntry"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEventsIdTimelineEntryId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Timeline entry id (ULID). */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchEventsIdTimelineEntryId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
                /** @description Timeline entry id (ULID). */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description HH:MM (24 h) on the event day. */
                    starts_at?: string;
                    ends_at?: string | null;
                    /** @description The title in Arabic; at least one of title_ar and title_en. */
                    title_ar?: string | null;
                    title_en?: string | null;
                    /** @description Who: a live booking of this event (its vendor sees this entry). Not with person_name. */
                    booking_id?: string | null;
                    /** @description Who: a person (the DJ's cousin, the aunt at the door). Not with booking_id. */
                    person_name?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TimelineEntry"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEventsIdTimelinePdf: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postRfqsIdCancel: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postQuotationRequestsIdCancel: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRfqs: {
        parameters: {
            query?: {
                event_id?: string;
                status?: "draft" | "pending" | "quoted" | "negotiating" | "accepted" | "rejected" | "expired" | "cancelled";
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postRfqs: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An event of the caller in status planning. */
                    event_id: string;
                    /** @description An active category. */
                    category_id: string;
                    description: string;
                    budget_min?: string;
                    /** @description At least budget_min. */
                    budget_max?: string;
                    /**
                     * @description Up to 10 vendors, each approved, published and offering the category; at least one to publish.
                     * @default []
                     */
                    vendor_ids?: string[];
                    /**
                     * @description Ready uploads of the caller in context rfq_attachment (jpg/png/webp/pdf, 10 MB each), at most 5.
                     * @default []
                     */
                    attachment_media_ids?: string[];
                    /**
                     * Format: date
                     * @description YYYY-MM-DD: today (Kuwait) or later, not after the event date; defaults to the event date (required when the event has none).
                     */
                    needed_by_date?: string;
                    /** @description Where the event is (an area of GET /locations), optional: a vendor's branch in that area receives the RFQ. */
                    area_id?: string;
                    /**
                     * @description true sends it at once (status pending); false saves a draft.
                     * @default false
                     */
                    publish?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEventsIdQuotationRequests: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An active category; one category per RFQ. */
                    category_id: string;
                    title: string;
                    description: string;
                    /** @description KWD, > 0; vendors see it only with show_budget. */
                    budget_indication?: string;
                    /**
                     * @description Show the budget indication to vendors (default false).
                     * @default false
                     */
                    show_budget?: boolean;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD: today (Kuwait) or later, not after the event date; defaults to the event date (required when the event has none).
                     */
                    needed_by_date?: string;
                    /** @description Where the event is (an area of GET /locations), optional: a vendor's branch in that area receives the RFQ. */
                    area_id?: string;
                    /**
                     * @description Ready uploads of the caller in context rfq_attachment (jpg/png/webp/pdf, 10 MB each), at most 5.
                     * @default []
                     */
                    attachment_media_ids?: string[];
                    /**
                     * @description targeted: vendor_ids (1-5); open: the system picks up to 15 vendors when it is sent.
                     * @enum {string}
                     */
                    targeting: "targeted" | "open";
                    /** @description targeted: 1-5 vendors, each approved, published and offering the category; open: leave out. */
                    vendor_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRfqsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getQuotationRequestsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchQuotationRequestsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An active category; one category per RFQ. */
                    category_id?: string;
                    title?: string;
                    description?: string;
                    budget_indication?: string | null;
                    /** @description Show the budget indication to vendors (default false). */
                    show_budget?: boolean;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD: today (Kuwait) or later, not after the event date; defaults to the event date (required when the event has none).
                     */
                    needed_by_date?: string;
                    area_id?: string | null;
                    /** @description The complete list: uploads left out are detached. */
                    attachment_media_ids?: string[];
                    /**
                     * @description targeted: vendor_ids (1-5); open: the system picks up to 15 vendors when it is sent.
                     * @enum {string}
                     */
                    targeting?: "targeted" | "open";
                    /** @description targeted: 1-5 vendors, each approved, published and offering the category; open: leave out. */
                    vendor_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getQuotationRequests: {
        parameters: {
            query?: {
                event_id?: string;
                status?: "draft" | "pending" | "quoted" | "negotiating" | "accepted" | "rejected" | "expired" | "cancelled";
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postRfqsIdPublish: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postQuotationRequestsIdSend: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminRfqsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminRfqDetail"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminRfqSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RfqSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminRfqSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description RFQs an event may have open (pending, quoted, negotiating) at once (1-50, default 10). */
                    open_per_event: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RfqSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminRfqs: {
        parameters: {
            query?: {
                status?: "draft" | "pending" | "quoted" | "negotiating" | "accepted" | "rejected" | "expired" | "cancelled";
                category_id?: string;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminRfq"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminQuotesQuoteIdVoid: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Quotation id (ULID). */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the quote is voided (compliance); shown to the vendor and the customer, kept in the audit log. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminRfqDetail"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminBookings: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                status?: "pending" | "confirmed" | "refund_requested" | "completed" | "cancelled";
                vendor_id?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorBookingsIdBalanceReceived: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Booking id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBookingsIdCancel: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Booking id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the customer cancels (1-500 characters). */
                    reason: string;
                    /**
                     * @description Where the refund goes: the original payment method (default, through the provider) or the customer's wallet (credited at once when the refund is processed).
                     * @enum {string}
                     */
                    refund_destination?: "original" | "wallet";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBookingsCancellationPolicy: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CancellationPolicy"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorBookingsIdComplete: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Booking id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorBookingsIdDecline: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Booking id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the vendor declines (1-500 characters); shown to the customer. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBookingsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Booking id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBookings: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                status?: "pending" | "confirmed" | "refund_requested" | "completed" | "cancelled";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBookingsIdRefundRequest: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Booking id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the customer asks for a refund (1-500 characters). */
                    reason: string;
                    /**
                     * @description Where the refund goes: the original payment method (default, through the provider) or the customer's wallet (credited at once when the refund is processed).
                     * @enum {string}
                     */
                    refund_destination?: "original" | "wallet";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorBookingsIdConfirm: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Booking id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postQuotationsIdAccept: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Quotation id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `deposit` (the default and only option): pay 20% of the total now.
                     * @enum {string}
                     */
                    deposit_option?: "deposit";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedQuotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postQuotesQuoteIdAccept: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Quotation id (ULID). */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `deposit` (the default and only option): pay 20% of the total now.
                     * @enum {string}
                     */
                    deposit_option?: "deposit";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedQuotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postQuotationsIdReject: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Quotation id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "too_expensive" | "found_another_vendor" | "not_what_i_need" | "vendor_too_slow" | "event_changed" | "other";
                    /** @description Up to 500 characters; required when the reason is `other`. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postQuotesQuoteIdReject: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Quotation id (ULID). */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "too_expensive" | "found_another_vendor" | "not_what_i_need" | "vendor_too_slow" | "event_changed" | "other";
                    /** @description Up to 500 characters; required when the reason is `other`. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorRfqsIdDecline: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional, at most 500 characters. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorRfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorRfqsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorRfq"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorRfqs: {
        parameters: {
            query?: {
                /** @description new (not opened yet), viewed, quoted (your quotation is in), declined, closed (the RFQ is accepted, rejected, expired or cancelled). Without it: all. */
                status?: "new" | "viewed" | "quoted" | "declined" | "closed";
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorRfq"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                            plan_limit: {
                                used_this_month: number;
                                limit: number | null;
                                resets_at: string;
                                quotations: {
                                    used_this_month: number;
                                    limit: number | null;
                                };
                            };
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchQuotationsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Quotation id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required for a revision; leave out with final_offer true to hold firm on the current offer. */
                    items?: {
                        description: string;
                        quantity: number;
                        /** @description At least 0.000. */
                        unit_price: string;
                    }[];
                    /** @description At most 2000 characters. */
                    notes?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, 1-30 days ahead (Kuwait); valid to the end of that day. Default 7 days ahead.
                     */
                    valid_until?: string;
                    delivery_time_days?: number;
                    /** @description Ready uploads of the caller in context quote_attachment (images or PDF, at most 5 per quote). */
                    attachment_media_ids?: string[];
                    /** @description Mark this version as the final offer. */
                    final_offer?: boolean;
                    /**
                     * @description true: take the quotation back (other fields are ignored).
                     * @constant
                     */
                    withdraw?: true;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchVendorQuotesQuoteId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Quotation id (ULID). */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required for a revision; leave out with final_offer true to hold firm on the current offer. */
                    total_price?: string;
                    /** @description 0-30 line items; when given, the sum of quantity x unit_price must equal total_price within 0.001. */
                    items?: {
                        name: string;
                        quantity: number;
                        /** @description At least 0.000. */
                        unit_price: string;
                    }[];
                    /** @description 1-30, default 7; the quote is valid until submission + this many days. */
                    validity_days?: number;
                    /** @description At most 2000 characters. */
                    delivery_notes?: string;
                    /** @description At most 2000 characters. */
                    notes?: string;
                    /** @description Ready uploads of the caller in context quote_attachment (images or PDF, at most 5 per quote). */
                    attachment_media_ids?: string[];
                    /** @description Mark this version as the final offer. */
                    final_offer?: boolean;
                    /**
                     * @description withdraw: take the quotation back (other fields are ignored).
                     * @enum {string}
                     */
                    action?: "withdraw";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postQuotations: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The RFQ you received. */
                    rfq_id: string;
                    /** @description 1-30 lines; the total is the sum of quantity x unit_price (1.000 to 999999.999 KWD). */
                    items: {
                        description: string;
                        quantity: number;
                        /** @description At least 0.000. */
                        unit_price: string;
                    }[];
                    /** @description At most 2000 characters. */
                    notes?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, 1-30 days ahead (Kuwait); valid to the end of that day. Default 7 days ahead.
                     */
                    valid_until?: string;
                    delivery_time_days?: number;
                    /** @description Ready uploads of the caller in context quote_attachment (images or PDF, at most 5 per quote). */
                    attachment_media_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubmittedQuotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorRfqsIdQuotes: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1.000 to 999999.999 KWD. */
                    total_price: string;
                    /** @description 0-30 line items; when given, the sum of quantity x unit_price must equal total_price within 0.001. */
                    items?: {
                        name: string;
                        quantity: number;
                        /** @description At least 0.000. */
                        unit_price: string;
                    }[];
                    /** @description 1-30, default 7; the quote is valid until submission + this many days. */
                    validity_days?: number;
                    /** @description At most 2000 characters. */
                    delivery_notes?: string;
                    /** @description At most 2000 characters. */
                    notes?: string;
                    /** @description Ready uploads of the caller in context quote_attachment (images or PDF, at most 5 per quote). */
                    attachment_media_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubmittedQuotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getQuotationRequestsIdCompare: {
        parameters: {
            query?: {
                /** @description One of: price, -price, rating, -rating. Other values fall back to `price`. */
                sort?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ComparedQuotation"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postQuotesQuoteIdCounter: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Quotation id (ULID). */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description More than 0.000 and less than the quotation's total. */
                    proposed_price?: string;
                    /** @description 1-1000 characters. At least one of proposed_price and message. */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRfqsIdQuotations: {
        parameters: {
            query?: {
                /** @description One of: price, -price, rating, -rating. Other values fall back to `price`. */
                sort?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description RFQ id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ComparedQuotation"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postQuotesQuoteIdRequestRequote: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Quotation id (ULID). */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional, 1-1000 characters. */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quotation"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEventsIdVendorAvailability: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Event id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            vendors: {
                                vendor: {
                                    id: string;
                                    slug: string;
                                    name: string;
                                    name_en: string;
                                };
                                /** @enum {string} */
                                state: "booked" | "free" | "busy";
                                /** @description YYYY-MM-DD: the booking's service date, or the quoted RFQ's service day. */
                                date: string;
                                booking_id: string | null;
                                quote_id: string | null;
                            }[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRfqsVendorAvailability: {
        parameters: {
            query: {
                /** @description YYYY-MM-DD (Kuwait day). */
                date: string;
                /** @description Vendor ids, comma-separated or repeated (1-20). */
                vendor_ids: string | string[];
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date: string;
                            vendors: {
                                vendor_id: string;
                                free: boolean;
                            }[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorQuoteTemplates: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuoteTemplate"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorQuoteTemplates: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description 0-30 lines. */
                    lines: {
                        name: string;
                        quantity: number;
                        /** @description At least 0.000. */
                        unit_price: string;
                    }[];
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuoteTemplate"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorQuoteTemplatesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Template id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorQuotesQuoteIdAiDraft: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Your quotation's id, or, before you quoted, the RFQ's id from your inbox (ULID). */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuoteDraft"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postPaymentsIntents: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID v4; kept 48 hours */
                "Idempotency-Key": string;
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    purpose: "booking_deposit" | "subscription" | "subscription_renewal" | "order_payment";
                    /** @enum {string} */
                    payable_type: "booking" | "subscription" | "order";
                    payable_id: string;
                    /**
                     * @description KWD with exactly 3 decimals; > 0 and <= the payable's due amount (a deposit may be paid in parts: what is left of it is due). A plan takes its full price. Default: all that is due.
                     * @example 25.000
                     */
                    amount?: string;
                    return_url?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPayments: {
        parameters: {
            query: {
                payable_type: "booking" | "subscription" | "order";
                payable_id: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postPayments: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID v4; kept 48 hours */
                "Idempotency-Key": string;
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    payable_type: "booking";
                    payable_id: string;
                    /** @enum {string} */
                    kind: "deposit";
                    /** @description Where the payer lands afterwards: a path of this site, a URL on its own origin, or a mobile app's return address on a scheme or universal-link origin of RETURN_URL_ALLOWLIST (never elsewhere). */
                    return_url: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminPaymentDriver: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentDriver"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putAdminPaymentDriver: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    active: "sandbox" | "provider_a" | "provider_b";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentDriver"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPaymentsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Payment id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminPayments: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                status?: "initiated" | "pending" | "paid" | "failed" | "partially_refunded" | "refunded";
                flagged?: "true" | "false";
                provider?: "sandbox" | "provider_a" | "provider_b";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminPayment"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMePayments: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postPaymentsIdReturn: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Payment id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminPaymentsIdResolveFlag: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID v4; kept 48 hours */
                "Idempotency-Key": string;
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Payment id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description refund: what was charged goes back; accept: only a shortfall in the payment's currency, paid for what was charged (the rest stays due).
                     * @enum {string}
                     */
                    action: "accept" | "refund";
                    /** @description Why (1-500 characters); kept on the payment and in the audit log. */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminPayment"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postWebhooksPaymentsProvider: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                provider: "sandbox" | "provider_a" | "provider_b";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            received: true;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postWebhooksPsp: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            received: true;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postSandboxSessionsIdComplete: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "paid" | "declined" | "cancelled";
                    /** @enum {string} */
                    method: "knet" | "card";
                    amount?: string;
                    /** @enum {string} */
                    delivery?: "once" | "twice" | "out_of_order";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            redirect_url: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSandboxSessionsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SandboxSession"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postSandboxSessionsIdOpen: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            opened: boolean;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postSubscriptions: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID v4; kept 48 hours */
                "Idempotency-Key": string;
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plan_id?: string;
                    plan_code?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubscriptionOverview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminRefundsIdApprove: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Refund id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refund"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminRefundsIdDeny: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Refund id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the refund is denied (1-500 characters); the payer reads it. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refund"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRefundsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Refund id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refund"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminRefunds: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                status?: "requested" | "approved" | "denied" | "processing" | "processed" | "failed" | "manual_processing";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminRefund"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminRefunds: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID v4; kept 48 hours */
                "Idempotency-Key": string;
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The paid (or partially refunded) payment to refund. */
                    payment_id: string;
                    /**
                     * @description KWD with exactly 3 decimals, > 0 and at most what is left of the payment.
                     * @example 25.000
                     */
                    amount: string;
                    /** @enum {string} */
                    reason: "policy_cancellation" | "vendor_fault" | "dispute_resolution" | "duplicate_charge" | "goodwill";
                    /** @description At most 500 characters; required when the reason is goodwill. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refund"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminRefundsIdMarkProcessed: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Refund id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The bank transfer's reference (kept as the refund's provider reference). */
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refund"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postRefunds: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID v4; kept 48 hours */
                "Idempotency-Key": string;
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The paid (or partially refunded) payment to refund. */
                    payment_id: string;
                    /**
                     * @description KWD with exactly 3 decimals, > 0 and at most what is left of the payment.
                     * @example 25.000
                     */
                    amount: string;
                    /** @enum {string} */
                    reason: "policy_cancellation" | "vendor_fault" | "dispute_resolution" | "duplicate_charge" | "goodwill";
                    /** @description At most 500 characters; required when the reason is goodwill. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refund"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminReportsReconciliationRunIdExport: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminReportsReconciliation: {
        parameters: {
            query: {
                /** @description YYYY-MM-DD. */
                date: string;
                provider?: "sandbox" | "provider_a" | "provider_b";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date: string;
                            run: {
                                id: string;
                                run_date: string;
                                provider: string;
                                /** @enum {string} */
                                status: "completed" | "failed";
                                error: string | null;
                                our_count: number;
                                provider_count: number;
                                matched_count: number;
                                mismatch_count: number;
                                created_at: string;
                            } | null;
                            mismatches: {
                                id: string;
                                /** @enum {string} */
                                kind: "missing_ours" | "missing_provider" | "amount_differs" | "status_differs" | "fee_differs" | "wallet_credit_missing" | "wallet_credit_differs";
                                /** @enum {string} */
                                record_type: "payment" | "refund";
                                record_id: string | null;
                                provider_ref: string | null;
                                our_amount: {
                                    amount: string;
                                    currency: string;
                                } | null;
                                provider_amount: {
                                    amount: string;
                                    currency: string;
                                } | null;
                                our_status: string | null;
                                provider_status: string | null;
                            }[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminReportsReconciliationRuns: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD.
                     */
                    date: string;
                    /** @enum {string} */
                    provider?: "sandbox" | "provider_a" | "provider_b";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date: string;
                            run: {
                                id: string;
                                run_date: string;
                                provider: string;
                                /** @enum {string} */
                                status: "completed" | "failed";
                                error: string | null;
                                our_count: number;
                                provider_count: number;
                                matched_count: number;
                                mismatch_count: number;
                                created_at: string;
                            } | null;
                            mismatches: {
                                id: string;
                                /** @enum {string} */
                                kind: "missing_ours" | "missing_provider" | "amount_differs" | "status_differs" | "fee_differs" | "wallet_credit_missing" | "wallet_credit_differs";
                                /** @enum {string} */
                                record_type: "payment" | "refund";
                                record_id: string | null;
                                provider_ref: string | null;
                                our_amount: {
                                    amount: string;
                                    currency: string;
                                } | null;
                                provider_amount: {
                                    amount: string;
                                    currency: string;
                                } | null;
                                our_status: string | null;
                                provider_status: string | null;
                            }[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminReportsActivity: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD. */
                from?: string;
                /** @description YYYY-MM-DD. */
                to?: string;
                group?: "day" | "month";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            from: string;
                            to: string;
                            /** @enum {string} */
                            group: "day" | "month";
                            /** @description When these figures were read from the database (ISO UTC): the dashboard's "as of". */
                            computed_at: string;
                            totals: {
                                rfqs: number;
                                quotes: number;
                                bookings: number;
                                paid_bookings: number;
                                cancelled_bookings: number;
                                new_customers: number;
                                new_vendors: number;
                            };
                            series: {
                                period: string;
                                rfqs: number;
                                quotes: number;
                                bookings: number;
                                paid_bookings: number;
                                cancelled_bookings: number;
                                new_customers: number;
                                new_vendors: number;
                            }[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminReportsExport: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD. */
                from?: string;
                /** @description YYYY-MM-DD. */
                to?: string;
                group?: "day" | "month";
                format?: "csv" | "xlsx";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminReportsRevenue: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD. */
                from?: string;
                /** @description YYYY-MM-DD. */
                to?: string;
                group?: "day" | "month";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            from: string;
                            to: string;
                            /** @enum {string} */
                            group: "day" | "month";
                            /** @description When these figures were read from the database (ISO UTC): the dashboard's "as of". */
                            computed_at: string;
                            totals: {
                                payments: {
                                    amount: string;
                                    currency: string;
                                };
                                refunds: {
                                    amount: string;
                                    currency: string;
                                };
                                net: {
                                    amount: string;
                                    currency: string;
                                };
                                commission: {
                                    amount: string;
                                    currency: string;
                                };
                                subscriptions: {
                                    amount: string;
                                    currency: string;
                                };
                                provider_fees: {
                                    amount: string;
                                    currency: string;
                                };
                                wallet_liabilities: {
                                    amount: string;
                                    currency: string;
                                };
                            };
                            series: {
                                period: string;
                                payments: {
                                    amount: string;
                                    currency: string;
                                };
                                refunds: {
                                    amount: string;
                                    currency: string;
                                };
                                net: {
                                    amount: string;
                                    currency: string;
                                };
                                commission: {
                                    amount: string;
                                    currency: string;
                                };
                                subscriptions: {
                                    amount: string;
                                    currency: string;
                                };
                                provider_fees: {
                                    amount: string;
                                    currency: string;
                                };
                            }[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFilesDocumentsKindId: {
        parameters: {
            query?: {
                expires?: string;
                signature?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                kind: "invoice" | "credit_note";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getInvoicesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Invoice or credit note id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InvoiceWithPdf"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPaymentsIdInvoice: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Payment id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InvoiceWithPdf"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getInvoices: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invoice"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRefundsIdCreditNote: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Refund id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InvoiceWithPdf"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminFinanceSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FinanceSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminFinanceSettings: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example 0.0500 */
                    commission_rate: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FinanceSettings"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMePayoutAccount: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayoutAccount"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putVendorsMePayoutAccount: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holder_name: string;
                    iban: string;
                    bank_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayoutAccount"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsIdSettlementsSettlementIdStatement: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
                settlementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            expires_at: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFilesStatementsId: {
        parameters: {
            query?: {
                expires?: string;
                signature?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsIdLedger: {
        parameters: {
            query?: {
                status?: "pending" | "settled" | "frozen" | "reversed";
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LedgerEntry"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                            totals: {
                                pending: components["schemas"]["Money"];
                                frozen: components["schemas"]["Money"];
                                settled: components["schemas"]["Money"];
                            };
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsIdSettlements: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Settlement"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminSettlementsIdMarkPaid: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payout_reference: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Settlement"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminSettlementsRuns: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD.
                     */
                    date?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SettlementReport"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminReportsSettlements: {
        parameters: {
            query: {
                /** @description YYYY-MM-DD. */
                date: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SettlementReport"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReviewsIdAppeal: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Review id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the review should be restored (10-1,000 characters). */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyReview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBookingsIdReview: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Booking id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-5. Required to submit; a draft may be saved without it. */
                    overall_rating?: number;
                    /** @description Optional ratings 1-5 by criterion code (GET /review-criteria: quality, punctuality, value and those the Super Admin added); only active criteria; null clears one. */
                    criteria?: {
                        [key: string]: number | null;
                    };
                    /** @description 3-80 characters, no links; null clears it. */
                    title?: string | null;
                    /** @description 10-2,000 characters, no links; required to submit when any criterion is rated below 3. Null clears it. */
                    body?: string | null;
                    /** @description Up to 5 uploads of the caller in context review_photo, in display order. The complete list: uploads left out are detached. */
                    photo_media_ids?: string[];
                    /**
                     * @description true (default): submit now (screened: published, or held for a moderator). false: save or update the booking's draft (autosave).
                     * @default true
                     */
                    submit?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyReview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrdersIdReview: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Direct order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-5. Required to submit; a draft may be saved without it. */
                    overall_rating?: number;
                    /** @description Optional ratings 1-5 by criterion code (GET /review-criteria: quality, punctuality, value and those the Super Admin added); only active criteria; null clears one. */
                    criteria?: {
                        [key: string]: number | null;
                    };
                    /** @description 3-80 characters, no links; null clears it. */
                    title?: string | null;
                    /** @description 10-2,000 characters, no links; required to submit when any criterion is rated below 3. Null clears it. */
                    body?: string | null;
                    /** @description Up to 5 uploads of the caller in context review_photo, in display order. The complete list: uploads left out are detached. */
                    photo_media_ids?: string[];
                    /**
                     * @description true (default): submit now (screened: published, or held for a moderator). false: save or update the booking's draft (autosave).
                     * @default true
                     */
                    submit?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyReview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReviews: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The completed booking being reviewed. */
                    booking_id: string;
                    /** @description 1-5. Required to submit; a draft may be saved without it. */
                    overall_rating?: number;
                    /** @description Optional ratings 1-5 by criterion code (GET /review-criteria: quality, punctuality, value and those the Super Admin added); only active criteria; null clears one. */
                    criteria?: {
                        [key: string]: number | null;
                    };
                    /** @description 3-80 characters, no links; null clears it. */
                    title?: string | null;
                    /** @description 10-2,000 characters, no links; required to submit when any criterion is rated below 3. Null clears it. */
                    body?: string | null;
                    /** @description Up to 5 uploads of the caller in context review_photo, in display order. The complete list: uploads left out are detached. */
                    photo_media_ids?: string[];
                    /**
                     * @description true (default): submit now (screened: published, or held for a moderator). false: save or update the booking's draft (autosave).
                     * @default true
                     */
                    submit?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyReview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReviewsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Review id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyReview"] | components["schemas"]["Review"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteReviewsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Review id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchReviewsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Review id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-5. Required to submit; a draft may be saved without it. */
                    overall_rating?: number;
                    /** @description Optional ratings 1-5 by criterion code (GET /review-criteria: quality, punctuality, value and those the Super Admin added); only active criteria; null clears one. */
                    criteria?: {
                        [key: string]: number | null;
                    };
                    /** @description 3-80 characters, no links; null clears it. */
                    title?: string | null;
                    /** @description 10-2,000 characters, no links; required to submit when any criterion is rated below 3. Null clears it. */
                    body?: string | null;
                    /** @description Up to 5 uploads of the caller in context review_photo, in display order. The complete list: uploads left out are detached. */
                    photo_media_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyReview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMeReviews: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                status?: "draft" | "published" | "pending_moderation" | "hidden" | "deleted";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyReview"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsIdReviews: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                /** @description newest (default), highest or lowest overall rating; other values fall back to newest. */
                sort?: string;
                /** @description Star levels 1-5 to keep, one or several (`stars=4,5`). */
                stars?: string | string[];
                /** @description Keep reviews that rated this criterion (at least `min`). */
                criterion?: "quality" | "punctuality" | "value";
                /** @description With `criterion`: the lowest rating of it to keep (default 1). */
                min?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Vendor id (ULID) or slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReviewsIdSubmit: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Review id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyReview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchReviewRepliesId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Reply id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text only, 10-1,000 characters; no web addresses or contact details. */
                    body: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewReply"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReviewsIdReply: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Review id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text only, 10-1,000 characters; no web addresses or contact details. */
                    body: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewReply"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReviewRepliesIdReport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Reply id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description fake, offensive, personal_info, off_topic or blackmail (extortion). offensive, personal_info and blackmail take a published target off the page until a moderator decides.
                     * @enum {string}
                     */
                    reason: "fake" | "offensive" | "personal_info" | "off_topic" | "blackmail";
                    /** @description Up to 1,000 characters. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewReport"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReviewsIdReport: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Review id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description fake, offensive, personal_info, off_topic or blackmail (extortion). offensive, personal_info and blackmail take a published target off the page until a moderator decides.
                     * @enum {string}
                     */
                    reason: "fake" | "offensive" | "personal_info" | "off_topic" | "blackmail";
                    /** @description Up to 1,000 characters. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewReport"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminReviewBlockedWords: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewBlockedWord"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminReviewBlockedWords: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A word or phrase (2-60 characters), matched on word boundaries after normalization; stored normalized. */
                    word: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewBlockedWord"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminReviews: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                /** @description flagged: waiting for a moderator (pending_moderation); hidden: hidden reviews (to restore). */
                status?: "flagged" | "hidden";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReview"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminModerationReviewsCaseIdDecide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Moderation case id (ULID). */
                caseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "hide" | "redact" | "escalate";
                    /** @description Why (3-1,000 characters); audit-logged, and told to the author when a review is hidden or edited. */
                    reason: string;
                    /** @description redact only: the title that replaces the review's title (null removes it). */
                    redacted_title?: string | null;
                    /** @description redact only: the text that replaces the review's body, or the reply's (at most 1,000 characters for a reply). */
                    redacted_body?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationCase"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminReviewsIdHide: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Review id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why (3-1,000 characters); audit-logged. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminModerationReviews: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                /** @description pending: screening flags and appeals; reported: reports. Open and escalated cases, oldest first. */
                status?: "pending" | "reported";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ModerationCase"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteAdminReviewBlockedWordsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Blocked word id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminReviewsIdRestore: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Review id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why (3-1,000 characters); audit-logged. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReview"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsIdRatingSummary: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RatingSummary"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminHome: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminHome"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeHome: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VendorHome"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            status: "ok";
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            status: "ready";
                            checks: {
                                [key: string]: "ok" | "pending" | "failed";
                            };
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminReviewCriteria: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewCriterion"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminReviewCriteria: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Lowercase letters, digits and underscores, 2-40 characters, starting with a letter; the key in review criteria. */
                    code: string;
                    name_ar: string;
                    name_en: string;
                    sort_order?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewCriterion"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminReviewCriteriaCode: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_ar?: string;
                    name_en?: string;
                    sort_order?: number;
                    /** @description false retires the criterion (kept with its ratings), true offers it again. */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewCriterion"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReviewCriteria: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReviewCriterion"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putMeAvatar: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    media_id: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Avatar"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMeAvatar: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Avatar"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeCalendarExceptions: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description blocked: closed on these days; open: open although the plan says closed.
                     * @enum {string}
                     */
                    kind: "blocked" | "open";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD.
                     */
                    starts_on: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD.
                     */
                    ends_on: string;
                    /** @description Private to the vendor's team, never shown to customers. */
                    note?: string;
                    /** @description A branch's own day (GET /vendors/me/branches); null: the whole vendor. A member limited to one branch gets it by default. */
                    branch_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "blocked" | "open";
                            starts_on: string;
                            ends_on: string;
                            note: string | null;
                            /** @description The branch whose day it is; null: the whole vendor. */
                            branch_id: string | null;
                            /**
                             * @description manual: set by the vendor's team; ical: a busy day of an imported calendar (removed with its import, not one by one).
                             * @enum {string}
                             */
                            source: "manual" | "ical";
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeCalendar: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, Kuwait); default: the 1st of this Kuwait month. */
                from?: string;
                /** @description Last day, at most 92 days after from; default: the end of from's month. */
                to?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            plan: {
                                work_days: number[];
                                /** @description The saved daily capacity; null: no plan saved yet, every day open with the default capacity (the days' `capacity`). */
                                daily_capacity: number | null;
                            };
                            days: {
                                date: string;
                                open: boolean;
                                /** @description Bookings and direct orders the day takes (the default one a day while no plan is saved). */
                                capacity: number;
                                booked: number;
                                free: boolean;
                                exception_ids: string[];
                                bookings: {
                                    id: string;
                                    reference: string;
                                    status: string;
                                    /**
                                     * @description A booking (of a quote) or a direct order.
                                     * @enum {string}
                                     */
                                    kind: "booking" | "order";
                                }[];
                            }[];
                            exceptions: {
                                id: string;
                                /** @enum {string} */
                                kind: "blocked" | "open";
                                starts_on: string;
                                ends_on: string;
                                note: string | null;
                                /** @description The branch whose day it is; null: the whole vendor. */
                                branch_id: string | null;
                                /**
                                 * @description manual: set by the vendor's team; ical: a busy day of an imported calendar (removed with its import, not one by one).
                                 * @enum {string}
                                 */
                                source: "manual" | "ical";
                            }[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsIdAvailability: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, Kuwait), today or later; default: today. */
                from?: string;
                /** @description Last day, at most 92 days from from and 24 months from today; default: the end of from's month. */
                to?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicAvailability"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorsMeCalendarExceptionsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putVendorsMeCalendarPlan: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Days the business works: 0 Sunday .. 6 Saturday (an empty list: closed unless a day is opened). */
                    work_days: number[];
                    /** @description Bookings one day can take (a hall: 1). */
                    daily_capacity: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            work_days: number[];
                            /** @description The saved daily capacity; null: no plan saved yet, every day open with the default capacity (the days' `capacity`). */
                            daily_capacity: number | null;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeCalendarImports: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The calendar's iCal address (https), e.g. Google Calendar's secret address in iCal format. */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            /** @description null: not fetched yet. */
                            last_status: ("ok" | "error") | null;
                            /** @description Why the last fetch failed, a short code (too_large, timeout, address_refused, http_404, not_calendar...). */
                            last_error: string | null;
                            last_fetched_at: string | null;
                            /** @description Busy day ranges the last successful fetch stored. */
                            busy_ranges: number;
                            created_at: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCalendarFeedsToken: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description The feed's token, optionally followed by .ics */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeCalendarIcal: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The private feed, when one exists (its URL is shown only when created). */
                            feed: {
                                created_at: string;
                            } | null;
                            imports: {
                                id: string;
                                url: string;
                                /** @description null: not fetched yet. */
                                last_status: ("ok" | "error") | null;
                                /** @description Why the last fetch failed, a short code (too_large, timeout, address_refused, http_404, not_calendar...). */
                                last_error: string | null;
                                last_fetched_at: string | null;
                                /** @description Busy day ranges the last successful fetch stored. */
                                busy_ranges: number;
                                created_at: string;
                            }[];
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorsMeCalendarImportsId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeCalendarFeed: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The private feed URL: shown this once; anyone with it sees the bookings, direct orders and blocked days. */
                            url: string;
                            created_at: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorsMeCalendarFeed: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminOrdersId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminOrders: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                status?: "placed" | "confirmed" | "on_the_way" | "in_progress" | "completed" | "cancelled";
                vendor_id?: string;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrdersIdCancel: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the order is cancelled (1-500 characters); shown to the other side. */
                    reason: string;
                    /**
                     * @description Where the refund goes: the original payment method (default, through the provider) or the customer's wallet (credited at once when the refund is processed).
                     * @enum {string}
                     */
                    refund_destination?: "original" | "wallet";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrders: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                status?: "placed" | "confirmed" | "on_the_way" | "in_progress" | "completed" | "cancelled";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrders: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A published service's package the vendor lets customers order directly. */
                    package_id: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, the service day in Kuwait.
                     */
                    date: string;
                    /**
                     * @description HH:MM, Kuwait time.
                     * @example 18:30
                     */
                    time: string;
                    /** @description The area (GET /areas) where the service takes place. */
                    area_id: string;
                    address: string;
                    /** @description The place's point, for the distance shown while the vendor is on the way (else the area's centre). */
                    latitude?: number;
                    longitude?: number;
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrdersId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorOrdersIdAccept: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorOrdersIdComplete: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorOrdersIdDecline: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the order is cancelled (1-500 characters); shown to the other side. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorOrdersIdOnTheWay: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorOrdersIdLocation: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    latitude: number;
                    longitude: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorOrdersIdStart: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorOrdersIdCancel: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the order is cancelled (1-500 characters); shown to the other side. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorOrdersId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorOrders: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
                status?: "placed" | "confirmed" | "on_the_way" | "in_progress" | "completed" | "cancelled";
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"][];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                        links?: components["schemas"]["Links"];
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postWalletTopUps: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID v4; kept 48 hours */
                "Idempotency-Key": string;
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description KWD with exactly 3 decimals, 1.000 to 1000.000.
                     * @example 25.000
                     */
                    amount: string;
                    /** @description Where the payer lands after the hosted page (a path or URL of this site; default /account/wallet), with ?payment=<id>. */
                    return_url?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page (default 20, at most 50). */
                per_page?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wallet"];
                        meta: {
                            request_id: string;
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrdersIdTip: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID v4; kept 48 hours */
                "Idempotency-Key": string;
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                /** @description Order id (ULID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The gratuity in KWD with exactly 3 decimals (above zero), taken from the caller's wallet.
                     * @example 5.000
                     */
                    amount: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderTip"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeWebhooks: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeWebhooks: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https URL on a public address (private, loopback and link-local addresses are refused) */
                    url: string;
                    /** @description Event types to receive: booking.confirmed, booking.cancelled, rfq.received, quote.accepted, payment.succeeded, refund.processed, review.published */
                    events: ("booking.confirmed" | "booking.cancelled" | "rfq.received" | "quote.accepted" | "payment.succeeded" | "refund.processed" | "review.published")[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            /** @description failing: 24 hours of failed attempts disabled it */
                            disabled_reason: ("failing" | "manual") | null;
                            /** @description Start of the current run of failed attempts; null after a success */
                            failing_since: string | null;
                            /** @description While a rotation runs, when the previous secret stops signing */
                            secret_rotation_ends_at: string | null;
                            created_at: string;
                            /** @description The signing secret: shown only in this answer */
                            secret: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVendorsMeWebhooksId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchVendorsMeWebhooksId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https URL on a public address (private, loopback and link-local addresses are refused) */
                    url?: string;
                    /** @description Event types to receive: booking.confirmed, booking.cancelled, rfq.received, quote.accepted, payment.succeeded, refund.processed, review.published */
                    events?: ("booking.confirmed" | "booking.cancelled" | "rfq.received" | "quote.accepted" | "payment.succeeded" | "refund.processed" | "review.published")[];
                    description?: string | null;
                    /**
                     * @description disabled: stop sending; active: send again (also after an automatic disable)
                     * @enum {string}
                     */
                    status?: "active" | "disabled";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVendorsMeWebhooksIdDeliveries: {
        parameters: {
            query?: {
                status?: "pending" | "succeeded" | "failed";
                limit?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeWebhooksIdDeliveriesDeliveryIdResend: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeWebhooksIdSecret: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            /** @description failing: 24 hours of failed attempts disabled it */
                            disabled_reason: ("failing" | "manual") | null;
                            /** @description Start of the current run of failed attempts; null after a success */
                            failing_since: string | null;
                            /** @description While a rotation runs, when the previous secret stops signing */
                            secret_rotation_ends_at: string | null;
                            created_at: string;
                            /** @description The signing secret: shown only in this answer */
                            secret: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postVendorsMeWebhooksIdTest: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminWebhooks: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminWebhooks: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https URL on a public address (private, loopback and link-local addresses are refused) */
                    url: string;
                    /** @description Event types to receive: booking.confirmed, booking.cancelled, rfq.received, quote.accepted, payment.succeeded, refund.processed, review.published */
                    events: ("booking.confirmed" | "booking.cancelled" | "rfq.received" | "quote.accepted" | "payment.succeeded" | "refund.processed" | "review.published")[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            /** @description failing: 24 hours of failed attempts disabled it */
                            disabled_reason: ("failing" | "manual") | null;
                            /** @description Start of the current run of failed attempts; null after a success */
                            failing_since: string | null;
                            /** @description While a rotation runs, when the previous secret stops signing */
                            secret_rotation_ends_at: string | null;
                            created_at: string;
                            /** @description The signing secret: shown only in this answer */
                            secret: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteAdminWebhooksId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchAdminWebhooksId: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https URL on a public address (private, loopback and link-local addresses are refused) */
                    url?: string;
                    /** @description Event types to receive: booking.confirmed, booking.cancelled, rfq.received, quote.accepted, payment.succeeded, refund.processed, review.published */
                    events?: ("booking.confirmed" | "booking.cancelled" | "rfq.received" | "quote.accepted" | "payment.succeeded" | "refund.processed" | "review.published")[];
                    description?: string | null;
                    /**
                     * @description disabled: stop sending; active: send again (also after an automatic disable)
                     * @enum {string}
                     */
                    status?: "active" | "disabled";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminWebhooksIdDeliveries: {
        parameters: {
            query?: {
                status?: "pending" | "succeeded" | "failed";
                limit?: number;
            };
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminWebhooksIdDeliveriesDeliveryIdResend: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminWebhooksIdSecret: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            /** @description failing: 24 hours of failed attempts disabled it */
                            disabled_reason: ("failing" | "manual") | null;
                            /** @description Start of the current run of failed attempts; null after a success */
                            failing_since: string | null;
                            /** @description While a rotation runs, when the previous secret stops signing */
                            secret_rotation_ends_at: string | null;
                            created_at: string;
                            /** @description The signing secret: shown only in this answer */
                            secret: string;
                        };
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAdminWebhooksIdTest: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: "ar" | "en";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id"?: string;
                    "X-RateLimit-Limit"?: number;
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        meta: {
                            request_id: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
