import { type RefObject, useEffect, useState } from "react";
import type { WorkJob, WorkJobs } from "#core/staff-api";
import { apiFetch } from "#client/lib/api";

interface MorePages {
  /** The first page these follow: a reload of it (after an action) starts the list over. */
  after: WorkJobs;
  jobs: WorkJob[];
  next: string | null;
  /** How many the last press added, for the announcement. */
  added: number;
  /** Where they start in the whole list, a new object per press so the focus moves each time. */
  shownFrom: { index: number };
}

/**
 * The upcoming jobs after the first page, asked for a page at a time by "Show more". The focus
 * moves to the first job each press shows, so someone on a keyboard or a screen reader goes on
 * reading where the new jobs start rather than below them.
 */
export function useMoreUpcoming(first: WorkJobs | undefined, list: RefObject<HTMLUListElement | null>) {
  const [pages, setPages] = useState<MorePages>();
  const [loading, setLoading] = useState(false);
  const current = first && pages?.after === first ? pages : undefined;
  const jobs = current?.jobs ?? [];
  const next = current ? current.next : (first?.moreUpcoming ?? null);
  const shownFrom = current?.shownFrom;

  useEffect(() => {
    if (!shownFrom) return;
    const item = list.current?.children[shownFrom.index];
    if (item instanceof HTMLElement) {
      item.tabIndex = -1;
      item.focus();
    }
  }, [shownFrom, list]);

  async function showMore(): Promise<void> {
    if (!first || !next) return;
    setLoading(true);
    try {
      const page = await apiFetch(`/api/work/jobs/upcoming?cursor=${encodeURIComponent(next)}`);
      setPages({
        after: first,
        jobs: [...jobs, ...page.upcoming],
        next: page.moreUpcoming,
        added: page.upcoming.length,
        shownFrom: { index: first.upcoming.length + jobs.length },
      });
    } finally {
      setLoading(false);
    }
  }

  return { jobs, hasMore: next !== null, loading, showMore, added: current?.added ?? 0 };
}
