const PASSWORD = "bench password 2026";

/** Signs up (as `email`, or a new address), follows the verification link from the local outbox, and returns the session cookie. */
export async function signedInCookie(base, email = `bench-${Date.now()}@example.com`) {
  await signUp(base, email);
  const link = await linkEmailedTo(base, email, "/api/auth/verify-email");
  const verified = await fetch(link, { redirect: "manual" });
  return signedIn(base, cookieOf(verified));
}

/**
 * The owner's session: the address listed in ADMIN_EMAILS (owner@example.com locally) gets a
 * choose-your-password link at sign-up instead of a verification link; it is followed, the
 * password set, and the owner signs in with it.
 */
export async function adminCookie(base, email = "owner@example.com") {
  await signUp(base, email);
  const landing = await fetch(await linkEmailedTo(base, email, "/api/auth/reset-password/"), { redirect: "manual" });
  const token = new URL(landing.headers.get("location") ?? "", base).searchParams.get("token");
  if (!token) throw new Error("The owner's link did not lead to a token.");
  const reset = await post(base, "/api/auth/reset-password", { newPassword: PASSWORD, token });
  if (!reset.ok) throw new Error(`Choosing the owner's password failed: ${reset.status}`);
  const signIn = await post(base, "/api/auth/sign-in/email", { email, password: PASSWORD });
  if (!signIn.ok) throw new Error(`The owner's sign-in failed: ${signIn.status}`);
  return signedIn(base, cookieOf(signIn));
}

async function signUp(base, email) {
  const response = await post(base, "/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "Bench User",
    firstName: "Bench",
    lastName: "User",
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
}

function post(base, path, body) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

async function linkEmailedTo(base, email, contains) {
  const { emails } = await (await fetch(`${base}/api/dev/outbox`)).json();
  const link = emails
    .find((message) => message.to === email)
    ?.html.match(new RegExp(`href="([^"]*${contains}[^"]*)"`))?.[1]
    ?.replaceAll("&amp;", "&");
  if (!link) throw new Error(`No link to ${contains} was emailed to ${email}.`);
  return link;
}

function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

async function signedIn(base, cookie) {
  const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json();
  if (!me.user) throw new Error("The session cookie does not sign in.");
  return cookie;
}
