import type { ClientConfig } from "@portal/contract/config/config.schema";
import { describe, expect, it } from "vitest";
import { chatbotBasePathOf } from "./chatbot-request";

const config: ClientConfig = {
  productTitle: "Portal",
  hotlineEmail: "",
  complianceHotlineEmail: "",
  login: { accountLogin: true, alternativePassword: false, sso: null },
};

describe("chatbotBasePathOf", () => {
  it("uses the configured base path once the client config has one, else the default", () => {
    expect(chatbotBasePathOf(undefined)).toBe("/api/chatbot");
    expect(chatbotBasePathOf(config)).toBe("/api/chatbot");
    expect(chatbotBasePathOf({ ...config, chatbotBasePath: "/navi/api/" })).toBe("/navi/api");
    expect(chatbotBasePathOf({ ...config, chatbotBasePath: "https://elsewhere" })).toBe("/api/chatbot");
    expect(chatbotBasePathOf({ ...config, chatbotBasePath: "//elsewhere" })).toBe("/api/chatbot");
  });
});
