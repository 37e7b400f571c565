import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sentBodies, serveTickets, ticket } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { HrNote } from "./hr-note";

/** The note as HR (who may change it) or an approver (who reads it) gets it. */
const renderNote = (hrNote: string | null, canReview = true) =>
  renderRoutes([{ path: "/", element: <HrNote ticket={ticket(5, { hrNote, canReview })} /> }], "/");

describe("HrNote", { timeout: 20_000 }, () => {
  it("is not shown to those who do not get the note", () => {
    serveTickets({});
    renderNote(null);
    expect(screen.queryByRole("region", { name: "HR note" })).not.toBeInTheDocument();
  });

  it("shows an approver the note without a way to change it", () => {
    serveTickets({});
    renderNote("Checked the fare.", false);
    const region = screen.getByRole("region", { name: "HR note" });
    expect(region).toHaveTextContent("Checked the fare.");
    expect(screen.queryByRole("textbox", { name: "Internal note" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save note" })).not.toBeInTheDocument();
  });

  it("saves HR's note", async () => {
    const fetchMock = serveTickets({
      "POST /api/commutationTicket/save-note": (_, body) =>
        jsonResponse(200, ticket(5, { hrNote: (body as { note: string }).note })),
    });
    renderNote("Checked the fare.");
    const box = screen.getByRole("textbox", { name: "Internal note" });
    expect(box).toHaveValue("Checked the fare.");
    expect(screen.getByRole("button", { name: "Save note" })).toBeDisabled();
    await userEvent.type(box, " Called the employee. ");
    await userEvent.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByText("The note was saved.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/save-note")).toEqual([
      { id: 5, note: "Checked the fare. Called the employee." },
    ]);
  });

  it("says only HR may change the note when the server refuses (401)", async () => {
    serveTickets({
      "POST /api/commutationTicket/save-note": () =>
        jsonResponse(401, { message: "Permission denied", errors: [] }),
    });
    renderNote("");
    await userEvent.type(screen.getByRole("textbox", { name: "Internal note" }), "Looks fine");
    await userEvent.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only HR can change the note.");
  });
});
