import type { ClientConfig } from "@portal/contract/config/config.schema";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";

export async function configRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(routes.config.client),
    handler: async (): Promise<ClientConfig> => {
      const { productTitle, hotlineEmail, complianceHotlineEmail, login, sso, chatbot } = app.deps.config;
      return {
        productTitle,
        hotlineEmail,
        complianceHotlineEmail,
        login: {
          accountLogin: login.accountForm,
          alternativePassword: login.alternativePassword,
          sso: sso
            ? { authority: sso.issuer, clientId: sso.clientId, scope: sso.scope, isDefault: sso.isDefault }
            : null,
        },
        chatbotBasePath: chatbot.basePath,
      };
    },
  });
}
