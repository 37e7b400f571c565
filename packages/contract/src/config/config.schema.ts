import { z } from "zod";

/** What the web client needs before sign-in: titles and the hotline contacts. */
export const clientConfigSchema = z.object({
  productTitle: z.string(),
  hotlineEmail: z.string(),
  complianceHotlineEmail: z.string(),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;
