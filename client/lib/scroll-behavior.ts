/**
 * How a scroll the page starts itself moves: smoothly, unless the visitor asked for less motion.
 * The page has no global `scroll-behavior: smooth`, because that also makes every scroll the
 * browser does for focus smooth, and such a scroll still running when a wizard places its next
 * step carried the step's heading off the screen.
 */
export function smoothUnlessReduced(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
}
