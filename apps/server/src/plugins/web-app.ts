import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { HttpStatus } from "@portal/contract/common/http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { translate } from "../lib/i18n";

const immutable = "public, max-age=31536000, immutable";
const revalidate = "no-cache";

/**
 * Serves the built web app: hashed assets are cached for good, index.html never, and every
 * non-API path that is not a file falls back to index.html (client-side routing).
 * Unknown /api paths answer a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexFile = path.join(opts.distDir, "index.html");
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(opts.distDir, "assets") + path.sep);
        res.setHeader("cache-control", isHashedAsset ? immutable : revalidate);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasWebApp && !isApi && wantsPage) {
      return reply.header("cache-control", revalidate).sendFile("index.html");
    }
    return reply
      .status(HttpStatus.notFound)
      .send({ message: translate(request.language, "common.notFound"), errors: [] });
  });
});
