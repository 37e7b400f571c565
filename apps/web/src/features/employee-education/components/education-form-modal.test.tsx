import type { Education } from "@portal/contract/employee-education/employee-education.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { educationRecord, educationRequest } from "../../../test/employee-education";
import { callsTo, serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { EducationFormModal } from "./education-form-modal";

const add = "POST /api/employee/add-education-request";
const update = "POST /api/employee/update-education-request";
const upload = "POST /api/employee/upload-education-certficates";
const submitOf = (id: number) => `POST /api/employeeChange/requests/${id}/submit`;

function renderForm(record: Education | null = null) {
  const onClose = vi.fn();
  renderRoutes(
    [{ path: "/", element: <EducationFormModal opened onClose={onClose} record={record} /> }],
    "/",
    undefined,
    { env: "test" },
  );
  return { onClose };
}

const dialog = () => screen.getByRole("dialog");
const textbox = (label: RegExp) => within(dialog()).getByRole("textbox", { name: label });
const select = (label: RegExp) => within(dialog()).getByRole("combobox", { name: label });
const jsonSent = (fetchMock: ReturnType<typeof serve>, call: string) =>
  callsTo(fetchMock, call).map(({ body }) => body);

async function choose(label: RegExp, option: string) {
  await userEvent.click(select(label));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

function fileInput(): HTMLInputElement {
  const input = dialog().querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

const diploma = () => new File(["%PDF-1.7"], "diploma.pdf", { type: "application/pdf" });

describe("education form", () => {
  it("says what is missing and sends nothing", async () => {
    const fetchMock = serve({});
    renderForm();
    await screen.findByRole("dialog", { name: "Add education" });
    await userEvent.click(within(dialog()).getByRole("button", { name: "Send to HR" }));
    expect(screen.getByText("Enter the school name.")).toBeInTheDocument();
    expect(screen.getByText("Choose the degree.")).toBeInTheDocument();
    expect(screen.getByText("Choose the graduation year.")).toBeInTheDocument();
    expect(textbox(/^School/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  }, 15_000);

  it("posts add-education-request as a draft, uploads the certificates to it, then sends it to HR", async () => {
    const fetchMock = serve({
      [add]: () => jsonResponse(200, educationRequest({ status: "draft" })),
      [upload]: () => jsonResponse(200, educationRequest({ status: "draft" })),
      [submitOf(21)]: () => jsonResponse(200, educationRequest()),
    });
    const { onClose } = renderForm();
    await screen.findByRole("dialog");
    fireEvent.change(textbox(/^School/), { target: { value: " University of Tokyo " } });
    await choose(/^Degree/, "Master's degree");
    fireEvent.change(textbox(/^Major/), { target: { value: "Information Science" } });
    await userEvent.type(select(/^Graduation year/), "2020");
    await userEvent.click(await screen.findByRole("option", { name: "2020" }));
    await choose(/^Grade/, "Excellent");
    await userEvent.upload(fileInput(), diploma());
    await userEvent.click(within(dialog()).getByRole("button", { name: "Send to HR" }));

    expect(await screen.findByText("Your education request was sent to HR.")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(jsonSent(fetchMock, add)).toEqual([
      {
        schoolName: "University of Tokyo",
        literacy: "master",
        specialized: "Information Science",
        graduationYear: 2020,
        graduationRating: "Excellent",
        status: "graduated",
        isDraft: true,
      },
    ]);
    // HR gets the request only once its certificates are in.
    const order = fetchMock.mock.calls.map(([url]) => String(url));
    expect(order.filter((url) => url.startsWith("/api/employee"))).toEqual([
      "/api/employee/add-education-request",
      "/api/employee/upload-education-certficates",
      "/api/employeeChange/requests/21/submit",
    ]);
    const body = callsTo(fetchMock, upload)[0]?.body as FormData;
    expect(body.get("requestId")).toBe("21");
    expect(body.getAll("evidences").map((file) => (file as File).name)).toEqual(["diploma.pdf"]);
  }, 20_000);

  it("sends no year or grade while studying, and uploads nothing without certificates", async () => {
    const fetchMock = serve({ [add]: () => jsonResponse(200, educationRequest()) });
    renderForm();
    await screen.findByRole("dialog");
    fireEvent.change(textbox(/^School/), { target: { value: "Keio University" } });
    await choose(/^Degree/, "Doctorate");
    await userEvent.click(within(dialog()).getByRole("radio", { name: "Studying" }));
    expect(select(/^Graduation year/)).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole("button", { name: "Send to HR" }));
    await screen.findByText("Your education request was sent to HR.");
    expect(jsonSent(fetchMock, add)).toEqual([
      {
        schoolName: "Keio University",
        literacy: "doctor",
        graduationYear: null,
        graduationRating: null,
        status: "studying",
      },
    ]);
    expect(callsTo(fetchMock, upload)).toHaveLength(0);
  }, 15_000);

  it("keeps the request a draft when the certificates are refused, and sends only them again", async () => {
    const refusal = "The file is too large.";
    let uploads = 0;
    const draft = educationRequest({ id: 22, targetId: 50, status: "draft" });
    const fetchMock = serve({
      [update]: () => jsonResponse(200, draft),
      [upload]: () => {
        uploads += 1;
        return uploads === 1 ? jsonResponse(413, { message: refusal, errors: [] }) : jsonResponse(200, draft);
      },
      [submitOf(22)]: () => jsonResponse(200, { ...draft, status: "submitted" }),
    });
    const { onClose } = renderForm(educationRecord());
    await screen.findByRole("dialog", { name: "Request a change to your education" });
    expect(textbox(/^School/)).toHaveValue("Waseda University");
    expect(select(/^Degree/)).toHaveValue("Bachelor's degree");
    expect(select(/^Graduation year/)).toHaveValue("2015");
    await choose(/^Grade/, "Excellent");
    await userEvent.upload(fileInput(), diploma());
    await userEvent.click(within(dialog()).getByRole("button", { name: "Send to HR" }));

    expect(await within(dialog()).findByRole("alert")).toHaveTextContent(refusal);
    expect(onClose).not.toHaveBeenCalled();
    expect(jsonSent(fetchMock, update)).toEqual([
      {
        schoolName: "Waseda University",
        literacy: "bachelor",
        specialized: "Computer Science",
        graduationYear: 2015,
        graduationRating: "Excellent",
        status: "graduated",
        isDraft: true,
        employeeEducationId: 50,
      },
    ]);
    expect(within(dialog()).getByRole("alert")).toHaveTextContent("Nothing was sent to HR yet");
    expect(callsTo(fetchMock, submitOf(22))).toHaveLength(0);
    await userEvent.click(within(dialog()).getByRole("button", { name: "Upload the certificates again" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, update)).toHaveLength(1);
    expect(callsTo(fetchMock, upload)).toHaveLength(2);
    expect(callsTo(fetchMock, submitOf(22))).toHaveLength(1);
  }, 20_000);

  it("shows the server's field errors on their fields", async () => {
    const message = "School name required.";
    serve({
      [add]: () => jsonResponse(400, { message, errors: [{ field: "schoolName", errorMessage: message }] }),
    });
    renderForm();
    await screen.findByRole("dialog");
    fireEvent.change(textbox(/^School/), { target: { value: "  x " } });
    await choose(/^Degree/, "Other");
    await userEvent.click(within(dialog()).getByRole("radio", { name: "Studying" }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Send to HR" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent(message);
    expect(textbox(/^School/)).toHaveAttribute("aria-invalid", "true");
  }, 15_000);
});
