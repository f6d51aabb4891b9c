import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { LANGUAGE_TAG, localizedPath } from "#core/i18n/locale";
import { languageOfferMessages } from "#core/i18n/messages/language-offer";
import { useIsBilingualPage, useLocale } from "../lib/locale";

/** Remembers, in this browser, that the offer was followed or dismissed: it is made once. */
const ANSWERED_KEY = "spanish-offer-answered";

/** Whether the browser puts Spanish before English among the visitor's languages. */
function prefersSpanish(): boolean {
  const first = navigator.languages.find((tag) => /^(en|es)(-|$)/i.test(tag));
  return first?.toLowerCase().startsWith("es") === true;
}

function answered(): boolean {
  try {
    return localStorage.getItem(ANSWERED_KEY) !== null;
  } catch {
    // Storage refused (a privacy mode): make no offer rather than one that cannot be dismissed for good.
    return true;
  }
}

/**
 * "¿Prefiere español?" on an English page that has its Spanish pair, for a browser that
 * prefers Spanish. Nothing switches by itself; following or dismissing it is remembered.
 * Decided after hydration, so the prerendered HTML is the same for everyone.
 */
export function SpanishOffer() {
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  const bilingual = useIsBilingualPage();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    setOffered(locale === "en" && bilingual && !answered() && prefersSpanish());
  }, [locale, bilingual]);
  if (!offered) return null;
  const t = languageOfferMessages.es;
  const remember = () => {
    try {
      localStorage.setItem(ANSWERED_KEY, "yes");
    } catch {
      // Nothing to keep it in: it is offered again next time.
    }
    setOffered(false);
  };
  return (
    <aside aria-label={t.offerLabel} lang={LANGUAGE_TAG.es} className="border-b border-slate-200 bg-sand">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 text-sm">
        <p>
          {t.question}{" "}
          <Link
            to={localizedPath(`${pathname}${search}${hash}`, "es")}
            hrefLang={LANGUAGE_TAG.es}
            onClick={remember}
            className="font-semibold text-teal underline"
          >
            {t.follow}
          </Link>
        </p>
        <button type="button" onClick={remember} aria-label={t.dismiss} className="rounded-full p-2 hover:bg-white">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
