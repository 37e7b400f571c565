import {
  campaignImageOf,
  campaignOf,
  helpDraftOf,
  helpImageOf,
  helpPage,
  helpRevisionOf,
  menuItemInput,
  menuItemOf,
  notificationOf,
} from "../permission-portal-objects";
import { anyone, policyOf, row, type SetupContext, signedIn } from "../permission-types";

const everyone = signedIn({ others: "ok" });
const ownerOnly = signedIn({ others: 401, owner: "ok" });
const administratorOnly = signedIn({ others: 401, administrator: "ok" });
/** HR and administrators: campaign managers, notification senders, help editors. */
const hrOrAdministrator = signedIn({ others: 401, hr: "ok", administrator: "ok" });
/** HR's management of the company's pages, no one's request: the owner holding HR's role manages too. */
const hrManaging = signedIn({ others: 401, hr: "ok", administrator: "ok", decidingOwner: "ok" });

const campaignTexts = {
  titleEn: "Health week",
  titleJa: "健康週間",
  contentEn: "Walk more.",
  contentJa: "もっと歩こう。",
  startDate: "2027-01-01",
  expiredDate: "2027-01-31",
};

/** The administrator makes the other employee a help editor (decision 026). */
const grantEditor = ({ kit, cast }: SetupContext) =>
  kit.call(cast.people.administrator, "PUT", `/api/markdown/editors/${cast.people.otherEmployee.id}`);

/** Campaigns, the menu, page views, notifications, postal codes and the help centre. */
export const portalPolicy = policyOf({
  "campaign.current": row({
    setup: async ({ kit }) => ({ id: await campaignOf(kit, "2026-11-01") }),
    request: () => ({}),
    expect: everyone,
  }),
  "campaign.detail": [
    row({
      state: "running",
      setup: async ({ kit }) => ({ id: await campaignOf(kit, "2026-11-01") }),
      request: ({ id }) => ({ params: { id } }),
      expect: everyone,
    }),
    row({
      state: "not started yet",
      setup: async ({ kit }) => ({ id: await campaignOf(kit, "2027-01-01") }),
      request: ({ id }) => ({ params: { id } }),
      expect: signedIn({ others: 404, hr: "ok", administrator: "ok", decidingOwner: "ok" }),
    }),
  ],
  "campaign.list": row({ request: () => ({}), expect: hrOrAdministrator }),
  "campaign.create": row({
    setup: async ({ kit, cast }) => ({ imageFile: await campaignImageOf(kit, cast.people.administrator) }),
    request: ({ imageFile }) => ({ body: { ...campaignTexts, imageFile } }),
    expect: hrManaging,
  }),
  "campaign.update": row({
    setup: async ({ kit }) => ({ id: await campaignOf(kit, "2027-01-01") }),
    request: ({ id }) => ({ params: { id }, body: { ...campaignTexts, titleEn: "Health month" } }),
    expect: hrManaging,
  }),
  "campaign.remove": row({
    setup: async ({ kit }) => ({ id: await campaignOf(kit, "2027-01-01") }),
    request: ({ id }) => ({ params: { id } }),
    expect: hrManaging,
  }),
  "campaign.uploadImage": row({
    request: (_, { kit }) => ({ multipart: [kit.pngPart("file")] }),
    expect: hrOrAdministrator,
  }),
  "campaign.image": [
    row({
      state: "an uploaded banner",
      setup: async ({ kit, cast }) => ({ fileName: await campaignImageOf(kit, cast.people.administrator) }),
      request: ({ fileName }) => ({ params: { fileName } }),
      expect: anyone("ok"),
    }),
    row({
      state: "a name never stored",
      request: () => ({ params: { fileName: `${"0".repeat(32)}.png` } }),
      expect: anyone(404),
    }),
  ],
  "menu.userMenu": [
    row({
      state: "the caller's own",
      request: (_, { caller }) => ({ params: { id: caller.account } }),
      expect: everyone,
    }),
    row({
      state: "the owner's",
      request: (_, { owner }) => ({ params: { id: owner.account } }),
      expect: ownerOnly,
    }),
  ],
  "menu.numbers": row({ request: () => ({}), expect: everyone }),
  "menu.showNavi": row({ request: () => ({}), expect: everyone }),
  "menu.listItems": row({ request: () => ({}), expect: administratorOnly }),
  "menu.createItem": row({ request: () => ({ body: menuItemInput }), expect: administratorOnly }),
  "menu.updateItem": row({
    setup: async ({ kit, cast }) => ({ id: await menuItemOf(kit, cast.people.administrator) }),
    request: ({ id }) => ({ params: { id }, body: { ...menuItemInput, titleKey: "Matrix link 2" } }),
    expect: administratorOnly,
  }),
  "menu.deleteItem": row({
    setup: async ({ kit, cast }) => ({ id: await menuItemOf(kit, cast.people.administrator) }),
    request: ({ id }) => ({ params: { id } }),
    expect: administratorOnly,
  }),
  "menu.reorder": row({
    setup: async ({ kit, cast }) => ({ id: await menuItemOf(kit, cast.people.administrator) }),
    request: ({ id }) => ({ body: { items: [{ id, parentId: null, sortOrder: 900 }] } }),
    expect: administratorOnly,
  }),
  "pageView.record": row({ request: () => ({ body: { path: "/home", title: "Home" } }), expect: everyone }),
  "pageView.daily": row({
    request: (_, { kit }) => ({ query: { from: kit.today, to: kit.today } }),
    expect: administratorOnly,
  }),
  "notification.bell": row({ request: () => ({}), expect: everyone }),
  "notification.all": row({ request: () => ({}), expect: everyone }),
  "notification.summary": row({ request: () => ({}), expect: everyone }),
  // Another user's notification is "not found".
  "notification.detail": row({
    setup: async ({ kit, cast }) => ({ id: await notificationOf(kit, cast.people.owner) }),
    request: ({ id }) => ({ params: { id } }),
    expect: signedIn({ others: 404, owner: "ok" }),
  }),
  "notification.send": row({
    request: (_, { owner }) => ({
      body: {
        audience: { type: "user", employeeId: owner.id },
        severity: 1,
        titleEn: "Matrix",
        messageEn: "A notification from the permission matrix.",
      },
    }),
    expect: hrOrAdministrator,
  }),
  "notification.sync": row({ request: () => ({ body: { afterId: 0 } }), expect: everyone }),
  "notification.markAllAsRead": row({ request: () => ({}), expect: everyone }),
  "notification.markAsRead": row({
    setup: async ({ kit, cast }) => ({ id: await notificationOf(kit, cast.people.owner) }),
    request: ({ id }) => ({ params: { id } }),
    expect: signedIn({ others: 404, owner: "ok" }),
  }),
  // Ids of other people's notifications are left alone (the answer is the same).
  "notification.markManyAsRead": row({
    setup: async ({ kit, cast }) => ({ id: await notificationOf(kit, cast.people.owner) }),
    request: ({ id }) => ({ body: { ids: [id] } }),
    expect: everyone,
  }),
  "notification.audienceOptions": row({ request: () => ({}), expect: hrOrAdministrator }),
  "notification.recipients": row({
    request: (_, { owner }) => ({ query: { search: owner.account } }),
    expect: hrOrAdministrator,
  }),
  "zipCode.lookup": row({ request: () => ({ query: { zipCode: "1000005" } }), expect: everyone }),
  "zipCode.search": row({ request: () => ({ query: { zipCode: "1000005" } }), expect: everyone }),
  "help.menu": row({ request: () => ({}), expect: everyone }),
  "help.search": row({ request: () => ({ query: { q: "ticket", lang: "en" } }), expect: everyone }),
  "help.page": [
    row({
      state: "a shipped page",
      setup: async ({ kit }) => {
        const page = await kit.db
          .selectFrom("helpPages")
          .select(["feature", "function", "orderNo"])
          .where("language", "=", "en")
          .where("publishedAt", "is not", null)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        return { page: { feature: page.feature, function: page.function, order: page.orderNo } };
      },
      request: ({ page }) => ({ params: page }),
      expect: everyone,
    }),
    row({
      state: "an address without a page",
      request: () => ({ params: { feature: "no-such-feature", function: "none", order: 1 } }),
      expect: signedIn({ others: 404 }),
    }),
  ],
  "help.draft": [
    row({ request: () => ({ params: helpPage, query: { lang: "en" } }), expect: hrOrAdministrator }),
    row({
      state: "the other employee made a help editor",
      setup: async (context) => {
        await grantEditor(context);
        return {};
      },
      request: () => ({ params: helpPage, query: { lang: "en" } }),
      expect: signedIn({
        others: 401,
        otherEmployee: "ok",
        hr: "ok",
        administrator: "ok",
        decidingOwner: "ok",
      }),
    }),
  ],
  "help.saveDraft": row({
    request: () => ({ params: helpPage, body: { language: "en", title: "Matrix", markdown: "# Checked" } }),
    expect: hrOrAdministrator,
  }),
  "help.publish": row({
    setup: async ({ kit, cast }) => {
      await helpDraftOf(kit, cast.people.administrator);
      return {};
    },
    request: () => ({ params: helpPage, body: { language: "en" } }),
    expect: hrManaging,
  }),
  "help.revisions": row({
    request: () => ({ params: helpPage, query: { lang: "en" } }),
    expect: hrOrAdministrator,
  }),
  "help.restore": row({
    setup: async ({ kit, cast }) => ({ revisionId: await helpRevisionOf(kit, cast.people.administrator) }),
    request: ({ revisionId }) => ({ params: { ...helpPage, revisionId } }),
    expect: hrManaging,
  }),
  "help.uploadImage": row({
    request: (_, { kit }) => ({ multipart: [kit.pngPart("file")] }),
    expect: hrOrAdministrator,
  }),
  "help.image": [
    row({
      state: "an uploaded image",
      setup: async ({ kit, cast }) => ({ fileName: await helpImageOf(kit, cast.people.administrator) }),
      request: ({ fileName }) => ({ params: { fileName } }),
      expect: anyone("ok"),
    }),
    row({
      state: "a name never stored",
      request: () => ({ params: { fileName: `${"0".repeat(32)}.webp` } }),
      expect: anyone(404),
    }),
  ],
  "help.editors": row({ request: () => ({}), expect: administratorOnly }),
  "help.grantEditor": row({
    request: (_, { owner }) => ({ params: { employeeId: owner.id } }),
    expect: administratorOnly,
  }),
  "help.revokeEditor": row({
    setup: async ({ kit, cast }) => {
      await kit.call(cast.people.administrator, "PUT", `/api/markdown/editors/${cast.people.owner.id}`);
      return {};
    },
    request: (_, { owner }) => ({ params: { employeeId: owner.id } }),
    expect: administratorOnly,
  }),
});
