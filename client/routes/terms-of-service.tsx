import { Link } from "react-router";
import { BUSINESS } from "#core/business";
import { FIRST_CLEANING_DISCOUNT_PERCENT } from "#core/pricing";
import { LegalPage } from "../components/legal-page";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Terms of Service",
    description: `The terms for booking and subscribing to ${BUSINESS.name} services, including the 24-hour cancellation notice.`,
    path: "/terms-of-service",
  });
}

export default function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms apply when you use the {BUSINESS.name} website or book our services. By booking or subscribing you agree to them. Please
        read the cancellation section in particular.
      </p>
      <h2>Bookings</h2>
      <p>
        A booking made online is a request for the chosen date and time. Our team confirms it by email or phone. Prices shown are starting
        prices; if your home or request needs more time or materials, we tell you the price before the work starts.
      </p>
      <h2>Cleaning subscriptions</h2>
      <ul>
        <li>
          Subscriptions are billed monthly through Stripe and include two bi-weekly visits a month; the second visit is our 2-for-1 offer
          and is free.
        </li>
        <li>
          There is no contract. You can change plans or cancel anytime from your account; a cancellation takes effect at the end of the
          period already paid.
        </li>
        <li>{`First-time customers receive ${FIRST_CLEANING_DISCOUNT_PERCENT}% off their initial cleaning.`}</li>
      </ul>
      <h2>Cancellations and changes</h2>
      <p>
        <strong>We need at least 24 hours' notice to cancel or reschedule a visit.</strong> Cancellations or changes made with less than 24
        hours' notice may be charged a fee of up to the full price of the visit, because a professional has been reserved for you. Within 24
        hours of a visit, please call us on <a href={`tel:${BUSINESS.phone.tel}`}>{BUSINESS.phone.display}</a> rather than changing it
        online.
      </p>
      <h2>Access to your home</h2>
      <p>
        Please give us clear access instructions (concierge, key, fob or door code) and tell your building's front desk to expect us. If we
        cannot get in at the booked time, the visit counts as a late cancellation. All our professionals are insured and bonded.
      </p>
      <h2>Our guarantee</h2>
      <p>
        If something is not right, tell us within 24 hours of the visit. We will return to put it right at no charge, or refund the visit if
        we cannot.
      </p>
      <h2>Your responsibilities</h2>
      <ul>
        <li>Provide accurate contact details and a safe working environment.</li>
        <li>Secure valuables, cash and fragile heirlooms, and tell us about delicate surfaces in advance.</li>
        <li>Keep pets safely away from the work area unless you booked a pet service.</li>
      </ul>
      <h2>Damage</h2>
      <p>
        Accidents are rare. If one happens, report it within 48 hours with photos; we will repair or compensate under our insurance after
        reviewing the claim.
      </p>
      <h2>Vendors</h2>
      <p>
        Some services are delivered by independent professionals from our vetted network. We check their licences and insurance and stand
        behind the booking you made with us.
      </p>
      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, our liability for any visit is limited to the amount you paid for it, except for damage covered by our
        insurance or caused by our gross negligence.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the State of Florida. Disputes will be heard in the courts of Broward County, Florida.</p>
      <h2>Changes and contact</h2>
      <p>
        We may update these terms; the effective date above shows the current version. See also our{" "}
        <Link to="/privacy-policy">Privacy Policy</Link>. Questions: <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>.
      </p>
    </LegalPage>
  );
}
