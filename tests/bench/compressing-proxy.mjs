import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";

const COMPRESSIBLE = /text\/|javascript|json|xml|svg/;
/** Hop-by-hop and length headers: this proxy sends a whole body of its own length. */
const DROPPED_HEADERS = ["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"];

/**
 * Serves `target` compressed with brotli, as Cloudflare's edge does: wrangler dev sends
 * uncompressed bytes, which would make Lighthouse's transfer sizes and timings wrong.
 * The edge keeps compressed copies of static files, so each distinct body is compressed
 * once; compressing again on every request would count brotli's time as server time.
 */
export function startCompressingProxy({ target, port }) {
  const compressed = new Map();
  const brotli = (body) => {
    const key = createHash("sha256").update(body).digest("hex");
    if (!compressed.has(key)) compressed.set(key, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    return compressed.get(key);
  };
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url, target), {
      method: request.method,
      headers: { ...request.headers, "accept-encoding": "identity", host: new URL(target).host },
      redirect: "manual",
    });
    const headers = Object.fromEntries(upstream.headers);
    for (const name of DROPPED_HEADERS) delete headers[name];
    let body = Buffer.from(await upstream.arrayBuffer());
    const acceptsBrotli = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (acceptsBrotli && body.length > 0 && COMPRESSIBLE.test(headers["content-type"] ?? "")) {
      body = brotli(body);
      headers["content-encoding"] = "br";
    }
    headers["content-length"] = String(body.length);
    response.writeHead(upstream.status, headers);
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ url: `http://localhost:${port}`, close: () => server.close() })),
  );
}
