import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { CampaignForm } from "./campaign-form";

const saved = {
  id: 3,
  url: "/api/campaigns/images/0123456789abcdef0123456789abcdef.png",
  titleEn: "Wellness month",
  titleJa: "健康月間",
  contentEn: "Walk more.",
  contentJa: "よく歩こう。",
  startDate: "2026-04-01",
  expiredDate: "2026-04-30",
  status: "running",
  createdAt: "2026-04-01T09:00:00.000Z",
  updatedAt: "2026-04-01T09:00:00.000Z",
};

function serve(handler: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderForm(props: Partial<Parameters<typeof CampaignForm>[0]> = {}) {
  const onSaved = vi.fn();
  renderRoutes(
    [{ path: "/", element: <CampaignForm onSaved={onSaved} onCancel={vi.fn()} {...props} /> }],
    "/",
  );
  return { onSaved };
}

const png = (size = 100, name = "banner.png", type = "image/png") =>
  new File([new Uint8Array(size)], name, { type });

function chooseImage(file: File) {
  // Mantine's FileInput keeps a hidden <input type="file">; `accept` would filter a user's choice.
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [file] } });
}

/** Types into a field at once (typing key by key is slow in jsdom and tests nothing more here). */
function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillTexts() {
  fill(/Title \(English\)/, "  Wellness month ");
  fill(/Title \(Japanese\)/, "健康月間");
  fill(/Content \(English\)/, "Walk more.");
  fill(/Content \(Japanese\)/, "よく歩こう。");
  fill(/Start date/, "2026-04-01");
  fill(/Expiry date/, "2026-04-30");
}

const save = () => userEvent.click(screen.getByRole("button", { name: "Save" }));

describe("CampaignForm", () => {
  it("marks every missing field and sends nothing", async () => {
    const fetchMock = serve(() => jsonResponse(500, {}));
    renderForm();
    await save();
    expect(screen.getAllByText("Please fill in this field.")).toHaveLength(4);
    expect(screen.getAllByText("Please enter a date.")).toHaveLength(2);
    expect(screen.getByText("Please choose a banner image.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Title \(English\)/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an expiry before the start, a wrong image type and an image over 2 MB", async () => {
    const fetchMock = serve(() => jsonResponse(500, {}));
    renderForm();
    fillTexts();
    fill(/Expiry date/, "2026-03-31");
    chooseImage(png(100, "banner.svg", "image/svg+xml"));
    await save();
    expect(screen.getByText("The expiry date must be on or after the start date.")).toBeInTheDocument();
    expect(screen.getByText("Only PNG, JPEG and WebP images can be uploaded.")).toBeInTheDocument();

    chooseImage(png(2 * 1024 * 1024 + 1));
    await save();
    expect(screen.getByText("The image must be 2 MB or smaller.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uploads the image, then creates the campaign with its file name and trimmed texts", async () => {
    const fetchMock = serve((url) =>
      url === "/api/campaigns/images"
        ? jsonResponse(200, { imageFile: "0123456789abcdef0123456789abcdef.png", url: saved.url })
        : jsonResponse(200, saved),
    );
    const { onSaved } = renderForm();
    fillTexts();
    chooseImage(png());
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());

    const [uploadUrl, uploadInit] = fetchMock.mock.calls[0] ?? [];
    expect(uploadUrl).toBe("/api/campaigns/images");
    const uploaded = uploadInit?.body;
    expect(uploaded).toBeInstanceOf(FormData);
    expect(uploaded instanceof FormData && uploaded.get("file")).toBeInstanceOf(File);
    // The browser sets the multipart boundary; a JSON content type would break the upload.
    expect(new Headers(uploadInit?.headers).get("content-type")).toBeNull();

    const [createUrl, createInit] = fetchMock.mock.calls[1] ?? [];
    expect(createUrl).toBe("/api/campaigns");
    expect(createInit?.method).toBe("POST");
    expect(JSON.parse(String(createInit?.body))).toEqual({
      titleEn: "Wellness month",
      titleJa: "健康月間",
      contentEn: "Walk more.",
      contentJa: "よく歩こう。",
      startDate: "2026-04-01",
      expiredDate: "2026-04-30",
      imageFile: "0123456789abcdef0123456789abcdef.png",
    });
  });

  it("keeps the current image when editing without choosing a new one", async () => {
    const fetchMock = serve(() => jsonResponse(200, saved));
    const { onSaved } = renderForm({ campaign: { ...saved, status: "running" } });
    expect(screen.getByRole("img", { name: "Banner preview" })).toHaveAttribute("src", saved.url);
    fill(/Title \(English\)/, "Wellness month 2026");
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/campaigns/3");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).not.toHaveProperty("imageFile");
    expect(JSON.parse(String(init?.body)).titleEn).toBe("Wellness month 2026");
  });

  it("shows the server's field errors beside the fields", async () => {
    serve(() =>
      jsonResponse(400, {
        message: "Some fields are not valid.",
        errors: [{ field: "titleJa", errorMessage: "Too long on the server" }],
      }),
    );
    const { onSaved } = renderForm({ campaign: { ...saved, status: "running" } });
    await save();
    expect(await screen.findByText("Too long on the server")).toBeInTheDocument();
    expect(screen.getByText("Some fields are not valid.")).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
