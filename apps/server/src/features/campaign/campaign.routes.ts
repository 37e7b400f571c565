import multipart from "@fastify/multipart";
import { CampaignLimits } from "@portal/contract/campaign/campaign.constants";
import { HttpStatus } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { fromContract } from "../../lib/contract-route";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { readOneFile, withUpload } from "../../lib/upload-reader";
import { sessionOf } from "../../plugins/authenticate";
import {
  createCampaign,
  deleteCampaign,
  getCampaignDetail,
  getCurrentCampaign,
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
    handler: (request) =>
      withUpload(request, sessionOf(request).employeeId, (read) =>
        uploadCampaignImage(app.deps, sessionOf(request), () =>
          readOneFile(read, { fileFields: ["file"], tooLarge: imageTooLarge }),
        ),
      ),
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
