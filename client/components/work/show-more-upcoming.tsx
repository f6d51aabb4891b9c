import { upcomingJobsMoreMessages } from "#core/i18n/messages/upcoming-jobs-more";
import { useLocale } from "#client/lib/locale";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";

/** "Show more" under the upcoming jobs while more are to come, and what the last press added, said to screen readers. */
export function ShowMoreUpcoming({
  hasMore,
  loading,
  added,
  onShowMore,
}: {
  hasMore: boolean;
  loading: boolean;
  added: number;
  onShowMore: () => Promise<void>;
}) {
  const words = upcomingJobsMoreMessages[useLocale()];
  const toast = useToast();
  async function showMore() {
    try {
      await onShowMore();
    } catch (error) {
      toast({ title: words.couldNotLoad, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    }
  }
  return (
    <>
      <p role="status" className="sr-only">
        {loading ? words.loadingMore : added > 0 ? words.shown(added) : ""}
      </p>
      {hasMore && (
        <Button variant="outline" size="lg" className="mt-4 w-full sm:w-auto" disabled={loading} onClick={showMore}>
          {words.showMore}
        </Button>
      )}
    </>
  );
}
