import { createServer } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";

const COMPRESSIBLE = /text\/|javascript|json|xml|svg/;

/**
 * Serves `target` compressed with brotli, as Cloudflare's edge does: wrangler dev sends
 * uncompressed bytes, which would make Lighthouse's transfer sizes and timings wrong.
 */
export function startCompressingProxy({ target, port }) {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url, target), {
      method: request.method,
      headers: { ...request.headers, "accept-encoding": "identity", host: new URL(target).host },
      redirect: "manual",
    });
    const headers = Object.fromEntries(upstream.headers);
    delete headers["content-length"];
    delete headers["content-encoding"];
    let body = Buffer.from(await upstream.arrayBuffer());
    const acceptsBrotli = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (acceptsBrotli && COMPRESSIBLE.test(headers["content-type"] ?? "")) {
      body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      headers["content-encoding"] = "br";
    }
    headers["content-length"] = String(body.length);
    response.writeHead(upstream.status, headers);
    response.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ url: `http://localhost:${port}`, close: () => server.close() })));
}
