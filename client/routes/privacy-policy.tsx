import { BUSINESS } from "#core/business";
import { legalEffectiveDate } from "#core/i18n/messages/legal/effective-date";
import { privacyPolicy } from "#core/i18n/messages/legal/privacy";
import { LegalBlocks } from "../components/legal-blocks";
import { LegalPage } from "../components/legal-page";
import { BILINGUAL_PAGE, localeOfRequest } from "../lib/locale";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/privacy-policy";

/** The page exists in English and in Spanish. */
export const handle = BILINGUAL_PAGE;

const filled = (text: string) => text.replaceAll("{name}", BUSINESS.name).replaceAll("{areas}", BUSINESS.areasServed.join(", "));

/** Runs at build time, once per language: the policy's text travels in the page's HTML. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = privacyPolicy[locale];
  return {
    locale,
    title: words.privacyTitle,
    description: filled(words.privacyMetaDescription),
    effectiveDate: legalEffectiveDate[locale].effectiveDateLine,
    blocks: words.privacyBlocks.map(filled),
  };
}

export function meta({ loaderData: { locale, title, description } }: Route.MetaArgs) {
  return pageMeta({ title, description, path: "/privacy-policy", locale });
}

export default function PrivacyPolicyPage({ loaderData: { title, effectiveDate, blocks } }: Route.ComponentProps) {
  return (
    <LegalPage title={title} effectiveDate={effectiveDate}>
      <LegalBlocks blocks={blocks} />
    </LegalPage>
  );
}
