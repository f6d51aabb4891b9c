import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import type { MeAccount } from "#core/api-types";
import { useLocalizedPath } from "#client/lib/locale";
import { useSession } from "#client/lib/session";

const PAGE_LOADING = "px-4 py-24 text-center text-slate-600";

/**
 * Shows `children` to a signed-in user once /api/me has answered. Meanwhile it says it is
 * loading; to a visitor who is signed out it shows `signedOut`, or sends them to /auth.
 */
export function RequireUser({
  signedOut,
  loadingClassName = PAGE_LOADING,
  children,
}: {
  signedOut?: ReactNode;
  /** Where the loading notice sits: a page of its own by default. */
  loadingClassName?: string;
  children: (user: MeAccount) => ReactNode;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const toSignIn = user === null && !signedOut;

  useEffect(() => {
    if (toSignIn) navigate(localized("/auth"), { replace: true });
  }, [toSignIn, navigate, localized]);

  if (user && !toSignIn) return children(user);
  if (user === null && signedOut) return signedOut;
  return (
    <p role="status" className={loadingClassName}>
      Loading...
    </p>
  );
}
