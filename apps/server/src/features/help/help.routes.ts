import multipart from "@fastify/multipart";
import { HttpStatus } from "@portal/contract/common/http";
import { HelpLimits } from "@portal/contract/help/help.constants";
import type { HelpLanguage } from "@portal/contract/help/help.schema";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { fromContract } from "../../lib/contract-route";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { readOneFile, withUpload } from "../../lib/upload-reader";
import { sessionOf } from "../../plugins/authenticate";
import {
  getHelpDraft,
  getHelpMenu,
  getHelpPage,
  helpImageTooLarge,
  listHelpRevisions,
  publishHelpPage,
  restoreHelpRevision,
  saveHelpDraft,
  searchHelp,
  uploadHelpImage,
} from "./help.service";
import { ensureHelpPages } from "./help-content";
import { grantHelpEditor, listHelpEditors, revokeHelpEditor } from "./help-editors.service";
import { readHelpImage } from "./help-image.storage";

/** The language asked for, else the request's (en or ja). */
const languageOf = (request: FastifyRequest, lang: HelpLanguage | undefined): HelpLanguage =>
  lang ?? request.language;

/** The help centre. */
export async function helpRoutes(app: FastifyInstance) {
  // The shipped pages exist on every database, production included, once the app is ready.
  app.addHook("onReady", async () => {
    await ensureHelpPages(app.deps.db, app.deps.clock.now());
  });
  await app.register(multipart, {
    limits: { fileSize: HelpLimits.imageMaxBytes, files: 1, fields: 0, parts: 1 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...fromContract(routes.help.menu),
    handler: (request) => getHelpMenu(app.deps, sessionOf(request), languageOf(request, request.query.lang)),
  });
  api.route({
    ...fromContract(routes.help.search),
    handler: (request) => searchHelp(app.deps, request.query.q, languageOf(request, request.query.lang)),
  });
  api.route({
    ...fromContract(routes.help.page),
    handler: (request) => getHelpPage(app.deps, request.params, languageOf(request, request.query.lang)),
  });
  api.route({
    ...fromContract(routes.help.draft),
    handler: (request) =>
      getHelpDraft(app.deps, sessionOf(request), request.params, languageOf(request, request.query.lang)),
  });
  api.route({
    ...fromContract(routes.help.saveDraft),
    handler: (request) => saveHelpDraft(app.deps, sessionOf(request), request.params, request.body),
  });
  api.route({
    ...fromContract(routes.help.publish),
    handler: (request) =>
      publishHelpPage(app.deps, sessionOf(request), request.params, request.body.language),
  });
  api.route({
    ...fromContract(routes.help.revisions),
    handler: (request) =>
      listHelpRevisions(
        app.deps,
        sessionOf(request),
        request.params,
        languageOf(request, request.query.lang),
      ),
  });
  api.route({
    ...fromContract(routes.help.restore),
    handler: (request) => {
      const { revisionId, ...page } = request.params;
      return restoreHelpRevision(app.deps, sessionOf(request), page, revisionId);
    },
  });
  api.route({
    ...fromContract(routes.help.uploadImage),
    handler: (request) =>
      withUpload(request, sessionOf(request).employeeId, (read) =>
        uploadHelpImage(app.deps, sessionOf(request), () =>
          readOneFile(read, { fileFields: ["file"], tooLarge: helpImageTooLarge }),
        ),
      ),
  });
  api.route({
    ...fromContract(routes.help.image),
    handler: async (request, reply) => {
      const bytes = await readHelpImage(app.deps.config.dataDir, request.params.fileName);
      if (!bytes) throw AppError.notFound();
      return reply
        .header("content-type", "image/webp")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", fileContentSecurityPolicy)
        .header("content-disposition", "inline")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(bytes);
    },
  });
  api.route({
    ...fromContract(routes.help.editors),
    handler: (request) => listHelpEditors(app.deps, sessionOf(request), request.language),
  });
  api.route({
    ...fromContract(routes.help.grantEditor),
    handler: (request) =>
      grantHelpEditor(app.deps, sessionOf(request), request.params.employeeId, request.language),
  });
  api.route({
    ...fromContract(routes.help.revokeEditor),
    handler: async (request, reply) => {
      await revokeHelpEditor(app.deps, sessionOf(request), request.params.employeeId);
      return reply.status(HttpStatus.noContent).send();
    },
  });
}
