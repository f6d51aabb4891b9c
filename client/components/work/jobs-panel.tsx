import { useState } from "react";
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
import { contactNote, JobCard, PROGRESS_LABELS } from "./job-card";

const SECTIONS = [
  { key: "today", title: "Today", empty: "No jobs today." },
  { key: "upcoming", title: "Upcoming", empty: "No upcoming jobs." },
  { key: "done", title: "Done", empty: "No finished jobs yet." },
] as const;

/** The signed-in member's jobs: today, upcoming, done; "On my way", "Start" and "Complete" on open ones. */
export function JobsPanel() {
  const jobs = useAdminQuery<WorkJobs>("/api/work/jobs");
  if (!jobs.data) return <LoadState loading={jobs.loading} error={jobs.error} />;
  return (
    <div className="space-y-8">
      {SECTIONS.map((section) => (
        <section key={section.key} aria-labelledby={`jobs-${section.key}`}>
          <h3 id={`jobs-${section.key}`} className="mb-3 text-xl font-semibold">
            {section.title}
          </h3>
          {jobs.data?.[section.key].length ? (
            <ul className="space-y-4">
              {jobs.data[section.key].map((job) => (
                <Job key={job.reference} job={job} open={section.key !== "done"} onChanged={jobs.reload} />
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{section.empty}</p>
          )}
        </section>
      ))}
    </div>
  );
}

function Job({ job, open, onChanged }: { job: WorkJob; open: boolean; onChanged: () => void }) {
  const toast = useToast();
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
              title: "Customer told",
              description: result.email
                ? "We emailed the customer that you are on the way."
                : "The customer already knows you are on the way.",
            }
          : { title: "Job started", description: `${job.serviceTitle} is marked as started.` },
      );
      onChanged();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <JobCard
      title={job.serviceTitle}
      date={job.appointmentDate}
      time={job.appointmentTime}
      badge={PROGRESS_LABELS[job.progress]}
      estimate={job.estimate}
    >
      <dl className="mt-3 space-y-2 text-slate-800">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Address</dt>
          <dd>{job.address}</dd>
        </div>
        <JobDoor job={job} />
        {job.place && (
          <>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Way in</dt>
              <dd className="whitespace-pre-wrap">{job.place.wayIn}</dd>
            </div>
            {job.place.parking && (
              <div>
                <dt className="text-sm font-semibold text-slate-600">Parking</dt>
                <dd>{job.place.parking}</dd>
              </div>
            )}
            {job.place.pets && (
              <div>
                <dt className="text-sm font-semibold text-slate-600">Pets</dt>
                <dd>{job.place.pets}</dd>
              </div>
            )}
          </>
        )}
        {job.notes && (
          <div>
            <dt className="text-sm font-semibold text-slate-600">Customer's notes</dt>
            <dd className="whitespace-pre-wrap">{job.notes}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm font-semibold text-slate-600">Customer</dt>
          <dd>
            {job.customer ? (
              <>
                {job.customer.firstName},{" "}
                <a className="font-semibold text-teal underline" href={`tel:${job.customer.phone.replace(/[^\d+]/g, "")}`}>
                  {job.customer.phone}
                </a>
              </>
            ) : (
              contactNote(job.contactFrom)
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Reference</dt>
          <dd>{job.reference}</dd>
        </div>
      </dl>
      {open && <StepsNote job={job} />}
      {open && job.stepsWaitFor === null && (job.progress === "assigned" || job.progress === "on_the_way") && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {job.progress === "assigned" && (
            <Button
              size="lg"
              disabled={busy}
              onClick={() => act("on-my-way")}
              aria-label={`On my way: ${job.serviceTitle}, ${job.reference}`}
            >
              On my way
            </Button>
          )}
          <Button
            size="lg"
            variant="outline"
            disabled={busy}
            onClick={() => act("start")}
            aria-label={`Start: ${job.serviceTitle}, ${job.reference}`}
          >
            Start
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
