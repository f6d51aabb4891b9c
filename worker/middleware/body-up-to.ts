/**
 * A request's body, or undefined once it passes `limit` bytes: refused by its declared
 * length first, then read chunk by chunk and abandoned there, since a chunked body
 * declares no length to refuse it by beforehand.
 */
export async function bodyUpTo(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get("Content-Length") ?? "0") > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** At most this much of a refused body is read and dropped: Cloudflare's own limit on a request body on most plans. */
const MAX_DISCARDED_BYTES = 100 * 1024 * 1024;

/**
 * Reads and drops what is left of a body that an answer refuses unread (by its declared
 * length, or a 401 before the route reads it). For the local dev server only, and only for
 * the photo upload, the one route that takes megabytes from the browser: the dev server's
 * proxy (miniflare over undici) fails the whole exchange with a 500 of its own when the
 * worker answers while such a body is still being sent, so the portal never sees the
 * refusal. Cloudflare's edge takes an early answer as it is, so a deployed worker reads
 * nothing it refuses, and the other routes keep refusing unread in every mode.
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > MAX_DISCARDED_BYTES) return await reader.cancel();
    }
  } catch {
    // The client went away: there is nobody left to answer.
  }
}
