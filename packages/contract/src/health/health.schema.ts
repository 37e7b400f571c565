import { z } from "zod";

export const databaseKinds = ["sqlite", "postgres"] as const;

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(databaseKinds),
  version: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
