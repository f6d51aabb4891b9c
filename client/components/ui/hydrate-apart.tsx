import { type ReactNode, Suspense } from "react";

/**
 * A part of a prerendered page that React hydrates on its own, after the parts above it.
 * The prerendered HTML marks it as a finished Suspense boundary; React 19 leaves such a
 * boundary for a later pass of its own, yielding to the browser between them, so the page's
 * top (the header, the hero, the search) answers first and no one task hydrates the whole
 * page on a slow phone. A click inside it before then hydrates it at once and is replayed.
 * Nothing inside suspends, so it needs no fallback, and on a page rendered in the browser
 * it renders as its children.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
