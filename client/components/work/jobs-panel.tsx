import { useRef, useState } from "react";
import type { WorkJob, WorkJobs } from "#core/staff-api";
import { apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { useLocale } from "#client/lib/locale";
import { formatLongDate } from "#core/i18n/format";
import { workPortalMessages } from "#core/i18n/messages/work-portal";
import { LoadState } from "../admin/admin-ui";
import { useAdminQuery } from "../admin/use-admin-query";
import { Button } from "../ui/button";
import { CompleteForm } from "./complete-form";
import { JobDoor } from "./job-door";
import { contactNote, JobCard, progressLabel } from "./job-card";
import { ShowMoreUpcoming } from "./show-more-upcoming";
import { useMoreUpcoming } from "./use-more-upcoming";
import { workPortalPageMessages } from "#core/i18n/messages/work-portal-page";
import { serviceTitleIn } from "#core/i18n/visit-words";

const SECTIONS = ["today", "upcoming", "done"] as const;

/** The signed-in member's jobs: today, upcoming (a page at a time), done; "On my way", "Start" and "Complete" on open ones. */
export function JobsPanel() {
  const jobs = useAdminQuery<WorkJobs>("/api/work/jobs");
  const words = workPortalPageMessages[useLocale()];
  const upcomingList = useRef<HTMLUListElement>(null);
  const more = useMoreUpcoming(jobs.data, upcomingList);
  if (!jobs.data) {
    return jobs.error || !jobs.loading ? (
      <LoadState loading={false} error={jobs.error} />
    ) : (
      <p role="status" className="text-sm text-slate-600">
        {words.loading}
      </p>
    );
  }
  const listed = { today: jobs.data.today, upcoming: [...jobs.data.upcoming, ...more.jobs], done: jobs.data.done };
  return (
    <div className="space-y-8">
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`jobs-${key}`}>
          <h3 id={`jobs-${key}`} className="mb-3 text-xl font-semibold">
            {words.sections[key].title}
          </h3>
          {listed[key].length ? (
            <ul ref={key === "upcoming" ? upcomingList : undefined} className="space-y-4">
              {listed[key].map((job) => (
                <Job key={job.reference} job={job} open={key !== "done"} onChanged={jobs.reload} />
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{words.sections[key].empty}</p>
          )}
          {key === "upcoming" && (
            <ShowMoreUpcoming hasMore={more.hasMore} loading={more.loading} added={more.added} onShowMore={more.showMore} />
          )}
        </section>
      ))}
    </div>
  );
}

function Job({ job, open, onChanged }: { job: WorkJob; open: boolean; onChanged: () => void }) {
  const toast = useToast();
  const locale = useLocale();
  const words = workPortalPageMessages[locale];
  const title = serviceTitleIn(job.serviceId, job.serviceTitle, locale);
  const [busy, setBusy] = useState(false);
  const path = `/api/work/jobs/${encodeURIComponent(job.reference)}` as const;

  async function act(step: "on-my-way" | "start") {
    setBusy(true);
    try {
      const result =
        step === "on-my-way"
          ? await apiFetch(`${path}/on-my-way`, { method: "POST" })
          : await apiFetch(`${path}/start`, { method: "POST" });
      toast(
        step === "on-my-way"
          ? {
              title: words.customerTold,
              description: result.email ? words.emailedOnTheWay : words.alreadyKnows,
            }
          : { title: words.jobStarted, description: words.markedStarted(title) },
      );
      onChanged();
    } catch (error) {
      toast({ title: words.error, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <JobCard
      title={title}
      date={job.appointmentDate}
      time={job.appointmentTime}
      badge={progressLabel(job.progress, locale)}
      estimate={job.estimate}
    >
      <dl className="mt-3 space-y-2 text-slate-800">
        <div>
          <dt className="text-sm font-semibold text-slate-600">{words.address}</dt>
          <dd>{job.address}</dd>
        </div>
        <JobDoor job={job} />
        {job.place && (
          <>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{words.wayIn}</dt>
              <dd className="whitespace-pre-wrap">{job.place.wayIn}</dd>
            </div>
            {job.place.parking && (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{words.parking}</dt>
                <dd>{job.place.parking}</dd>
              </div>
            )}
            {job.place.pets && (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{words.pets}</dt>
                <dd>{job.place.pets}</dd>
              </div>
            )}
          </>
        )}
        {job.notes && (
          <div>
            <dt className="text-sm font-semibold text-slate-600">{words.customerNotes}</dt>
            <dd className="whitespace-pre-wrap">{job.notes}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm font-semibold text-slate-600">{words.customer}</dt>
          <dd>
            {job.customer ? (
              <>
                {job.customer.firstName},{" "}
                <a className="font-semibold text-teal underline" href={`tel:${job.customer.phone.replace(/[^\d+]/g, "")}`}>
                  {job.customer.phone}
                </a>
              </>
            ) : (
              contactNote(job.contactFrom, locale)
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{words.reference}</dt>
          <dd>{job.reference}</dd>
        </div>
      </dl>
      {open && <StepsNote job={job} />}
      {open && job.stepsWaitFor === null && (job.progress === "assigned" || job.progress === "on_the_way") && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {job.progress === "assigned" && (
            <Button size="lg" disabled={busy} onClick={() => act("on-my-way")} aria-label={`${words.onMyWay}: ${title}, ${job.reference}`}>
              {words.onMyWay}
            </Button>
          )}
          <Button
            size="lg"
            variant="outline"
            disabled={busy}
            onClick={() => act("start")}
            aria-label={`${words.start}: ${title}, ${job.reference}`}
          >
            {words.start}
          </Button>
        </div>
      )}
      {open && job.canComplete && <CompleteForm job={job} onDone={onChanged} />}
    </JobCard>
  );
}

/** What the job's next step waits for: the visit's day, the business's confirmation, or the visit's start time. */
function StepsNote({ job }: { job: WorkJob }) {
  const locale = useLocale();
  const t = workPortalMessages[locale];
  const waiting = job.progress === "assigned" || job.progress === "on_the_way";
  let note: string | null = null;
  if (waiting && job.stepsWaitFor === "confirmation") note = t.waitingForConfirmation;
  else if (waiting && job.stepsWaitFor === "visit_day") note = t.stepsFrom(formatLongDate(job.appointmentDate, locale));
  else if (job.progress === "started" && !job.canComplete) note = t.completeFrom(job.appointmentTime);
  if (!note) return null;
  return <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-slate-800">{note}</p>;
}
