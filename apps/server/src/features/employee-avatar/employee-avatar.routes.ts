import multipart from "@fastify/multipart";
import { AvatarLimits } from "@portal/contract/employee-avatar/employee-avatar.constants";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { readOneFile, withUpload } from "../../lib/upload-reader";
import { sessionOf } from "../../plugins/authenticate";
import { avatarTooLarge, getAvatarUrl, openAvatarImage, uploadAvatar } from "./employee-avatar.service";

/** The signed-in employee's profile photo: upload, its URL, and the image itself. */
export async function employeeAvatarRoutes(app: FastifyInstance) {
  // Multipart is parsed here only (this plugin's scope): one file part and nothing else.
  await app.register(multipart, {
    limits: { fileSize: AvatarLimits.maxBytes, files: 1, fields: 0, parts: 1 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const avatarRoutes = routes.employeeAvatar;

  api.route({
    ...fromContract(avatarRoutes.uploadAvatar),
    handler: async (request, reply) => {
      const url = await withUpload(request, sessionOf(request).employeeId, (read) =>
        uploadAvatar(app.deps, sessionOf(request), () =>
          readOneFile(read, { fileFields: ["file"], tooLarge: avatarTooLarge }),
        ),
      );
      return reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(url);
    },
  });
  api.route({
    ...fromContract(avatarRoutes.getAvatar),
    handler: async (request, reply) => {
      const url = await getAvatarUrl(app.deps, sessionOf(request));
      return reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(url);
    },
  });
  api.route({
    ...fromContract(avatarRoutes.image),
    handler: async (request, reply) => {
      const image = await openAvatarImage(app.deps, request.params.employeeId, request.params.version);
      // The URL changes with every upload, so a browser may keep it for good; shared caches may
      // not (it is someone's photo). An image and nothing else: its own type, never sniffed.
      return reply
        .header("content-type", image.contentType)
        .header("content-length", image.size)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", fileContentSecurityPolicy)
        .header("content-disposition", "inline")
        .header("cache-control", "private, max-age=31536000, immutable")
        .send(image.stream);
    },
  });
}
