import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "#client/lib/api";
import type { GetUrlAnswering } from "#client/lib/api-call-types";

interface QueryState<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
}

/**
 * Loads an admin API path and reloads it on demand; a newer path wins over a slower older answer.
 * `T` is checked against the path: it must be exactly what that route answers.
 */
export function useAdminQuery<T>(path: GetUrlAnswering<T>) {
  const [state, setState] = useState<QueryState<T>>({ data: undefined, error: undefined, loading: true });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger, read by no line inside
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    // The compiler cannot follow a generic path to its answer; GetUrlAnswering<T> has checked it.
    (apiFetch(path) as Promise<T>).then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) =>
        current && setState({ data: undefined, error: error instanceof Error ? error.message : String(error), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [path, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
