/**
 * The day view's warning on a visit whose day-before reminder (email or text) failed or gave
 * up: the customer may not expect the crew, so the owner calls them. Nothing when it arrived.
 */
export function ReminderFailedFlag({ failed }: { failed: boolean }) {
  if (!failed) return null;
  return (
    <span data-testid="reminder-failed" className="ml-1 inline-block rounded bg-red-100 px-1.5 font-semibold text-red-800">
      Reminder not delivered
    </span>
  );
}
