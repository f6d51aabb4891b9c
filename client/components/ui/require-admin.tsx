import type { ReactNode } from "react";
import { AuthForm } from "../auth-form";
import { RequireUser } from "./require-user";

/**
 * Shows `children` to the business team only, under a page's heading: a signed-out visitor
 * gets the sign-in form with `signInPrompt`, any other user a notice. The page only decides
 * what to show; the server checks the admin role on every call.
 */
export function RequireAdmin({ signInPrompt, children }: { signInPrompt: string; children: ReactNode }) {
  return (
    <RequireUser
      loadingClassName="mt-4 text-slate-600"
      signedOut={
        <div className="mt-6 max-w-md rounded-2xl border border-slate-200 p-6">
          <p className="mb-4 text-slate-600">{signInPrompt}</p>
          <AuthForm />
        </div>
      }
    >
      {(user) => (user.isAdmin ? children : <p className="mt-4 text-slate-600">This page is for the business team only.</p>)}
    </RequireUser>
  );
}
