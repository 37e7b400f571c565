import { errorBodySchema } from "../common/errors";
import { noContentSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  appLoginRequestSchema,
  appLoginResponseSchema,
  captchaChallengeSchema,
  loginFailureSchema,
  loginRequestSchema,
  loginResponseSchema,
  ssoLoginRequestSchema,
  ssoNonceResponseSchema,
} from "./auth.schema";

export const authRoutes = {
  login: defineRoute({
    method: "POST",
    path: "/api/login",
    access: "public",
    body: loginRequestSchema,
    response: {
      200: loginResponseSchema,
      400: loginFailureSchema.or(errorBodySchema),
      429: loginFailureSchema.or(errorBodySchema),
    },
  }),
  loginSso: defineRoute({
    method: "POST",
    path: "/api/loginSSO",
    access: "public",
    body: ssoLoginRequestSchema,
    response: { 200: loginResponseSchema, 400: errorBodySchema },
  }),
  ssoNonce: defineRoute({
    method: "POST",
    path: "/api/loginSSO/nonce",
    access: "public",
    response: { 200: ssoNonceResponseSchema },
  }),
  loginApp: defineRoute({
    method: "POST",
    path: "/api/loginApp",
    access: "public",
    body: appLoginRequestSchema,
    response: {
      200: appLoginResponseSchema,
      400: loginFailureSchema.or(errorBodySchema),
      429: loginFailureSchema.or(errorBodySchema),
    },
  }),
  logout: defineRoute({
    method: "POST",
    path: "/api/logout",
    access: "session",
    response: { 204: noContentSchema, 403: errorBodySchema },
  }),
  captchaChallenge: defineRoute({
    method: "GET",
    path: "/api/captcha/challenge",
    access: "public",
    response: { 200: captchaChallengeSchema },
  }),
};
