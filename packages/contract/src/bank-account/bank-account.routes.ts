import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import { changeRequestSchema } from "../employee-change/employee-change.schema";
import {
  bankAccountSchema,
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
  /** The caller's account in use, and their request waiting for HR (or approved, not yet in use). */
  getBankAccount: defineRoute({
    method: "GET",
    path: "/api/employeeBankAccount/getBankAccount",
    access: "session",
    response: {
      200: z.object({
        account: bankAccountSchema.nullable(),
        pendingRequest: changeRequestSchema.nullable(),
      }),
      ...denied,
    },
  }),
  /**
   * Multipart: a `bankAccount` JSON part (bankAccountRequestSchema) and `evidences` files (only
   * files not yet uploaded). A change request of kind bankAccount, submitted to HR.
   */
  updateBankAccountRequest: defineRoute({
    method: "POST",
    path: "/api/employeeBankAccount/updateBankAccountRequest",
    access: "session",
    response: {
      200: changeRequestSchema,
      400: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      ...denied,
    },
  }),
  /** Multipart: a `bankAccount` JSON part (bankAccountDeleteRequestSchema) and `evidences` files. */
  deleteBankAccountRequest: defineRoute({
    method: "POST",
    path: "/api/employeeBankAccount/deleteBankAccountRequest",
    access: "session",
    response: {
      200: changeRequestSchema,
      400: errorBodySchema,
      409: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      ...denied,
    },
  }),
};
