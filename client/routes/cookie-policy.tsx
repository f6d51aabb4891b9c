import { Link } from "react-router";
import { BUSINESS } from "#core/business";
import { LegalPage } from "../components/legal-page";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({ title: "Cookie Policy", description: `The one cookie ${BUSINESS.name} uses, and why.`, path: "/cookie-policy" });
}

export default function CookiePolicyPage() {
  return (
    <LegalPage title="Cookie Policy">
      <p>This policy explains the cookies used on the {BUSINESS.name} website. We keep it short because we use as few as possible.</p>
      <h2>The one cookie we set</h2>
      <p>
        When you sign in, we set a single essential session cookie so that you stay signed in while you manage your bookings and
        subscription. It is marked HttpOnly and Secure, which means scripts on the page cannot read it and it is only sent over encrypted
        connections. It expires after seven days without use, or as soon as you sign out.
      </p>
      <h2>What we do not use</h2>
      <ul>
        <li>No advertising or retargeting cookies.</li>
        <li>No third-party analytics or tracking pixels.</li>
        <li>No cookies for visitors who do not sign in.</li>
      </ul>
      <h2>Payments</h2>
      <p>
        When you subscribe, you pay on Stripe's secure checkout pages. Stripe sets its own cookies there to process the payment and prevent
        fraud, under Stripe's own cookie policy.
      </p>
      <h2>Controlling cookies</h2>
      <p>
        You can delete or block cookies in your browser's settings. If you block our session cookie you can still browse and book services,
        but you will not be able to sign in to your dashboard.
      </p>
      <h2>Changes and contact</h2>
      <p>
        If we ever add a cookie, we will update this page first. Questions? Write to{" "}
        <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> or call <a href={`tel:${BUSINESS.phone.tel}`}>{BUSINESS.phone.display}</a>
        . See also our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
