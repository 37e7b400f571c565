import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { UserMenu } from "../../../app/layouts/user-badge";
import { theme } from "../../../app/theme";
import { stubCanvas } from "../../../test/canvas";
import { FakeXhr } from "../../../test/fake-xhr";
import { jsonResponse } from "../../../test/render";
import { avatarQueryKey } from "../api/get-avatar";
import { ChangeAvatarModal } from "./change-avatar-modal";

const newUrl = "/api/employeeAvatar/7/abcdefghijklmnopqrstuvwxyz012345";

type Answer = (init: RequestInit) => Response | Promise<Response>;

/** Serves the avatar calls from one fetch mock (uploads go through FakeXhr, which uses it). */
function serve(answers: Record<string, Answer>) {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:preview"), revokeObjectURL: vi.fn() });
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const answer = answers[`${init.method ?? "GET"} ${url}`];
    return answer ? answer(init) : jsonResponse(404, { message: "Not found", errors: [] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const text = (body: string) => new Response(body, { status: 200, headers: { "Content-Type": "text/plain" } });

function renderWithProviders(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return queryClient;
}

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

describe("change photo modal", () => {
  it("previews the chosen image, uploads it as multipart with progress, and updates the header's query", async () => {
    let release: (() => void) | undefined;
    const fetchMock = serve({
      "POST /api/employeeAvatar/uploadAvatar": () =>
        new Promise((resolve) => {
          release = () => resolve(text(newUrl));
        }),
    });
    const onClose = vi.fn();
    const queryClient = renderWithProviders(
      <ChangeAvatarModal opened onClose={onClose} displayName="Hanako Sato" />,
    );
    expect(await screen.findByRole("dialog", { name: "Profile photo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(fileInput()).toHaveAttribute("accept", expect.stringContaining("image/png"));

    await userEvent.upload(fileInput(), photo());
    expect(screen.getByText("Preview")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Hanako Sato" })).toHaveAttribute("src", "blob:preview");

    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Uploading… 50%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/employeeAvatar/uploadAvatar");
    expect(init?.method).toBe("POST");
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("file")).toBeInstanceOf(File);
    expect((body.get("file") as File).name).toBe("me.png");

    release?.();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(queryClient.getQueryData(avatarQueryKey)).toBe(newUrl);
  });

  it("shows the server's refusal and stays open", async () => {
    const message = "Only PNG, JPEG, WebP and HEIF/HEIC photos can be used as your profile photo.";
    serve({
      "POST /api/employeeAvatar/uploadAvatar": () =>
        jsonResponse(400, { message, errors: [{ field: "file", errorMessage: message }] }),
    });
    const onClose = vi.fn();
    const queryClient = renderWithProviders(
      <ChangeAvatarModal opened onClose={onClose} displayName="Hanako Sato" />,
    );
    await userEvent.upload(await waitFor(fileInput), photo());
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(avatarQueryKey)).toBeUndefined();
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
  });

  it("makes a phone's 20 MB photo smaller and sends that, as every image upload does", async () => {
    stubCanvas();
    const fetchMock = serve({ "POST /api/employeeAvatar/uploadAvatar": () => text(newUrl) });
    const onClose = vi.fn();
    renderWithProviders(<ChangeAvatarModal opened onClose={onClose} displayName="Hanako Sato" />);
    const large = new File([new Uint8Array(20 * 1024 * 1024)], "IMG_0001.jpeg", { type: "image/jpeg" });
    await userEvent.upload(await waitFor(fileInput), large);
    expect(await screen.findByText("Chosen: IMG_0001.jpg")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get("file") as File;
    expect(sent.size).toBe(5);
    expect(sent.type).toBe("image/jpeg");
  });

  it("refuses a file that is no image or over 5 MB without sending it", async () => {
    const fetchMock = serve({});
    renderWithProviders(<ChangeAvatarModal opened onClose={vi.fn()} displayName="Hanako Sato" />);
    await userEvent.upload(
      await waitFor(fileInput),
      new File(["<html>"], "page.html", { type: "text/html" }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose an image (PNG, JPEG or WebP).");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByRole("alert")).toHaveTextContent("The photo must be 5 MB or smaller.");
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("user menu photo", () => {
  it("shows the photo with the user's name as alt, and opens the modal from 'Change photo'", async () => {
    serve({ "GET /api/employeeAvatar/getAvatar": () => text(newUrl) });
    renderWithProviders(<UserMenu displayName="Hanako Sato" isSigningOut={false} onSignOut={vi.fn()} />);
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Hanako Sato" })).toHaveAttribute("src", newUrl),
    );
    expect(screen.getByRole("img", { name: "Hanako Sato" }).tagName).toBe("IMG");

    await userEvent.click(screen.getByRole("button", { name: "User menu of Hanako Sato" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Change photo" }));
    expect(await screen.findByRole("dialog", { name: "Profile photo" })).toBeInTheDocument();
    expect(screen.getByText("Your current photo")).toBeInTheDocument();
  });

  it("keeps the letter avatar when the user has no photo", async () => {
    const fetchMock = serve({ "GET /api/employeeAvatar/getAvatar": () => text("") });
    renderWithProviders(<UserMenu displayName="Hanako Sato" isSigningOut={false} onSignOut={vi.fn()} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const badge = screen.getByRole("img", { name: "Hanako Sato" });
    expect(badge.tagName).not.toBe("IMG");
    expect(badge).toHaveTextContent("HS");
  });
});
