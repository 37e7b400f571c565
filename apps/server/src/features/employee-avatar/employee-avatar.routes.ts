import multipart from "@fastify/multipart";
import { HttpStatus } from "@portal/contract/common/http";
import { AvatarLimits } from "@portal/contract/employee-avatar/employee-avatar.constants";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { sessionOf } from "../../plugins/authenticate";
import {
  type AvatarUpload,
  avatarTooLarge,
  getAvatarUrl,
  openAvatarImage,
  uploadAvatar,
} from "./employee-avatar.service";

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
      const url = await uploadAvatar(app.deps, sessionOf(request), () => readUpload(request));
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

/** The body's one `file` part, read into memory up to the size limit; undefined otherwise. */
async function readUpload(request: FastifyRequest): Promise<AvatarUpload | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const part = await request.file();
    if (!part) return undefined;
    if (part.fieldname !== "file") {
      part.file.resume();
      return undefined;
    }
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw avatarTooLarge();
    const status = (error as { statusCode?: number }).statusCode ?? HttpStatus.serverError;
    // Too many parts or fields, a truncated body: the client sent something other than one photo.
    if (status < HttpStatus.serverError) return undefined;
    throw error;
  }
}
