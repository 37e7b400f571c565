import type { Comment, CommentWithReplies } from "@portal/contract/comment/comment.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type Answers, callsTo, serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { CommentThread } from "./comment-thread";

const threadPath = "/api/comments/commutationTicket/5";

function fakeComment(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    parentId: null,
    avatar: null,
    fullName: "Kenta Sato",
    comment: `Comment ${id}`,
    createdAt: "2026-04-05T00:05:00.000Z",
    createdBy: 7,
    modifiedAt: null,
    modifiedBy: null,
    canEdit: false,
    ...overrides,
  };
}

const withReplies = (comment: Comment, listReplies: Comment[] = []): CommentWithReplies => ({
  ...comment,
  listReplies,
});

function renderThread(answers: Answers, disabled = false) {
  const fetchMock = serve(answers);
  renderRoutes(
    [
      {
        path: "/",
        element: <CommentThread objectType="commutationTicket" objectId={5} disabled={disabled} />,
      },
    ],
    "/",
    undefined,
    { env: "test" },
  );
  return fetchMock;
}

describe("CommentThread", { timeout: 30_000 }, () => {
  it("lists comments with name, time and replies one level deep", async () => {
    const thread = [
      withReplies(fakeComment(1, { comment: "Is the route fine?" }), [
        fakeComment(2, { parentId: 1, fullName: "Aoi Mori", comment: "Yes." }),
      ]),
    ];
    renderThread({ [`GET ${threadPath}`]: () => jsonResponse(200, thread) });
    expect(await screen.findByText("Is the route fine?")).toBeInTheDocument();
    expect(screen.getByText("Kenta Sato")).toBeInTheDocument();
    expect(screen.getByText("Aoi Mori")).toBeInTheDocument();
    const [time] = screen.getAllByTitle(/^05-Apr-2026 \d\d:05:00$/);
    expect(time?.tagName).toBe("TIME");
  });

  it("shows the empty state and posts a new comment with a counter up to 500 characters", async () => {
    let thread: CommentWithReplies[] = [];
    const fetchMock = renderThread({
      [`GET ${threadPath}`]: () => jsonResponse(200, thread),
      [`POST ${threadPath}`]: (_url, body) => {
        const created = fakeComment(9, { comment: (body as { comment: string }).comment, canEdit: true });
        thread = [withReplies(created)];
        return jsonResponse(200, created);
      },
    });
    expect(await screen.findByText("No comments yet.")).toBeInTheDocument();
    const box = screen.getByRole("textbox", { name: "New comment" });
    expect(box).toHaveAttribute("maxlength", "500");
    const post = screen.getByRole("button", { name: "Post" });
    expect(post).toBeDisabled();
    await userEvent.type(box, "  Hello  ");
    expect(screen.getByText("9 / 500")).toBeInTheDocument();
    await userEvent.click(post);
    expect(await screen.findByText("Hello")).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${threadPath}`)[0]?.body).toEqual({ comment: "Hello" });
    await waitFor(() => expect(box).toHaveValue(""));
  });

  it("replies under the top-level comment, also when answering a reply", async () => {
    const thread = [withReplies(fakeComment(1), [fakeComment(2, { parentId: 1, fullName: "Aoi Mori" })])];
    const fetchMock = renderThread({
      [`GET ${threadPath}`]: () => jsonResponse(200, thread),
      [`POST ${threadPath}`]: () => jsonResponse(200, fakeComment(3, { parentId: 1 })),
    });
    await screen.findByText("Comment 2");
    const replyButtons = screen.getAllByRole("button", { name: "Reply" });
    await userEvent.click(replyButtons[1] as HTMLElement);
    await userEvent.type(screen.getByRole("textbox", { name: "Reply to Kenta Sato" }), "Thanks");
    const form = screen.getByRole("textbox", { name: "Reply to Kenta Sato" }).closest("form") as HTMLElement;
    await userEvent.click(within(form).getByRole("button", { name: "Reply" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST ${threadPath}`)[0]?.body).toEqual({ comment: "Thanks", parentId: 1 }),
    );
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Reply to Kenta Sato" })).toBeNull());
  });

  it("lets the author edit and delete their own comment only, after confirming", async () => {
    const thread = [
      withReplies(fakeComment(1, { canEdit: true, comment: "Frist" })),
      withReplies(fakeComment(2)),
    ];
    const fetchMock = renderThread({
      [`GET ${threadPath}`]: () => jsonResponse(200, thread),
      "PUT /api/comments/1": () => jsonResponse(200, fakeComment(1, { comment: "First", canEdit: true })),
      "DELETE /api/comments/1": () => new Response(null, { status: 204 }),
    });
    await screen.findByText("Frist");
    expect(screen.getAllByRole("button", { name: "Edit" })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    const box = screen.getByRole("textbox", { name: "Edit comment" });
    await userEvent.clear(box);
    await userEvent.type(box, "First");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "PUT /api/comments/1")[0]?.body).toEqual({ comment: "First" }),
    );

    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete comment" });
    expect(callsTo(fetchMock, "DELETE /api/comments/1")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(callsTo(fetchMock, "DELETE /api/comments/1")).toHaveLength(1));
  });

  it("offers no reply, post, edit or delete when disabled", async () => {
    renderThread(
      { [`GET ${threadPath}`]: () => jsonResponse(200, [withReplies(fakeComment(1, { canEdit: true }))]) },
      true,
    );
    await screen.findByText("Comment 1");
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.getByRole("button", { name: "Post" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "New comment" })).toBeDisabled();
  });

  it("shows markup as text and only http(s) addresses as links", async () => {
    const script = "<script>alert(1)</script>";
    const image = '<img src=x onerror="alert(1)">';
    const thread = [
      withReplies(fakeComment(1, { comment: script })),
      withReplies(fakeComment(2, { comment: image })),
      withReplies(fakeComment(3, { comment: "See https://example.com/a?b=1. Not javascript:alert(1)" })),
    ];
    renderThread({ [`GET ${threadPath}`]: () => jsonResponse(200, thread) });
    expect(await screen.findByText(script)).toBeInTheDocument();
    expect(screen.getByText(image)).toBeInTheDocument();
    expect(document.body.querySelector("script")).toBeNull();
    expect(document.body.querySelector("img[onerror]")).toBeNull();
    const link = screen.getByRole("link", { name: "https://example.com/a?b=1" });
    expect(link).toHaveAttribute("href", "https://example.com/a?b=1");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});
