import { useState } from "react";
import { useSearchParams } from "react-router";
import type { WorkMe } from "#core/staff-api";
import { useAdminQuery } from "../components/admin/use-admin-query";
import { AuthForm } from "../components/auth-form";
import { Button } from "../components/ui/button";
import { Tabs } from "../components/ui/tabs";
import { RequireUser } from "../components/ui/require-user";
import { JobsPanel } from "../components/work/jobs-panel";
import { MySchedulePanel } from "../components/work/my-schedule-panel";
import { OffersPanel } from "../components/work/offers-panel";
import { ApiRequestError, apiFetch } from "../lib/api";
import { useToast } from "../lib/toast";
import { privatePageMeta } from "../lib/seo";
import { useLocale } from "../lib/locale";
import { localeOfPath, localizedPath } from "#core/i18n/locale";
import { useSession } from "../lib/session";
import { workPortalMessages } from "#core/i18n/messages/work-portal";
import { workScheduleMessages } from "#core/i18n/messages/work-schedule";
import { workPortalPageMessages } from "#core/i18n/messages/work-portal-page";
import type { Locale } from "#core/i18n/locale";

export function meta({ location }: { location: { pathname: string } }) {
  return privatePageMeta(workPortalPageMessages[localeOfPath(location.pathname)].title);
}

/**
 * The crews' and vendors' portal, built for a phone first. The page only decides what to
 * show; the server checks the staff role on every call and answers only the caller's jobs.
 */
export default function WorkPage() {
  const [params, setParams] = useSearchParams();
  // The emailed invitation's link: accepted here by a click once signed in, never by opening the link.
  const invitation = params.get("invitation");
  const locale = useLocale();
  const session = useSession();
  // The header's menu and this page read the session's staff access: read it again once accepted.
  const opened = () => void session.refresh().then(() => setParams({}, { replace: true }));
  const words = workPortalPageMessages[locale];
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold">{words.title}</h1>
      <RequireUser
        loadingClassName="mt-4 text-slate-600"
        signedOut={
          <div className="mt-6 max-w-md rounded-2xl border border-slate-200 p-4 sm:p-6">
            <p className="mb-4 text-slate-600">{invitation ? words.signInToAccept : words.signInForJobs}</p>
            <AuthForm callbackURL={invitation ? localizedPath(`/work?invitation=${encodeURIComponent(invitation)}`, locale) : undefined} />
          </div>
        }
      >
        {(user) =>
          invitation ? (
            <AcceptInvitation token={invitation} email={user.email} onAccepted={opened} />
          ) : user.staff === "invited" ? (
            <p className="mt-4 max-w-md text-slate-700">{workPortalMessages[locale].invitationWaiting(user.email)}</p>
          ) : (
            <WorkPortal locale={locale} />
          )
        }
      </RequireUser>
    </section>
  );
}

/** The invitation's one step: the signed-in person accepts it; the server checks it was sent to this account. */
function AcceptInvitation({ token, email, onAccepted }: { token: string; email: string; onAccepted: () => void }) {
  const toast = useToast();
  const words = workPortalPageMessages[useLocale()];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await apiFetch("/api/staff-invitations/accept", { method: "POST", body: { token } });
      toast({ title: words.invitationAccepted, description: words.portalOpen });
      onAccepted();
    } catch (failure) {
      // A second click, or a second visit to the link: the portal is already open.
      if (failure instanceof ApiRequestError && failure.code === "invitation_used") onAccepted();
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 max-w-md rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{words.invitationTitle}</h2>
      <p className="mt-2 text-slate-600">{words.invitationSignedInAs(email)}</p>
      {error && (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      )}
      <Button className="mt-4" disabled={busy} onClick={() => void accept()}>
        {busy ? words.loading : words.acceptInvitation}
      </Button>
    </div>
  );
}

function WorkPortal({ locale }: { locale: Locale }) {
  const words = workPortalPageMessages[locale];
  const me = useAdminQuery<WorkMe>("/api/work/me");
  const [params, setParams] = useSearchParams();
  const jobsTab = { id: "jobs", label: words.jobsTab } as const;
  const offersTab = { id: "offers", label: words.offersTab } as const;
  const scheduleTab = { id: "hours", label: workScheduleMessages[locale].tab } as const;
  if (me.loading && !me.data) {
    return (
      <p role="status" className="mt-4 text-slate-600">
        {words.loading}
      </p>
    );
  }
  if (!me.data) {
    return <p className="mt-4 text-slate-600">{me.error ?? words.staffOnly}</p>;
  }
  // Offers go to vendors; crews get their jobs from the business.
  const tabs = me.data.role === "vendor" ? [jobsTab, offersTab, scheduleTab] : [jobsTab, scheduleTab];
  const current = tabs.find((tab) => tab.id === params.get("tab")) ?? jobsTab;
  return (
    <>
      <p className="mt-2 text-slate-600">{words.hello(me.data.firstName, me.data.role === "vendor")}</p>
      <Tabs
        label={words.tabsLabel}
        tabs={tabs}
        selected={current.id}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
        className="mt-6"
        panelClassName="py-6"
      >
        <h2 className="mb-4 text-2xl font-semibold">{current.label}</h2>
        {current.id === "offers" ? (
          <OffersPanel onAccepted={() => setParams({ tab: "jobs" }, { replace: true })} />
        ) : current.id === "hours" ? (
          <MySchedulePanel />
        ) : (
          <JobsPanel />
        )}
      </Tabs>
    </>
  );
}
