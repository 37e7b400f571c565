import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { HttpStatus } from "@portal/contract/common/http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { translate } from "../lib/i18n";

const immutable = "public, max-age=31536000, immutable";
const revalidate = "no-cache";

/** A page of the client-side router, not an API call or a file (asset, favicon, ...). */
function isPagePath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/assets/")) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

/**
 * Serves the built web app: hashed assets are cached for good, index.html never, and every
 * page path falls back to index.html (client-side routing). A missing file (an asset of an
 * older build, say) and an unknown /api path answer a JSON 404, never the page.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexFile = path.join(opts.distDir, "index.html");
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      cacheControl: false,
      // The build writes each text file also as .br and .gz (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(opts.distDir, "assets") + path.sep);
        res.setHeader("cache-control", isHashedAsset ? immutable : revalidate);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasWebApp && wantsPage && isPagePath(request.url)) {
      return reply.header("cache-control", revalidate).sendFile("index.html");
    }
    return reply
      .status(HttpStatus.notFound)
      .send({ message: translate(request.language, "common.notFound"), errors: [] });
  });
});
