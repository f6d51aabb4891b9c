import { Link } from "react-router";
import { BUSINESS } from "#core/business";
import { LegalPage } from "../components/legal-page";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Privacy Policy",
    description: `How ${BUSINESS.name} collects, uses and protects your personal information.`,
    path: "/privacy-policy",
  });
}

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        {BUSINESS.name} ("we", "us") provides cleaning and concierge services to residents of apartment communities in South Florida. We are
        trusted with your contact details and, often, access to your home. This policy explains what we collect, why, who sees it and the
        choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your first and last name, email address and a password (stored only as a secure hash; we never see it).</li>
        <li>
          Booking details: the service, date and time, your name, email, phone number, service address and any notes you add, such as access
          instructions.
        </li>
        <li>
          Subscription details: your plan and its status. Card payments are handled by Stripe; we never see or store your full card number.
        </li>
        <li>
          Vendor applications: the name, company, contact details and message a professional sends us when applying to join our network.
        </li>
        <li>Email records: which messages we sent you and whether they were delivered, so we can resend one that failed.</li>
        <li>Technical data: your IP address, used briefly to protect sign-in and booking forms from abuse.</li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To provide the services you book, confirm them and contact you about them.</li>
        <li>To send a confirmation when you book and a reminder 24 hours before each visit.</li>
        <li>To bill your subscription and show you its status.</li>
        <li>To keep accounts secure and prevent fraud and spam.</li>
        <li>To meet our legal and accounting obligations.</li>
      </ul>
      <p>We do not use your information for advertising and we never sell it.</p>
      <h2>Who we share it with</h2>
      <ul>
        <li>
          The professional assigned to your visit receives only what the visit needs: your name, address, the appointment and your access
          notes.
        </li>
        <li>
          Service providers that run our website for us: Cloudflare (hosting and database), Stripe (payments) and our email delivery
          provider. They process data on our instructions only.
        </li>
        <li>Authorities, when the law requires it.</li>
      </ul>
      <h2>Access to your home</h2>
      <p>
        Access instructions, door codes and key arrangements are shared only with the professional assigned to your visit and our operations
        team, and only for that visit. Please change a code you no longer want us to use and let us know.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep account and booking records while your account is active and for up to seven years afterwards for tax and accounting
        purposes. Sign-in protection data is deleted within minutes. You can ask us to delete your account at any time.
      </p>
      <h2>Security</h2>
      <p>
        Everything is sent over encrypted connections. Passwords are hashed, sessions use secure HttpOnly cookies, and access to customer
        data is limited to the staff who need it.
      </p>
      <h2>Your choices and rights</h2>
      <p>
        You can ask to see, correct or delete the personal information we hold about you, or ask us to stop contacting you. Write to{" "}
        <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> and we will answer within 30 days. We may need to confirm your identity
        first.
      </p>
      <h2>Children</h2>
      <p>Our services are for adults. We do not knowingly collect information from children under 13.</p>
      <h2>Cookies</h2>
      <p>
        We use one essential session cookie. Our <Link to="/cookie-policy">Cookie Policy</Link> explains it.
      </p>
      <h2>Changes</h2>
      <p>If we change this policy we will update the effective date above and, for significant changes, tell account holders by email.</p>
      <h2>Contact</h2>
      <p>
        {BUSINESS.name}, serving {BUSINESS.areasServed.join(", ")}. Email <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> or call{" "}
        <a href={`tel:${BUSINESS.phone.tel}`}>{BUSINESS.phone.display}</a>.
      </p>
    </LegalPage>
  );
}
