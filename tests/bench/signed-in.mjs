/** Signs up, follows the verification link from the local outbox, and returns the session cookie. */
export async function signedInCookie(base) {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "bench password 2026", name: "Bench User", firstName: "Bench", lastName: "User" }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { emails } = await (await fetch(`${base}/api/dev/outbox`)).json();
  const link = emails
    .find((email_) => email_.to === email)
    ?.html.match(/href="([^"]*\/api\/auth\/verify-email[^"]*)"/)?.[1]
    ?.replaceAll("&amp;", "&");
  if (!link) throw new Error("No verification link in the outbox.");
  const verified = await fetch(link, { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json();
  if (!me.user) throw new Error("The verification link did not sign in.");
  return cookie;
}
