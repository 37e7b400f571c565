import multipart from "@fastify/multipart";
import { CampaignLimits } from "@portal/contract/campaign/campaign.constants";
import { HttpStatus } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { fromContract } from "../../lib/contract-route";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { sessionOf } from "../../plugins/authenticate";
import {
  createCampaign,
  deleteCampaign,
  getCampaignDetail,
  getCurrentCampaign,
  type ImageUpload,
  imageTooLarge,
  listCampaigns,
  updateCampaign,
  uploadCampaignImage,
} from "./campaign.service";
import { readImage } from "./campaign-image.storage";

export async function campaignRoutes(app: FastifyInstance) {
  // Multipart is parsed here only (this plugin's scope), one file part, nothing else.
  await app.register(multipart, {
    limits: { fileSize: CampaignLimits.imageMaxBytes, files: 1, fields: 0, parts: 1 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...fromContract(routes.campaign.current),
    handler: async (request, reply) => {
      const campaign = await getCurrentCampaign(app.deps, request.language);
      if (!campaign) return reply.status(HttpStatus.noContent).send();
      return campaign;
    },
  });
  api.route({
    ...fromContract(routes.campaign.detail),
    handler: (request) =>
      getCampaignDetail(app.deps, sessionOf(request), request.params.id, request.language),
  });
  api.route({
    ...fromContract(routes.campaign.list),
    handler: (request) => listCampaigns(app.deps, sessionOf(request)),
  });
  api.route({
    ...fromContract(routes.campaign.create),
    handler: (request) => createCampaign(app.deps, sessionOf(request), request.body),
  });
  api.route({
    ...fromContract(routes.campaign.update),
    handler: (request) => updateCampaign(app.deps, sessionOf(request), request.params.id, request.body),
  });
  api.route({
    ...fromContract(routes.campaign.remove),
    handler: async (request, reply) => {
      await deleteCampaign(app.deps, sessionOf(request), request.params.id);
      return reply.status(HttpStatus.noContent).send();
    },
  });
  api.route({
    ...fromContract(routes.campaign.uploadImage),
    handler: (request) => uploadCampaignImage(app.deps, sessionOf(request), () => readUpload(request)),
  });
  api.route({
    ...fromContract(routes.campaign.image),
    handler: async (request, reply) => {
      const image = await readImage(app.deps.config.dataDir, request.params.fileName);
      if (!image) throw AppError.notFound();
      // An image and nothing else: its own type, never sniffed, and no script even if opened alone.
      return reply
        .header("content-type", image.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", fileContentSecurityPolicy)
        .header("content-disposition", "inline")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(image.bytes);
    },
  });
}

/** The upload's first part, read into memory up to the size limit; undefined if not multipart. */
async function readUpload(request: FastifyRequest): Promise<ImageUpload | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const part = await request.file();
    if (!part) return undefined;
    const bytes = await part.toBuffer();
    return { fieldName: part.fieldname, fileName: part.filename, bytes };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw imageTooLarge();
    const status = (error as { statusCode?: number }).statusCode ?? HttpStatus.serverError;
    // Too many parts or fields, a truncated body: the client sent something other than one image.
    if (status < HttpStatus.serverError) return undefined;
    throw error;
  }
}
