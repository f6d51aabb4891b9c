import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { smoothUnlessReduced } from "./scroll-behavior";

/** Frames to keep trying a restore while a page is still growing to its former height. */
const RESTORE_FRAMES = 30;

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView({ block: "start", behavior: smoothUnlessReduced() });
  return target !== null;
}

/** Page changes jump; only a section of the page (a hash) is scrolled to smoothly. */
function jumpTo(top: number) {
  window.scrollTo({ top, behavior: "instant" });
}

function restore(top: number) {
  let frames = 0;
  const attempt = () => {
    jumpTo(top);
    frames += 1;
    if (Math.abs(window.scrollY - top) > 1 && frames < RESTORE_FRAMES) requestAnimationFrame(attempt);
  };
  attempt();
}

/** Positions by history entry, kept in the tab's session so a reload can find its own. */
const STORAGE_KEY = "scroll-positions";

function savedPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as [string, number][]);
  } catch {
    return new Map();
  }
}

/** Whether this document was opened by a reload or by Back/Forward, rather than a link or a typed address. */
function isReturnVisit(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "reload" || navigation?.type === "back_forward";
}

/**
 * Scrolling between pages, done here because the browser cannot do it for a client-side
 * app: a new page starts at the top; a link with a hash ("/#contact") scrolls to that
 * section, from any page; Back and Forward return to where the page was left (the service
 * list after a service page), and so does a reload. Changes within one page (wizard steps,
 * filters) are left to that page. React Router's ScrollRestoration would do some of this
 * but renders an inline script, which the pages' script policy does not allow.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => positions.current?.set(currentKey.current, window.scrollY);
    // Kept for a reload of this tab, which starts the app again with an empty memory.
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])].slice(-50)));
    window.addEventListener("scroll", save, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", save);
      window.removeEventListener("pagehide", persist);
    };
  }, []);

  // A layout effect: it runs before the browser paints the new page or fires a scroll
  // event for it, so the last position saved belongs to the page being left.
  useLayoutEffect(() => {
    positions.current ??= savedPositions();
    currentKey.current = location.key;
    const fromPath = previousPath.current;
    previousPath.current = location.pathname;
    if (fromPath === null) {
      // The first page of this document: the browser scrolls to a hash itself; a reload or a
      // return by Back/Forward opens where the visitor left the page.
      const saved = positions.current.get(location.key);
      if (!location.hash && saved !== undefined && isReturnVisit()) restore(saved);
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    if (fromPath === location.pathname) return;
    if (navigationType === "POP") restore(positions.current.get(location.key) ?? 0);
    else jumpTo(0);
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
