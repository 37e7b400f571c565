import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import {
  addWorkingAddress,
  changeWorkingAddress,
  getWorkingAddressById,
  listEmployeeWorkingAddresses,
  listOwnWorkingAddresses,
} from "./working-address.service";

/** The working address calls (decision 022); the service checks who may read and change what. */
export async function workingAddressRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const calls = routes.employeeWorkingAddress;
  api.route({
    ...fromContract(calls.getWorkingAddress),
    handler: (request) => listOwnWorkingAddresses(app.deps, sessionOf(request)),
  });
  api.route({
    ...fromContract(calls.getEmployeeWorkingAddress),
    handler: (request) => listEmployeeWorkingAddresses(app.deps, sessionOf(request), request.params.id),
  });
  api.route({
    ...fromContract(calls.getWorkingAddressById),
    handler: (request) => getWorkingAddressById(app.deps, sessionOf(request), request.params.id),
  });
  api.route({
    ...fromContract(calls.addWorkingAddress),
    handler: (request) => addWorkingAddress(app.deps, sessionOf(request), request.body),
  });
  api.route({
    ...fromContract(calls.changeWorkingAddress),
    handler: (request) => changeWorkingAddress(app.deps, sessionOf(request), request.body),
  });
}
