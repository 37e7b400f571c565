import type { Kit, Person } from "./permission-world";

// The objects of the portal's shared features rows act on: notifications, campaigns, menu items,
// help pages, comments, chats and delegations.

/** A notification to the owner. */
export async function notificationOf(kit: Kit, owner: Person): Promise<number> {
  const text = JSON.stringify({ en: "Your pass is ready", ja: "定期券の準備ができました" });
  const row = await kit.db
    .insertInto("notifications")
    .values({
      recipientId: owner.id,
      severity: 1,
      title: text,
      message: text,
      link: null,
      senderId: null,
      createdAt: new Date().toISOString(),
      readAt: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A campaign running from `startDate` for two months. */
export async function campaignOf(kit: Kit, startDate: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await kit.db
    .insertInto("campaigns")
    .values({
      imageUrl: "/campaigns/demo.png",
      titleEn: "Health week",
      titleJa: "健康週間",
      contentEn: "Walk more.",
      contentJa: "もっと歩こう。",
      startDate,
      expiredDate: `${Number(startDate.slice(0, 4)) + 1}${startDate.slice(4)}`,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A campaign image uploaded by a manager; answers the name to send as `imageFile`. */
export async function campaignImageOf(kit: Kit, manager: Person): Promise<string> {
  return (await kit.upload<{ imageFile: string }>(manager, "/api/campaigns/images", [kit.pngPart("file")]))
    .imageFile;
}

/** A menu item of the company's own, as an administrator makes it (hidden: no one's menu changes). */
export const menuItemInput = {
  parentId: null,
  titleKey: "Matrix link",
  icon: null,
  screen: null,
  url: "https://example.com/matrix",
  target: null,
  hidden: true,
  skip: false,
  numberSource: null,
  roles: [],
};

export async function menuItemOf(kit: Kit, administrator: Person): Promise<number> {
  return (await kit.call<{ id: number }>(administrator, "POST", "/api/menu/items", menuItemInput)).id;
}

/** The help page the matrix edits (its own address, so the shipped pages stay as they are). */
export const helpPage = { feature: "permission-matrix", function: "check", order: 1 };
const helpPath = `/api/markdown/${helpPage.feature}/${helpPage.function}/${helpPage.order}`;

/** A draft of the matrix's help page, saved by an editor. */
export async function helpDraftOf(kit: Kit, editor: Person): Promise<void> {
  await kit.call(editor, "PUT", `${helpPath}/draft`, {
    language: "en",
    title: "Matrix",
    markdown: "# Matrix",
  });
}

/** A published revision of the matrix's help page. */
export async function helpRevisionOf(kit: Kit, editor: Person): Promise<number> {
  await helpDraftOf(kit, editor);
  await kit.call(editor, "POST", `${helpPath}/publish`, { language: "en" });
  const [revision] = await kit.call<{ id: number }[]>(editor, "GET", `${helpPath}/revisions?lang=en`);
  if (!revision) throw new Error("no help revision");
  return revision.id;
}

/** A help image uploaded by an editor; answers its file name. */
export async function helpImageOf(kit: Kit, editor: Person): Promise<string> {
  const { url } = await kit.upload<{ url: string }>(editor, "/api/markdown/images", [kit.pngPart("file")]);
  return url.slice(url.lastIndexOf("/") + 1);
}

/** A comment the author wrote on an object's thread. */
export async function commentOf(
  kit: Kit,
  author: Person,
  objectType: string,
  objectId: number,
): Promise<number> {
  const url = `/api/comments/${objectType}/${objectId}`;
  return (await kit.call<{ id: number }>(author, "POST", url, { comment: "Is the receipt attached?" })).id;
}

/** A chat session of the owner. */
export async function chatSessionOf(kit: Kit, owner: Person): Promise<string> {
  return (await kit.call<{ sessionId: string }>(owner, "POST", "/api/chatbot/new-conversation")).sessionId;
}

/** A delegation the delegator gave, starting next year (so it hands on nothing today). */
export async function delegationOf(kit: Kit, delegator: Person, delegate: Person): Promise<number> {
  const row = await kit.db
    .insertInto("ticketDelegations")
    .values({
      delegatorId: delegator.id,
      delegateId: delegate.id,
      role: "leader",
      fromDate: "2027-02-01",
      toDate: "2027-02-05",
      createdAt: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
