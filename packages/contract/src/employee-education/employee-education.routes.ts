import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import { changeRequestSchema } from "../employee-change/employee-change.schema";
import {
  addEducationRequestSchema,
  educationCertificateParamsSchema,
  educationCertificateQuerySchema,
  educationIdParamsSchema,
  educationPresignQuerySchema,
  educationSchema,
  presignedUrlSchema,
  updateEducationRequestSchema,
} from "./employee-education.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...denied };

/** Education records and their change requests (kind education; docs/decisions/024). */
export const employeeEducationRoutes = {
  /** The caller's approved education records with their certificates. */
  getEducation: defineRoute({
    method: "GET",
    path: "/api/employee/get-education",
    access: "session",
    response: { 200: z.array(educationSchema), ...denied },
  }),
  /** The caller's education requests not yet applied (draft, submitted, approved for later). */
  getEducationRequest: defineRoute({
    method: "GET",
    path: "/api/employee/get-education-request",
    access: "session",
    response: { 200: z.array(changeRequestSchema), ...denied },
  }),
  addEducationRequest: defineRoute({
    method: "POST",
    path: "/api/employee/add-education-request",
    access: "session",
    body: addEducationRequestSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  updateEducationRequest: defineRoute({
    method: "POST",
    path: "/api/employee/update-education-request",
    access: "session",
    body: updateEducationRequestSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  /** Multipart: `requestId` and `evidences` files (the spec's spelling of the path). */
  uploadEducationCertificates: defineRoute({
    method: "POST",
    path: "/api/employee/upload-education-certficates",
    access: "session",
    response: { 200: changeRequestSchema, 413: errorBodySchema, 429: errorBodySchema, ...refused },
  }),
  /** A short-lived link to one certificate of education record :id (owner or HR). */
  educationPresignUrl: defineRoute({
    method: "GET",
    path: "/api/employee/:id/education-presign-url",
    access: "session",
    params: educationIdParamsSchema,
    querystring: educationPresignQuerySchema,
    response: { 200: presignedUrlSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  /** The certificate behind a presigned link (no session: the signature is the permission). */
  educationCertificate: defineRoute({
    method: "GET",
    path: "/api/employee/education-certificate/:evidenceId",
    access: "public",
    params: educationCertificateParamsSchema,
    querystring: educationCertificateQuerySchema,
    credentials: ["signature"],
    response: { 200: z.unknown(), 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema },
  }),
};
