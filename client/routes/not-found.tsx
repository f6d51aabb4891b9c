import { Link } from "react-router";
import { localeOfPath, localizedPath } from "#core/i18n/locale";
import { notFoundMessages } from "#core/i18n/messages/not-found";
import { useLocale } from "../lib/locale";
import { privatePageMeta } from "../lib/seo";

export function meta({ location }: { location: { pathname: string } }) {
  return privatePageMeta(notFoundMessages[localeOfPath(location.pathname)].title);
}

export default function NotFoundPage() {
  const locale = useLocale();
  const t = notFoundMessages[locale];
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-serif text-6xl font-semibold text-teal">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t.heading}</h1>
      <Link to={localizedPath("/", locale)} className="mt-6 inline-block font-semibold text-teal underline">
        {t.home}
      </Link>
    </section>
  );
}
