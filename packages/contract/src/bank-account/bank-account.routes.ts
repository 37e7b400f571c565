import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import {
  bankQuerySchema,
  bankSchema,
  branchParamsSchema,
  branchQuerySchema,
  branchSchema,
} from "./bank-account.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * The bank and branch master data of the bank-account change form, from the Zengin codes shipped
 * with the server (docs/decisions/020). Both sorted by code.
 */
export const bankAccountRoutes = {
  /** Every bank, or at most 50 that match `search`. */
  getBanks: defineRoute({
    method: "GET",
    path: "/api/employeeBankAccount/getBanks",
    access: "session",
    querystring: bankQuerySchema,
    response: { 200: z.array(bankSchema), 400: errorBodySchema, ...denied },
  }),
  /** The branches of a bank (those that match `search`); 404 for a bank not in the data. */
  getBranches: defineRoute({
    method: "GET",
    path: "/api/employeeBankAccount/getBranches/:bankCode",
    access: "session",
    params: branchParamsSchema,
    querystring: branchQuerySchema,
    response: { 200: z.array(branchSchema), 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
};
