import type { AppContext } from "#worker/context";
import type { PasswordSetup } from "#worker/services/work/staff-invite";

/** The owner's "Choose your password" link (better-auth's password reset, see worker/auth.ts), for a new staff member. */
export function passwordSetup(app: AppContext): PasswordSetup {
  return async (email) => {
    await app.auth.api.requestPasswordReset({ body: { email } });
  };
}
