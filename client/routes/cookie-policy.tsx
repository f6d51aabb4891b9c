import { BUSINESS } from "#core/business";
import { legalEffectiveDate } from "#core/i18n/messages/legal/effective-date";
import { cookiePolicy } from "#core/i18n/messages/legal/cookies";
import { LegalBlocks } from "../components/legal-blocks";
import { LegalPage } from "../components/legal-page";
import { BILINGUAL_PAGE, localeOfRequest } from "../lib/locale";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/cookie-policy";

/** The page exists in English and in Spanish. */
export const handle = BILINGUAL_PAGE;

const filled = (text: string) => text.replaceAll("{name}", BUSINESS.name).replaceAll("{areas}", BUSINESS.areasServed.join(", "));

/** Runs at build time, once per language: the policy's text travels in the page's HTML. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = cookiePolicy[locale];
  return {
    locale,
    title: words.cookiesTitle,
    description: filled(words.cookiesMetaDescription),
    effectiveDate: legalEffectiveDate[locale].effectiveDateLine,
    blocks: words.cookiesBlocks.map(filled),
  };
}

export function meta({ loaderData: { locale, title, description } }: Route.MetaArgs) {
  return pageMeta({ title, description, path: "/cookie-policy", locale });
}

export default function CookiePolicyPage({ loaderData: { title, effectiveDate, blocks } }: Route.ComponentProps) {
  return (
    <LegalPage title={title} effectiveDate={effectiveDate}>
      <LegalBlocks blocks={blocks} />
    </LegalPage>
  );
}
