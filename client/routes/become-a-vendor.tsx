import { CheckCircle2 } from "lucide-react";
import { BUSINESS } from "#core/business";
import { VendorForm } from "../components/vendor/vendor-form";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Become a Vendor",
    description:
      "Offer your beauty, wellness, home or car services to residents of South Florida's luxury apartment communities. Apply in two minutes; we answer within 48 hours.",
    path: "/become-a-vendor",
  });
}

export default function BecomeAVendorPage() {
  return (
    <>
      <section className="bg-navy text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center">
          <h1 className="font-serif text-4xl font-semibold sm:text-5xl">Become a Vendor</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">
            Join our network of trusted professionals and bring your services to residents of Fort Lauderdale, Miami and West Palm Beach's
            finest apartment communities.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="benefits-heading" className="h-fit rounded-2xl bg-sand p-6">
          <h2 id="benefits-heading" className="font-serif text-2xl font-semibold">
            Why partner with us
          </h2>
          <ul className="mt-5 space-y-4">
            {BUSINESS.vendorBenefits.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="application-heading">
          <h2 id="application-heading" className="font-serif text-2xl font-semibold">
            Vendor application
          </h2>
          <p className="mt-2 text-slate-600">Fields marked * are required. We answer every application within 48 hours.</p>
          <div className="mt-6">
            <VendorForm />
          </div>
        </section>
      </div>
    </>
  );
}
