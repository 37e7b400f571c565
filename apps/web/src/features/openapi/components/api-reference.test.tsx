import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ApiReference } from "./api-reference";

const document = {
  openapi: "3.1.0",
  paths: {
    "/api/login": {
      post: {
        operationId: "auth.login",
        tags: ["auth"],
        security: [],
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "object", properties: { userId: { type: "string", maxLength: 100 } } },
            },
          },
        },
        responses: {
          200: { description: "Done", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
    "/api/commutationTicket/{id}": {
      get: {
        operationId: "commutationTicket.get",
        tags: ["commutationTicket"],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: {
          200: { description: "Done", content: { "application/json": { schema: { type: "object" } } } },
          404: { description: "Not found, or not the caller's to see", content: {} },
        },
      },
    },
  },
};

const renderReference = () => renderRoutes([{ path: "/", element: <ApiReference /> }], "/");

describe("the API reference", () => {
  it("lists every call, finds them by path or name, and opens one to what it takes and answers", async () => {
    serve({ "GET /api/openapi.json": () => jsonResponse(200, document) });
    renderReference();
    expect(await screen.findByText("2 calls")).toBeInTheDocument();
    expect(screen.getByText("No sign-in")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Search calls"), "ticket");
    await waitFor(() => expect(screen.getByText("1 call")).toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: /commutationTicket\.get/ }));
    const parameters = await screen.findByRole("table");
    expect(
      within(parameters)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["NameInRequiredSchema", 'idPathYes{"type":"integer"}']);
    expect(screen.getByText("404 · Not found, or not the caller's to see")).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Search calls"));
    await userEvent.type(screen.getByLabelText("Search calls"), "nothing like it");
    expect(await screen.findByText("No call matches your search.")).toBeInTheDocument();
  });

  it("says when the reference could not be loaded, and tries again", async () => {
    let calls = 0;
    serve({
      "GET /api/openapi.json": () => {
        calls++;
        return calls === 1 ? jsonResponse(500, { message: "Down" }) : jsonResponse(200, document);
      },
    });
    renderReference();
    expect(await screen.findByText("The API reference could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("2 calls")).toBeInTheDocument();
  });
});
