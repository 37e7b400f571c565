import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { getBanks, getBranches } from "./bank-account.service";

/** The bank and branch master data of the bank-account change form (any signed-in user). */
export async function bankAccountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contract = routes.employeeBankAccount;
  api.route({ ...fromContract(contract.getBanks), handler: async (req) => getBanks(req.query.search) });
  api.route({
    ...fromContract(contract.getBranches),
    handler: async (req) => getBranches(req.params.bankCode, req.query.search),
  });
}
