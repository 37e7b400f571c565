import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { stubCanvas } from "../../test/canvas";
import { EvidenceFilesField, type UploadedFile } from "./evidence-files-field";

const uploaded: UploadedFile[] = [{ id: 31, fileName: "card.jpg", size: 2048 }];

/** The field holding its files in state, as a form does. */
function Field({ maxFiles, onFiles }: { maxFiles?: number; onFiles?: (files: File[]) => void }) {
  const [kept, setKept] = useState(uploaded);
  const [files, setFiles] = useState<File[]>([]);
  return (
    <EvidenceFilesField
      label="Passbook"
      description="A photo of the passbook."
      kept={kept}
      onKeptChange={setKept}
      files={files}
      onFilesChange={(chosen) => {
        setFiles(chosen);
        onFiles?.(chosen);
      }}
      maxFiles={maxFiles}
    />
  );
}

function renderField(props: { maxFiles?: number; onFiles?: (files: File[]) => void } = {}) {
  return render(
    <MantineProvider theme={theme}>
      <Field {...props} />
    </MantineProvider>,
  );
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

const pdf = (name: string) => new File(["%PDF"], name, { type: "application/pdf", lastModified: 1 });

describe("EvidenceFilesField", () => {
  it("lists the uploaded files apart from the chosen ones, each with its own remove button", async () => {
    renderField();
    const button = screen.getByRole("button", { name: "Add files" });
    expect(button).toHaveAccessibleDescription("A photo of the passbook.");
    expect(fileInput()).toHaveAttribute("accept", ".png,.jpg,.jpeg,.pdf,.jfif,.heif,.heic,.webp");

    await userEvent.upload(fileInput(), pdf("statement.pdf"));
    const list = screen.getByRole("list", { name: "Passbook" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["card.jpg (uploaded, 2.00 KB)", "statement.pdf (4 B)"]);

    await userEvent.click(screen.getByRole("button", { name: "Remove card.jpg" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove statement.pdf" }));
    expect(screen.queryByRole("list", { name: "Passbook" })).not.toBeInTheDocument();
  });

  it("compresses large images, refuses other types and lists a file chosen twice once", async () => {
    stubCanvas();
    const onFiles = vi.fn();
    renderField({ onFiles });
    const photo = new File([new Uint8Array(6 * 1024 * 1024)], "photo.heic", { type: "image/heic" });
    await userEvent.upload(fileInput(), [photo, pdf("statement.pdf")]);
    expect(onFiles).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: "photo.jpg", size: 5 }),
      expect.objectContaining({ name: "statement.pdf" }),
    ]);

    await userEvent.upload(fileInput(), [pdf("statement.pdf"), new File(["x"], "notes.txt")], {
      applyAccept: false,
    });
    expect(screen.getByText(/notes\.txt cannot be attached/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add files" })).toHaveAccessibleDescription(
      /notes\.txt cannot be attached/,
    );
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it("takes no more files than maxFiles, counting the uploaded ones", async () => {
    const onFiles = vi.fn();
    renderField({ maxFiles: 3, onFiles });
    await userEvent.upload(fileInput(), [pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf")]);
    expect(onFiles).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: "a.pdf" }),
      expect.objectContaining({ name: "b.pdf" }),
    ]);
    expect(screen.getByRole("button", { name: "Add files" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Remove card.jpg" }));
    expect(screen.getByRole("button", { name: "Add files" })).toBeEnabled();
  });
});
