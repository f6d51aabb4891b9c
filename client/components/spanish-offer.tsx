import { lazy, Suspense, useEffect, useState } from "react";
import { useIsBilingualPage, useLocale } from "../lib/locale";

const SpanishOfferBar = lazy(() => import("./spanish-offer-bar"));

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
 * Decided after hydration, so the prerendered HTML is the same for everyone; the bar's words
 * and markup load only when it is shown, so the other visitors' pages carry none of it.
 */
export function SpanishOffer() {
  const locale = useLocale();
  const bilingual = useIsBilingualPage();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    setOffered(locale === "en" && bilingual && !answered() && prefersSpanish());
  }, [locale, bilingual]);
  if (!offered) return null;
  const remember = () => {
    try {
      localStorage.setItem(ANSWERED_KEY, "yes");
    } catch {
      // Nothing to keep it in: it is offered again next time.
    }
    setOffered(false);
  };
  return (
    <Suspense fallback={null}>
      <SpanishOfferBar onAnswered={remember} />
    </Suspense>
  );
}
