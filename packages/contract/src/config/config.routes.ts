import { defineRoute } from "../common/route";
import { clientConfigSchema } from "./config.schema";

export const configRoutes = {
  client: defineRoute({
    method: "GET",
    path: "/api/config/client",
    access: "public",
    response: { 200: clientConfigSchema },
  }),
};
