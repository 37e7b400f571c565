import { chatErrorTexts } from "@portal/contract/chatbot/chatbot.constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  chatGreeting,
  chatReply,
  newConversation,
  openChat,
  openLabel,
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

describe("Navi, the chat assistant", () => {
  it("shows no button when the server says it may not be shown", async () => {
    signIn();
    const fetchMock = serveChat({
      "GET /api/menu/check-show-navi": () => jsonResponse(200, { show: false }),
    });
    renderNavi();
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/menu/check-show-navi")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("button", { name: openLabel })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/chatbot/greeting/taro")).toHaveLength(0);
  });

  it("greets with the buttons the server enables, once opened", async () => {
    signIn();
    const fetchMock = serveChat({
      "GET /api/chatbot/greeting/taro": () =>
        jsonResponse(
          200,
          chatGreeting({ enabledButtons: { create: true, continue: false, upload: true, refund: false } }),
        ),
    });
    renderNavi();
    await screen.findByRole("button", { name: openLabel });
    expect(callsTo(fetchMock, "GET /api/chatbot/greeting/taro")).toHaveLength(0);
    const chat = await openChat();
    expect(await within(chat).findByText("Taro", { selector: "strong" })).toBeInTheDocument();
    const tasks = within(chat).getByRole("group", { name: "Tasks" });
    expect(within(tasks).getByRole("button", { name: "Create a ticket" })).toBeEnabled();
    expect(within(tasks).getByRole("button", { name: "Continue a ticket" })).toBeDisabled();
    expect(within(tasks).getByRole("button", { name: "Upload evidence" })).toBeEnabled();
    expect(within(tasks).getByRole("button", { name: "Refund a ticket" })).toBeDisabled();
    // The first call carries no auth key: none is held yet.
    expect(callsTo(fetchMock, "GET /api/chatbot/greeting/taro")[0]?.headers["x-auth-key"]).toBeUndefined();
  });

  it.each([
    ["Create a ticket", "I want to create a new commuting ticket.", "createTicket"],
    ["Continue a ticket", "I want to continue my commuting ticket.", "continueTicket"],
    ["Upload evidence", "I want to upload evidence for my commuting ticket.", "uploadEvidence"],
    ["Refund a ticket", "I want to cancel or refund my commuting ticket.", "refundTicket"],
  ] as const)(
    "%s starts a new conversation and sends its canned message",
    async (button, canned, taskName) => {
      signIn();
      const fetchMock = serveChat({
        "GET /api/chatbot/greeting/taro": () =>
          jsonResponse(
            200,
            chatGreeting({ enabledButtons: { create: true, continue: true, upload: true, refund: true } }),
          ),
        [newConversation]: () => jsonResponse(200, { sessionId: "s-new" }),
        [send]: replies([chatReply({ answerContent: "Sure, let us start.", sessionId: "s-new", taskName })]),
      });
      renderNavi();
      const chat = await openChat();
      await userEvent.click(await within(chat).findByRole("button", { name: button }));

      expect(await within(chat).findByText("Sure, let us start.")).toBeInTheDocument();
      expect(within(chat).getByText(canned)).toBeInTheDocument();
      const order = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`);
      expect(order.indexOf(`${newConversation}`)).toBeLessThan(order.indexOf(send));
      expect(sentFields(fetchMock, 0)).toEqual({
        message: canned,
        data: "",
        account: "taro",
        questionType: "text",
        taskName,
        agentType: "",
        sessionId: "s-new",
        timestamp: "",
        // No language chosen in the window: the nation's and the person's words decide.
        language: "",
      });
    },
  );

  it("sends a typed message and renders the markdown reply, links opening safely", async () => {
    signIn();
    const fetchMock = serveChat({
      [send]: replies([
        chatReply({
          answerContent:
            "Your route is **approved**.\n\n- one\n- two\n\nSee [the guide](https://example.com/guide).",
        }),
      ]),
    });
    renderNavi();
    const chat = await openChat();
    await typeMessage("Is my route approved?");

    expect(await within(chat).findByText("approved", { selector: "strong" })).toBeInTheDocument();
    expect(within(chat).getByText("Is my route approved?")).toBeInTheDocument();
    expect(within(chat).getAllByRole("listitem")).toHaveLength(2);
    const link = within(chat).getByRole("link", { name: /the guide/ });
    expect(link).toHaveAttribute("href", "https://example.com/guide");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(sentFields(fetchMock, 0)).toMatchObject({
      message: "Is my route approved?",
      questionType: "text",
      sessionId: "s-1",
    });
    expect(screen.getByRole("textbox", { name: "Message to Navi" })).toHaveValue("");
  });

  it("lets the user choose the chat's language in its header, remembered and sent with each message", async () => {
    signIn();
    const fetchMock = serveChat({
      "GET /api/chatbot/greeting/taro": (url) =>
        jsonResponse(
          200,
          url.searchParams.get("language") === "en"
            ? chatGreeting()
            : chatGreeting({ nation: "Japanese", language: "ja", answerContent: "こんにちは、タロウさん！" }),
        ),
      [send]: replies([chatReply({ answerContent: "Sure." })]),
    });
    renderNavi();
    const chat = await openChat();
    await within(chat).findByText("こんにちは、タロウさん！");
    await userEvent.click(within(chat).getByRole("button", { name: "チャットの言語：日本語" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "English" }));
    expect(await within(chat).findByText("Taro", { selector: "strong" })).toBeInTheDocument();
    expect(
      callsTo(fetchMock, "GET /api/chatbot/greeting/taro").at(-1)?.url.searchParams.get("language"),
    ).toBe("en");
    expect(localStorage.getItem("naviLanguage")).toBe("en");
    await typeMessage("定期券を申請したい");
    expect(await within(chat).findByText("Sure.")).toBeInTheDocument();
    expect(sentFields(fetchMock, 0)).toMatchObject({ language: "en" });
  });

  it("answers a failed send with the spec's error reply in the chat's language, without a toast", async () => {
    signIn();
    serveChat({
      "GET /api/chatbot/greeting/taro": () =>
        jsonResponse(200, chatGreeting({ nation: "Vietnamese", language: "vi", answerContent: "Xin chào!" })),
      [send]: () => jsonResponse(500, { message: "Internal error", errors: [] }),
    });
    renderNavi();
    const chat = await openChat();
    await within(chat).findByText("Xin chào!");
    await userEvent.type(screen.getByRole("textbox", { name: "Tin nhắn gửi Navi" }), "Xin chào{Enter}");

    expect(await within(chat).findByText(chatErrorTexts.sendFailed.vi)).toBeInTheDocument();
    expect(screen.queryByText("Failed to save data. Please try again.")).not.toBeInTheDocument();
    expect(within(chat).queryByRole("status")).not.toBeInTheDocument();
  });

  it("gives up after the spec's 10 seconds with the same error reply", async () => {
    signIn();
    const timeout = vi.spyOn(AbortSignal, "timeout");
    serveChat({
      [send]: () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
    });
    renderNavi();
    const chat = await openChat();
    await typeMessage("Hello");

    expect(await within(chat).findByText(chatErrorTexts.sendFailed.en)).toBeInTheDocument();
    expect(timeout).toHaveBeenCalledWith(10_000);
  });

  it("ends the portal session on 403, as every call does", async () => {
    signIn();
    serveChat({ [send]: () => jsonResponse(403, { message: "Session expired", errors: [] }) });
    renderNavi();
    const chat = await openChat();
    await typeMessage("Hello");

    expect(await screen.findByText("Your session has expired.")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
    expect(within(chat).queryByText(chatErrorTexts.sendFailed.en)).not.toBeInTheDocument();
  });

  it("sends the stored auth key and keeps a new one from a response header", async () => {
    signIn();
    localStorage.setItem("authKey", "key-1");
    const fetchMock = serveChat({
      "GET /api/chatbot/greeting/taro": () =>
        new Response(JSON.stringify(chatGreeting()), {
          status: 200,
          headers: { "Content-Type": "application/json", "X-Auth-Key": "key-2" },
        }),
    });
    renderNavi();
    const chat = await openChat();
    await within(chat).findByText("Taro", { selector: "strong" });
    expect(callsTo(fetchMock, "GET /api/chatbot/greeting/taro")[0]?.headers).toMatchObject({
      "x-auth-key": "key-1",
      module: "FES",
      Authorization: expect.stringMatching(/^Bearer /),
    });
    expect(localStorage.getItem("authKey")).toBe("key-2");

    await typeMessage("Hello");
    await within(chat).findByText("OK");
    expect(callsTo(fetchMock, send)[0]?.headers["x-auth-key"]).toBe("key-2");
  });

  it("drops a refused auth key and asks once more without it", async () => {
    signIn();
    localStorage.setItem("authKey", "someone-elses");
    const fetchMock = serveChat({
      "GET /api/chatbot/greeting/taro": (_url, _body, headers) =>
        headers["x-auth-key"]
          ? jsonResponse(401, { message: "Permission denied", errors: [] })
          : new Response(JSON.stringify(chatGreeting()), {
              status: 200,
              headers: { "Content-Type": "application/json", "X-Auth-Key": "fresh" },
            }),
    });
    renderNavi();
    const chat = await openChat();
    await within(chat).findByText("Taro", { selector: "strong" });
    const calls = callsTo(fetchMock, "GET /api/chatbot/greeting/taro");
    expect(calls.map((call) => call.headers["x-auth-key"])).toEqual(["someone-elses", undefined]);
    expect(localStorage.getItem("authKey")).toBe("fresh");
  });

  it("resumes the conversation from the history after a reload, and a closed chat starts anew", async () => {
    signIn();
    const fetchMock = serveChat({
      [newConversation]: () => jsonResponse(200, { sessionId: "s-9" }),
      [send]: replies([chatReply({ answerContent: "Hello Taro.", sessionId: "s-9", agentType: "ticket" })]),
      "GET /api/chatbot/history/s-9": () =>
        jsonResponse(200, [
          {
            text: "Hello",
            isFromUser: true,
            channelId: "web",
            taskName: null,
            data: null,
            answerType: "text",
            language: "en",
            timestamp: "2026-04-01T09:00:00+09:00",
          },
          {
            text: "Hello **Taro**, welcome back.",
            isFromUser: false,
            channelId: "web",
            taskName: null,
            data: null,
            answerType: "text",
            language: "en",
            timestamp: "2026-04-01T09:00:01+09:00",
          },
        ]),
    });
    const first = renderNavi();
    let chat = await openChat();
    await typeMessage("Hello");
    await within(chat).findByText("Hello Taro.");
    expect(callsTo(fetchMock, newConversation)).toHaveLength(1);
    first.unmount();

    renderNavi();
    chat = await openChat();
    expect(await within(chat).findByText("welcome back.", { exact: false })).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/chatbot/history/s-9")).toHaveLength(1);
    await typeMessage("One more thing");
    await waitFor(() => expect(callsTo(fetchMock, send)).toHaveLength(2));
    expect(sentFields(fetchMock, 1)).toMatchObject({ sessionId: "s-9", agentType: "ticket" });
    expect(callsTo(fetchMock, newConversation)).toHaveLength(1);

    await userEvent.click(within(chat).getByRole("button", { name: "Close Navi and end the conversation" }));
    expect(sessionStorage.getItem("naviSession")).toBeNull();
    chat = await openChat();
    expect(within(chat).queryByText("One more thing")).not.toBeInTheDocument();
    await typeMessage("New topic");
    await waitFor(() => expect(callsTo(fetchMock, newConversation)).toHaveLength(2));
  });

  it("minimises with the conversation kept, and hides the button until it is shown again", async () => {
    signIn();
    serveChat();
    renderNavi();
    let chat = await openChat();
    await typeMessage("Hello");
    await within(chat).findByText("OK");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const launcher = screen.getByRole("button", { name: openLabel });
    expect(launcher).toHaveFocus();
    chat = await openChat();
    expect(within(chat).getByText("OK")).toBeInTheDocument();

    await userEvent.click(within(chat).getByRole("button", { name: "Hide the Navi button" }));
    expect(screen.queryByRole("button", { name: openLabel })).not.toBeInTheDocument();
    expect(localStorage.getItem("naviHidden")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Show the Navi button" }));
    expect(screen.getByRole("button", { name: openLabel })).toBeInTheDocument();
    expect(localStorage.getItem("naviHidden")).toBeNull();
  });
});
