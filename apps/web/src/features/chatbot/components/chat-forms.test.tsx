import { fireEvent, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  chatReply,
  chatTicketForm,
  field,
  formReply,
  openChat,
  renderNavi,
  replies,
  send,
  sentFields,
  serveChat,
  signIn,
  typeMessage,
} from "../../../test/chatbot";
import { callsTo } from "../../../test/fake-api";
import { jsonResponse } from "../../../test/render";
import { minatomirai } from "../../../test/working-address";

describe("Navi's embedded forms and attachments", () => {
  it("submits a form as a structured event with its revision", async () => {
    signIn();
    const fetchMock = serveChat({
      [send]: replies(
        [formReply(chatTicketForm({ revision: 3 }))],
        [chatReply({ answerContent: "Your ticket was sent to your leader.", agentType: "ticket" })],
      ),
    });
    renderNavi();
    const chat = await openChat();
    await typeMessage("New ticket");
    const form = await within(chat).findByRole("form", { name: "New commuting ticket" });
    expect(field(form, /^Working address/)).toHaveAttribute("readonly");
    expect(field(form, /^Start date/)).toHaveValue("2026/04/01");

    await userEvent.click(within(form).getByRole("button", { name: "Submit" }));
    expect(within(form).getByText("Departure required.")).toBeInTheDocument();
    expect(callsTo(fetchMock, send)).toHaveLength(1);

    fireEvent.change(field(form, /^Departure/), { target: { value: "Shinjuku " } });
    fireEvent.change(field(form, /^Arrival/), { target: { value: "Shibuya" } });
    fireEvent.change(field(form, /^Amount/), { target: { value: "12000" } });
    await userEvent.click(within(form).getByRole("button", { name: "Submit" }));

    expect(await within(chat).findByText("Your ticket was sent to your leader.")).toBeInTheDocument();
    const fields = sentFields(fetchMock, 1);
    expect(fields).toMatchObject({ questionType: "json", taskName: "createTicket", agentType: "ticket" });
    expect(JSON.parse(String(fields.data))).toEqual({
      event: "submit",
      revision: 3,
      values: {
        workingAddress: "1-1 Marunouchi, Chiyoda-ku, Tokyo",
        departure: "Shinjuku",
        arrival: "Shibuya",
        transportType: "Bus",
        duration: 1,
        startDate: "2026-04-01",
        amount: 12000,
        notes: "",
      },
    });
    // After the submit the form is no longer active.
    expect(within(form).getByRole("button", { name: "Submit" })).toBeDisabled();
  });

  it("shows the shared fields inside the chat in the chat's language, whatever the app's", async () => {
    signIn();
    serveChat({ [send]: replies([{ ...formReply(chatTicketForm({ revision: 3 })), language: "ja" }]) });
    renderNavi();
    const chat = await openChat();
    await typeMessage("新しい定期券");
    const form = await within(chat).findByRole("form", { name: "新しい通勤定期券" });
    expect(within(form).getByRole("button", { name: "カレンダーを開く" })).toBeInTheDocument();
  });

  it("puts dataError on the fields, offers the suggestions and enables the form again", async () => {
    signIn();
    const fetchMock = serveChat({
      [send]: replies(
        [formReply(chatTicketForm({ revision: 2 }))],
        [
          chatReply({
            answerContent: "",
            agentType: "ticket",
            data: null,
            dataError: {
              ErrorDeparture: "Departure not found.",
              DepartureSuggestion: "Shinjuku-sanchome, Shinjuku",
              ErrorMessage: "Please check the route.",
            },
          }),
        ],
      ),
    });
    renderNavi();
    const chat = await openChat();
    await typeMessage("New ticket");
    const form = await within(chat).findByRole("form", { name: "New commuting ticket" });
    fireEvent.change(field(form, /^Departure/), { target: { value: "Shinjukku" } });
    fireEvent.change(field(form, /^Arrival/), { target: { value: "Shibuya" } });
    fireEvent.change(field(form, /^Amount/), { target: { value: "12000" } });
    await userEvent.click(within(form).getByRole("button", { name: "Submit" }));

    expect(await within(form).findByText("Departure not found.")).toBeInTheDocument();
    expect(within(form).getByRole("alert")).toHaveTextContent("Please check the route.");
    expect(within(form).getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(within(chat).getAllByRole("form")).toHaveLength(1);

    await userEvent.click(within(form).getByRole("button", { name: "Use Shinjuku for Departure" }));
    expect(field(form, /^Departure/)).toHaveValue("Shinjuku");
    expect(within(form).queryByText("Departure not found.")).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(callsTo(fetchMock, send)).toHaveLength(3));
    const resent = JSON.parse(String(sentFields(fetchMock, 2).data));
    expect(resent).toMatchObject({ event: "submit", revision: 2, values: { departure: "Shinjuku" } });
  });

  it("disables an older form once a newer revision arrives", async () => {
    signIn();
    serveChat({
      [send]: replies(
        [formReply(chatTicketForm({ revision: 1 }))],
        [formReply(chatTicketForm({ revision: 2 }), { answerContent: "Here is the form again." })],
      ),
    });
    renderNavi();
    const chat = await openChat();
    await typeMessage("New ticket");
    await within(chat).findByRole("form", { name: "New commuting ticket" });
    await typeMessage("Start again");
    await within(chat).findByText("Here is the form again.");

    const [older, newer] = within(chat).getAllByRole("form", { name: "New commuting ticket" });
    if (!older || !newer) throw new Error("Two forms expected");
    expect(within(older).getByRole("button", { name: "Submit" })).toBeDisabled();
    expect(within(older).getByText("This form is no longer active.")).toBeInTheDocument();
    expect(field(older, /^Departure/)).toBeDisabled();
    expect(within(newer).getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  it("offers attachments only when the reply allows them, and sends them as files", async () => {
    signIn();
    const fetchMock = serveChat({
      [send]: replies(
        [chatReply({ answerContent: "Which ticket?" })],
        [chatReply({ answerContent: "Send me the receipt.", enableAttachButton: true })],
        [chatReply({ answerContent: "Thanks, attached." })],
      ),
    });
    renderNavi();
    const chat = await openChat();
    await typeMessage("Evidence");
    await within(chat).findByText("Which ticket?");
    expect(
      within(chat).queryByRole("button", { name: "Attach images or PDF files" }),
    ).not.toBeInTheDocument();
    await typeMessage("The 3-month one");
    await within(chat).findByText("Send me the receipt.");
    expect(within(chat).getByRole("button", { name: "Attach images or PDF files" })).toBeEnabled();

    const input = chat.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("No file input");
    const receipt = new File(["%PDF-1.4"], "receipt.pdf", { type: "application/pdf" });
    const notes = new File(["hello"], "notes.txt", { type: "text/plain" });
    await userEvent.upload(input, [receipt, notes], { applyAccept: false });
    expect(await within(chat).findByText("notes.txt is not an image or a PDF file.")).toBeInTheDocument();
    expect(within(chat).getByRole("list", { name: "Files to send" })).toHaveTextContent("receipt.pdf");
    await userEvent.click(within(chat).getByRole("button", { name: "Send" }));

    expect(await within(chat).findByText("Thanks, attached.")).toBeInTheDocument();
    const body = callsTo(fetchMock, send)[2]?.body as FormData;
    expect(body.getAll("files").map((file) => (file as File).name)).toEqual(["receipt.pdf"]);
    expect(body.get("questionType")).toBe("image");
    expect(
      within(chat).queryByRole("button", { name: "Attach images or PDF files" }),
    ).not.toBeInTheDocument();
  });

  it("embeds the working address form: example hint, post code lookup, Save only with an address", async () => {
    signIn();
    const fetchMock = serveChat({
      "GET /api/zipCode": () => jsonResponse(200, [minatomirai]),
      [send]: replies(
        [
          formReply({
            kind: "workingAddress",
            taskName: "workingAddress",
            revision: 5,
            values: {
              workingAddress: "1-1 Marunouchi, Chiyoda-ku, Tokyo",
              postCode: null,
              address1: null,
              address2: "",
              changeDate: "2026-05-01",
            },
            readOnly: ["workingAddress"],
          }),
        ],
        [chatReply({ answerContent: "Your new working address is recorded." })],
      ),
    });
    renderNavi();
    const chat = await openChat();
    await typeMessage("I moved office");
    const form = await within(chat).findByRole("form", { name: "New working address" });
    expect(
      within(form).getByText("Example: 〒100-0005 東京都千代田区丸の内 1-6-5 丸の内北口ビル 12F"),
    ).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Save" })).toBeDisabled();

    fireEvent.change(field(form, /^Post code/), { target: { value: "220-0012" } });
    await waitFor(() => expect(field(form, /^Address/)).toHaveValue("神奈川県横浜市西区みなとみらい"));
    fireEvent.change(field(form, /^Block, building/), { target: { value: "Landmark Tower 10F" } });
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));

    await within(chat).findByText("Your new working address is recorded.");
    expect(JSON.parse(String(sentFields(fetchMock, 1).data))).toEqual({
      event: "submit",
      revision: 5,
      values: {
        workingAddress: "1-1 Marunouchi, Chiyoda-ku, Tokyo",
        postCode: "220-0012",
        address1: "神奈川県横浜市西区みなとみらい",
        address2: "Landmark Tower 10F",
        changeDate: "2026-05-01",
      },
    });
  });
});
