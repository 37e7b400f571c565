import { z } from "zod";

/** The corporate single sign-on the web client starts (OIDC authorization code with PKCE). */
export const ssoClientConfigSchema = z.object({
  /** OIDC issuer URL; the client reads its discovery document. */
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
  /** Start single sign-on by itself on the login page (the spec's default mode). */
  isDefault: z.boolean(),
});

/** Which sign-in paths the login page offers. */
export const loginModesSchema = z.object({
  /** The user ID / password form. */
  accountLogin: z.boolean(),
  /** The 'Login with alternative password' checkbox (only useful with a corporate directory). */
  alternativePassword: z.boolean(),
  sso: ssoClientConfigSchema.nullable(),
});

/** What the web client needs before sign-in: titles, hotlines and the sign-in modes. */
export const clientConfigSchema = z.object({
  productTitle: z.string(),
  hotlineEmail: z.string(),
  complianceHotlineEmail: z.string(),
  login: loginModesSchema,
  /** Where the chat service (Navi) is served; absent means the contract's defaultChatbotBasePath. */
  chatbotBasePath: z.string().optional(),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;
export type SsoClientConfig = z.infer<typeof ssoClientConfigSchema>;
