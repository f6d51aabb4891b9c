import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { MeAccount } from "#core/api-types";
import type { SignInInput, SignUpInput } from "#core/auth-schemas";
import { apiFetch } from "./api";
import { forgetWizardFields } from "./use-wizard";
import { fullName } from "#core/display-name";

interface SessionState {
  /** undefined while the first check runs; null when signed out. */
  user: MeAccount | null | undefined;
  refresh(): Promise<MeAccount | null>;
  signIn(input: SignInInput): Promise<void>;
  /** callbackURL: where the emailed verification link signs the user in (default /dashboard). */
  signUp(input: SignUpInput, callbackURL?: string): Promise<void>;
  signOut(): Promise<void>;
  /** callbackURL as for signUp: the page's language keeps the new link's landing page in it. */
  resendVerification(email: string, callbackURL?: string): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/** The signed-in user, read from the server's HttpOnly session cookie via /api/me. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<MeAccount | null | undefined>(undefined);

  const refresh = useCallback(async () => {
    const { user: current } = await apiFetch("/api/me").catch(() => ({ user: null }));
    setUser(current);
    return current;
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<SessionState>(
    () => ({
      user,
      refresh,
      async signIn(input) {
        await apiFetch("/api/auth/sign-in/email", { method: "POST", body: input });
        await refresh();
      },
      async signUp(input, callbackURL = "/dashboard") {
        await apiFetch("/api/auth/sign-up/email", {
          method: "POST",
          body: { ...input, name: fullName(input), callbackURL },
        });
      },
      async signOut() {
        await apiFetch("/api/auth/sign-out", { method: "POST", body: {} });
        setUser(null);
        // The wizards keep what was typed in this tab; the next person to use it starts afresh.
        forgetWizardFields();
      },
      async resendVerification(email, callbackURL = "/dashboard") {
        await apiFetch("/api/auth/send-verification-email", { method: "POST", body: { email, callbackURL } });
      },
    }),
    [user, refresh],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const context = useContext(SessionContext);
  if (!context) throw new Error("useSession needs a SessionProvider");
  return context;
}
