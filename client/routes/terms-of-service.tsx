import { BUSINESS } from "#core/business";
import { legalEffectiveDate } from "#core/i18n/messages/legal/effective-date";
import { termsOfService } from "#core/i18n/messages/legal/terms";
import { FIRST_CLEANING_DISCOUNT_PERCENT } from "#core/pricing";
import { LegalBlocks } from "../components/legal-blocks";
import { LegalPage } from "../components/legal-page";
import { BILINGUAL_PAGE, localeOfRequest } from "../lib/locale";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/terms-of-service";

/** The page exists in English and in Spanish. */
export const handle = BILINGUAL_PAGE;

const filled = (text: string) =>
  text
    .replaceAll("{name}", BUSINESS.name)
    .replaceAll("{areas}", BUSINESS.areasServed.join(", "))
    .replaceAll("{percent}", String(FIRST_CLEANING_DISCOUNT_PERCENT));

/** Runs at build time, once per language: the policy's text travels in the page's HTML. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = termsOfService[locale];
  return {
    locale,
    title: words.termsTitle,
    description: filled(words.termsMetaDescription),
    effectiveDate: legalEffectiveDate[locale].effectiveDateLine,
    blocks: words.termsBlocks.map(filled),
  };
}

export function meta({ loaderData: { locale, title, description } }: Route.MetaArgs) {
  return pageMeta({ title, description, path: "/terms-of-service", locale });
}

export default function TermsOfServicePage({ loaderData: { title, effectiveDate, blocks } }: Route.ComponentProps) {
  return (
    <LegalPage title={title} effectiveDate={effectiveDate}>
      <LegalBlocks blocks={blocks} />
    </LegalPage>
  );
}
