import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Frames to keep trying a restore while a page is still growing to its former height. */
const RESTORE_FRAMES = 30;

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView({ block: "start" });
  return target !== null;
}

/** Page changes jump: the stylesheet's smooth scrolling is for in-page anchors. */
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

/**
 * Scrolling between pages, done here because the browser cannot do it for a client-side
 * app: a new page starts at the top; a link with a hash ("/#contact") scrolls to that
 * section, from any page; Back and Forward return to where the page was left (the service
 * list after a service page). Changes within one page (wizard steps, filters) are left
 * to that page. React Router's ScrollRestoration would do some of this but renders an
 * inline script, which the pages' script policy does not allow.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const save = () => positions.current.set(currentKey.current, window.scrollY);
    // Leaving the app (a reload, another site) hands scrolling back to the browser, so a
    // reloaded page opens where the visitor left it; the app takes it again at its first
    // page change (below), after the browser's own restore is done.
    const handBack = () => (window.history.scrollRestoration = "auto");
    window.addEventListener("scroll", save, { passive: true });
    window.addEventListener("pagehide", handBack);
    return () => {
      window.removeEventListener("scroll", save);
      window.removeEventListener("pagehide", handBack);
    };
  }, []);

  // A layout effect: it runs before the browser paints the new page or fires a scroll
  // event for it, so the last position saved belongs to the page being left.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const fromPath = previousPath.current;
    previousPath.current = location.pathname;
    if (fromPath === null) return; // The first page load: the browser restores or scrolls to a hash itself.
    window.history.scrollRestoration = "manual";
    if (location.hash && scrollToHash(location.hash)) return;
    if (fromPath === location.pathname) return;
    if (navigationType === "POP") restore(positions.current.get(location.key) ?? 0);
    else jumpTo(0);
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
