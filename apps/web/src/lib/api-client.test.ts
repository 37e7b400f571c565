import { routes } from "@portal/contract/routes";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/render";
import { apiRequest } from "./api-client";
import { ApiError } from "./api-error";
import { changeLanguage } from "./i18n";

const config = {
  productTitle: "Portal",
  hotlineEmail: "a@example.com",
  complianceHotlineEmail: "b@example.com",
  login: { accountLogin: true, alternativePassword: false, sso: null },
};

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  afterEach(() => changeLanguage("en"));

  it("sends the common headers and the bearer token, and parses the answer", async () => {
    localStorage.setItem("token", "the.token.value");
    await changeLanguage("ja");
    const fetchMock = stubFetch(jsonResponse(200, { ...config, extra: "dropped" }));

    await expect(apiRequest(routes.config.client)).resolves.toEqual(config);

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("Authorization")).toBe("Bearer the.token.value");
    expect(headers.get("Content-Language")).toBe("ja");
    expect(headers.get("culture")).toBe("c=ja-JP|uic=ja-JP");
    expect(headers.get("Module")).toBe("FES");
    expect(headers.get("X-Requested-With")).toBe("XMLHttpRequest");
  });

  it("throws an ApiError carrying the status and the error body", async () => {
    stubFetch(jsonResponse(403, { message: "Session expired", errors: [] }));
    const error = await apiRequest(routes.employee.profile).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body: { message: "Session expired", errors: [] } });
  });

  it("rejects a 200 answer that does not match the contract", async () => {
    stubFetch(jsonResponse(200, { productTitle: 42 }));
    await expect(apiRequest(routes.config.client)).rejects.toThrow();
  });
});
