import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { configRoutes } from "@portal/contract/config/config.routes";
import { employeeRoutes } from "@portal/contract/employee/employee.routes";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "../test/fake-xhr";
import { jsonResponse } from "../test/render";
import { apiRequest, apiUpload } from "./api-client";
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

    await expect(apiRequest(configRoutes.client)).resolves.toEqual(config);

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("Authorization")).toBe("Bearer the.token.value");
    expect(headers.get("Content-Language")).toBe("ja");
    expect(headers.get("culture")).toBe("c=ja-JP|uic=ja-JP");
    expect(headers.get("Module")).toBe("FES");
    expect(headers.get("X-Requested-With")).toBe("XMLHttpRequest");
  });

  it("throws an ApiError carrying the status and the error body", async () => {
    stubFetch(jsonResponse(403, { message: "Session expired", errors: [] }));
    const error = await apiRequest(employeeRoutes.profile).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body: { message: "Session expired", errors: [] } });
  });

  it("rejects a 200 answer that does not match the contract", async () => {
    stubFetch(jsonResponse(200, { productTitle: 42 }));
    await expect(apiRequest(configRoutes.client)).rejects.toThrow();
  });
});

describe("apiUpload", () => {
  it("sends the multipart body with the common headers, reports progress and parses the answer", async () => {
    localStorage.setItem("token", "the.token.value");
    const evidence = {
      id: 7,
      fileName: "receipt.pdf",
      contentType: "application/pdf",
      size: 1234,
      purpose: "cancel",
      review: "pending",
      reviewReason: null,
      reviewedByName: null,
      reviewedAt: null,
      createdAt: "2026-04-01T00:00:00.000Z",
    };
    const fetchMock = stubFetch(jsonResponse(200, evidence));
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const body = new FormData();
    body.append("file", new File(["%PDF"], "receipt.pdf", { type: "application/pdf" }));
    const progress: number[] = [];

    await expect(
      apiUpload(commutationTicketRoutes.upload, { body, onProgress: (fraction) => progress.push(fraction) }),
    ).resolves.toEqual(evidence);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/commutationTicket/upload");
    expect(init?.body).toBe(body);
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer the.token.value");
    expect(headers.get("Content-Type")).toBeNull();
    expect(progress).toEqual([0.5, 1, 1]);
  });

  it("throws an ApiError with the error body", async () => {
    stubFetch(
      jsonResponse(413, { message: "Too large", errors: [{ field: "file", errorMessage: "Too large" }] }),
    );
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const error = await apiUpload(commutationTicketRoutes.upload, { body: new FormData() }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, body: { message: "Too large" } });
  });
});
