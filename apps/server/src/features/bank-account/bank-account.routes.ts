import multipart from "@fastify/multipart";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { withUpload } from "../../lib/upload-reader";
import { sessionOf } from "../../plugins/authenticate";
import { evidenceMultipartLimits, readEvidenceUpload } from "../employee-change/change-evidence.upload";
import { getBanks, getBranches } from "./bank-account.service";
import {
  getBankAccount,
  requestBankAccountDelete,
  requestBankAccountUpdate,
} from "./bank-account-request.service";

/** The bank and branch master data (any signed-in user) and the caller's account and its requests. */
export async function bankAccountRoutes(app: FastifyInstance) {
  // Multipart is parsed here only (this plugin's scope): a `bankAccount` JSON part and `evidences` files.
  await app.register(multipart, { limits: evidenceMultipartLimits });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const contract = routes.employeeBankAccount;
  api.route({ ...fromContract(contract.getBanks), handler: async (req) => getBanks(req.query.search) });
  api.route({
    ...fromContract(contract.getBranches),
    handler: async (req) => getBranches(req.params.bankCode, req.query.search),
  });
  api.route({
    ...fromContract(contract.getBankAccount),
    handler: (req) => getBankAccount(deps, sessionOf(req)),
  });
  api.route({
    ...fromContract(contract.updateBankAccountRequest),
    handler: (req) =>
      withUpload(req, sessionOf(req).employeeId, (read) =>
        requestBankAccountUpdate(deps, sessionOf(req), () => readEvidenceUpload(read, ["bankAccount"])),
      ),
  });
  api.route({
    ...fromContract(contract.deleteBankAccountRequest),
    handler: (req) =>
      withUpload(req, sessionOf(req).employeeId, (read) =>
        requestBankAccountDelete(deps, sessionOf(req), () => readEvidenceUpload(read, ["bankAccount"])),
      ),
  });
}
