import type { Locale } from "./i18n/locale";

/** Answers of the API that the pages read, shared so a renamed field breaks the build. */
export interface MeUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** The language the person's emails and texts are written in; changed with PATCH /api/me. */
  locale: Locale;
}

/** /api/me's user: also whether the account works for the business, its work portal open ("active") or its invitation waiting ("invited"). */
export interface MeAccount extends MeUser {
  staff: StaffAccess;
}

export type StaffAccess = "active" | "invited" | null;

export interface MeResponse {
  user: MeAccount | null;
}

/** check-subscription (GET /api/subscription): D1's view of the user's plan. */
export interface SubscriptionState {
  subscribed: boolean;
  subscription_tier: string | null;
  /** End of the paid period (next billing date), ISO 8601. */
  subscription_end: string | null;
  status: string | null;
  cancel_at_period_end: boolean;
}
