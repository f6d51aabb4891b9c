import { X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { LANGUAGE_TAG, localizedPath } from "#core/i18n/locale";
import { languageOfferMessages } from "#core/i18n/messages/language-offer";

/** The "¿Prefiere español?" bar itself, loaded only for a browser it is shown to. */
export default function SpanishOfferBar({ onAnswered }: { onAnswered: () => void }) {
  const { pathname, search, hash } = useLocation();
  const t = languageOfferMessages.es;
  return (
    <aside aria-label={t.offerLabel} lang={LANGUAGE_TAG.es} className="border-b border-slate-200 bg-sand">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 text-sm">
        <p>
          {t.question}{" "}
          <Link
            to={localizedPath(`${pathname}${search}${hash}`, "es")}
            hrefLang={LANGUAGE_TAG.es}
            onClick={onAnswered}
            className="font-semibold text-teal underline"
          >
            {t.follow}
          </Link>
        </p>
        <button type="button" onClick={onAnswered} aria-label={t.dismiss} className="rounded-full p-2 hover:bg-white">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
