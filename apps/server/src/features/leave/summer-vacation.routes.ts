import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { addSummerVacation, resetSummerVacation, summerVacationDates } from "./summer-vacation.service";

/** The spec's summer vacation calls (docs/decisions/040). */
export async function summerVacationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  api.route({
    ...fromContract(routes.summerVacation.add),
    handler: (request) => addSummerVacation(deps, sessionOf(request), request.body),
  });
  api.route({
    ...fromContract(routes.summerVacation.reset),
    handler: (request) => resetSummerVacation(deps, sessionOf(request), request.body.year),
  });
  api.route({
    ...fromContract(routes.summerVacation.extensionDate),
    handler: () => summerVacationDates(deps),
  });
}
