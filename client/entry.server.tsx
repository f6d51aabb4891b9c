import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Renders the pages at build time only (`ssr: false`: the worker serves prerendered HTML).
 * Each page is the finished document: the whole render is awaited, and every Suspense
 * boundary (client/components/ui/hydrate-apart.tsx) is written in place, however large,
 * instead of React's streaming default of sending a big one later in a hidden element with
 * a script that moves it, which would leave its text hidden to a reader without scripts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status });
}
