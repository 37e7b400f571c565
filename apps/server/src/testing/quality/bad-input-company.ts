import type { RouteDefinition } from "@portal/contract/common/route";
import { routes } from "@portal/contract/routes";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import type { TestApp } from "../build-test-app";
import { signIn } from "../sign-in";
import { createTicketCompany, ticketLeg } from "../ticket-company";
import { type CallInput, jsonCall, multipartCall } from "./route-request";

/** A real 2×2 PNG: uploads that decode or re-encode images (help, avatars) accept it. */
export const smallPng = () =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: "#3366ff" } })
    .png()
    .toBuffer();

/**
 * The company the bad-input suite calls as: `boss` is HR, administrator, ticket approver and a
 * delegator, and leads the dev department, so most calls are open to them; the objects they own
 * (a ticket with evidence, a draft change request, a comment, a campaign, a help page...) give
 * the calls real ids, so that a bad text in one field reaches the service.
 */
export async function createBadInputCompany(t: TestApp) {
  const { ids } = await createTicketCompany(t, {
    departments: { dev: { leader: "boss" }, sales: { leader: "lead2" } },
    people: {
      boss: {
        department: "dev",
        roles: { sms: 2, administrator: 1, ticketApprover: 1, delegator: 1 },
      },
      emp1: { department: "dev" },
      deputy: { department: "sales", roles: { delegator: 1 } },
      lead2: { department: "sales" },
    },
  });
  const { headers } = await signIn(t, "boss");
  const png = await smallPng();

  const send = async <T>(options: InjectOptions, what: string): Promise<T> => {
    const response = await t.app.inject(options);
    if (response.statusCode >= 300)
      throw new Error(`fixture ${what}: ${response.statusCode} ${response.body}`);
    const isJson = response.headers["content-type"]?.toString().startsWith("application/json");
    return (isJson ? response.json() : response.body) as T;
  };
  const json = <T>(route: RouteDefinition, input: CallInput, what: string) =>
    send<T>(jsonCall(route, input, headers), what);
  const upload = <T>(route: RouteDefinition, parts: Parameters<typeof multipartCall>[1], what: string) =>
    send<T>(multipartCall(route, parts, headers), what);
  const imagePart = (name = "file") => ({
    name,
    filename: "photo.png",
    contentType: "image/png",
    content: png,
  });

  const campaignImage = await upload<{ imageFile: string }>(
    routes.campaign.uploadImage,
    { parts: [imagePart()] },
    "campaign image",
  );
  const campaign = await json<{ id: number }>(
    routes.campaign.create,
    {
      body: {
        titleEn: "Campaign",
        titleJa: "キャンペーン",
        contentEn: "Text",
        contentJa: "本文",
        startDate: "2026-11-01",
        expiredDate: "2026-12-31",
        imageFile: campaignImage.imageFile,
      },
    },
    "campaign",
  );
  const helpImage = await upload<{ fileName: string }>(
    routes.help.uploadImage,
    { parts: [imagePart()] },
    "help image",
  );
  const helpPage = { feature: "quality", function: "bad-input", order: 1 };
  await json(
    routes.help.saveDraft,
    { params: helpPage, body: { language: "en", title: "Bad input", markdown: "# Bad input" } },
    "help draft",
  );
  await json(routes.help.publish, { params: helpPage, body: { language: "en" } }, "help publish");
  const [revision] = await json<{ id: number }[]>(
    routes.help.revisions,
    { params: helpPage, query: { lang: "en" } },
    "help revisions",
  );

  const route = await json<{ id: number; tickets: { id: number }[] }>(
    routes.commutationTicket.create,
    { body: { tickets: [ticketLeg()] } },
    "ticket",
  );
  const ticketId = route.tickets[0]?.id ?? 0;
  const ticketEvidence = await upload<{ id: number }>(
    routes.commutationTicket.addEvidence,
    { params: { id: ticketId }, parts: [imagePart()] },
    "ticket evidence",
  );
  const changeRequest = await json<{ id: number; evidences: { id: number }[] }>(
    routes.employeeChange.createRequest,
    { body: { fields: { fullname: "Boss Person" }, effectiveDate: "2026-12-01", draft: true } },
    "change request",
  );
  const withEvidence = await upload<{ evidences: { id: number }[] }>(
    routes.employeeChange.uploadEvidences,
    { params: { id: changeRequest.id }, parts: [imagePart("evidences")] },
    "change request evidence",
  );
  const comment = await json<{ id: number }>(
    routes.comment.create,
    { params: { objectType: "commutationTicket", objectId: ticketId }, body: { comment: "First" } },
    "comment",
  );
  const history = await json<{ id: number }>(
    routes.workingHistory.create,
    { body: { companyName: "Portal KK", role: "Developer", fromMonth: "2020-04" } },
    "working history",
  );
  const sectionFare = await json<{ id: number }>(
    routes.sectionFare.save,
    { body: { departure: "新宿", arrival: "東京", oneMonth: 4620 } },
    "section fare",
  );
  const leaveTypes = await json<{ id: number; code: string }[]>(routes.leave.types, {}, "leave types");
  const leaveTypeOf = (code: string) => leaveTypes.find((type) => type.code === code)?.id ?? 0;
  const leaveDay = { fromDate: "2026-12-02", toDate: "2026-12-02", duration: 1, submit: false };
  const leaveDraft = await json<{ id: number }>(
    routes.leave.create,
    { body: { leaveTypeId: leaveTypeOf("U"), ...leaveDay } },
    "leave draft",
  );
  const menuItem = await json<{ id: number }>(
    routes.menu.createItem,
    {
      body: {
        parentId: null,
        titleKey: "menu.quality",
        icon: null,
        screen: "home",
        url: null,
        target: null,
        hidden: true,
        skip: false,
        numberSource: null,
        roles: [],
      },
    },
    "menu item",
  );
  await json(
    routes.notification.send,
    {
      body: {
        audience: { type: "user", employeeId: ids.boss },
        severity: 0,
        titleEn: "Hello",
        messageEn: "Hello",
      },
    },
    "notification",
  );
  const bell = await json<{ data: { id: number }[] }>(routes.notification.bell, {}, "bell");
  const delegation = await json<{ id: number }>(
    routes.commutationTicket.addDelegation,
    { body: { delegateId: ids.deputy, role: "leader", fromDate: "2026-12-01", toDate: "2026-12-05" } },
    "delegation",
  );
  const chat = await json<{ sessionId: string }>(routes.chatbot.newConversation, {}, "chat session");
  const education = await json<{ id: number }>(
    routes.employeeEducation.addEducationRequest,
    {
      body: {
        schoolName: "Tokyo University",
        literacy: "bachelor",
        graduationYear: 2015,
        graduationRating: "Good",
        status: "graduated",
      },
    },
    "education request",
  );
  const avatarUrl = await upload<string>(
    routes.employeeAvatar.uploadAvatar,
    { parts: [imagePart()] },
    "avatar",
  );
  const [avatarEmployeeId, avatarVersion] = avatarUrl.split("?")[0]?.split("/").slice(-2) ?? [];

  return {
    ids,
    headers,
    png,
    ticketId,
    routeId: route.id,
    changeRequestId: changeRequest.id,
    educationRequestId: education.id,
    /** Valid inputs per route key, laid over the samples drawn from the route's schemas. */
    valid: {
      "employee.colleagueInfo": { params: { id: "emp1" } },
      "employee.jobRankHistory": { params: { employeeId: ids.boss, year: 2026 } },
      "employeeChange.address": { body: { changeDate: "2026-12-01", postCode: "1000005" } },
      "employeeChange.getRequest": { params: { id: changeRequest.id } },
      "employeeChange.updateRequest": {
        params: { id: changeRequest.id },
        body: { fields: { fullname: "B Person" } },
      },
      "employeeChange.submitRequest": { params: { id: changeRequest.id } },
      "employeeChange.cancelRequest": { params: { id: changeRequest.id } },
      "employeeChange.deleteEvidence": {
        params: { id: changeRequest.id, evidenceId: withEvidence.evidences[0]?.id },
      },
      "employeeChange.downloadEvidence": {
        params: { id: changeRequest.id, evidenceId: withEvidence.evidences[0]?.id },
      },
      "employeeChange.approve": { params: { id: changeRequest.id } },
      "employeeChange.reject": { params: { id: changeRequest.id } },
      "employeeChange.addressHistory": { query: { employeeId: ids.boss } },
      "employeeChange.latestAddress": { query: { employeeId: ids.boss } },
      "employeeEducation.updateEducationRequest": { body: { employeeEducationId: education.id } },
      "employeeWorkingAddress.getEmployeeWorkingAddress": { params: { id: ids.boss } },
      "workingHistory.update": { params: { id: history.id } },
      "workingHistory.remove": { params: { id: history.id } },
      "employeeAvatar.image": { params: { employeeId: avatarEmployeeId, version: avatarVersion } },
      "campaign.detail": { params: { id: campaign.id } },
      "campaign.create": { body: { imageFile: campaignImage.imageFile } },
      "campaign.update": { params: { id: campaign.id }, body: { imageFile: campaignImage.imageFile } },
      "campaign.remove": { params: { id: campaign.id } },
      "campaign.image": { params: { fileName: campaignImage.imageFile } },
      "sectionFare.save": { body: { departure: "池袋", arrival: "東京", oneMonth: 6_600 } },
      "sectionFare.remove": { params: { id: sectionFare.id } },
      "menu.userMenu": { params: { id: "boss" } },
      "menu.createItem": { body: { parentId: null, url: null } },
      "menu.updateItem": { params: { id: menuItem.id }, body: { parentId: null, url: null } },
      "menu.deleteItem": { params: { id: menuItem.id } },
      "notification.detail": { params: { id: bell.data[0]?.id } },
      "notification.markAsRead": { params: { id: bell.data[0]?.id } },
      "notification.send": { body: { audience: { type: "user", employeeId: ids.boss }, link: null } },
      "commutationTicket.addToRoute": { params: { routeId: route.id } },
      "commutationTicket.update": { body: { id: ticketId } },
      "commutationTicket.updateById": { params: { id: ticketId } },
      "commutationTicket.deleteRoute": { params: { id: route.id } },
      "commutationTicket.deleteTicket": { params: { id: route.id, ticketId } },
      "commutationTicket.cancel": { body: { ticketId } },
      "commutationTicket.getTicket": { params: { id: ticketId } },
      "commutationTicket.getRoute": { params: { id: route.id } },
      "commutationTicket.employeeHistory": { params: { id: ids.boss } },
      "commutationTicket.logs": { params: { id: ticketId } },
      "commutationTicket.payment": { params: { id: ticketId } },
      "commutationTicket.stations": { query: { search: "新宿" } },
      "commutationTicket.price": { query: { dept: "新宿", arvl: "東京" } },
      "commutationTicket.presignURL": { body: { evidenceId: ticketEvidence.id } },
      "commutationTicket.download": { params: { a: ticketId, b: ticketEvidence.id } },
      "commutationTicket.leaderQueue": { params: { id: "boss" } },
      "commutationTicket.hrQueue": { params: { id: "boss" } },
      "commutationTicket.reject": { params: { id: ticketId } },
      "commutationTicket.saveNote": { body: { id: ticketId } },
      "commutationTicket.rejectEvidence": { body: { id: ticketEvidence.id } },
      "commutationTicket.approveEvidence": { params: { id: ticketEvidence.id } },
      "commutationTicket.allowanceHistory": { params: { id: ids.boss } },
      "commutationTicket.allOfAccount": { params: { account: "boss" } },
      "commutationTicket.routeOfEmployee": { params: { id: ids.boss } },
      "commutationTicket.addTicketAF": { body: { employeeId: ids.emp1 } },
      "commutationTicket.updateTicketAF": { body: { employeeId: ids.boss, id: ticketId } },
      "commutationTicket.cancelByAF": { body: { employeeId: ids.boss, ticketId } },
      "commutationTicket.checkOverBudgetAF": { body: { employeeId: ids.emp1 } },
      "commutationTicket.addDelegation": { body: { delegateId: ids.deputy, role: "approver" } },
      "commutationTicket.removeDelegation": { params: { id: delegation.id } },
      "employeeBankAccount.getBranches": { params: { bankCode: "0001" } },
      "chatbot.greeting": { params: { id: "boss" } },
      "chatbot.history": { params: { sessionId: chat.sessionId } },
      "comment.list": { params: { objectType: "commutationTicket", objectId: ticketId } },
      "comment.create": { params: { objectType: "commutationTicket", objectId: ticketId } },
      "comment.update": { params: { id: comment.id } },
      "comment.remove": { params: { id: comment.id } },
      "help.page": { params: helpPage },
      "help.draft": { params: helpPage },
      "help.saveDraft": { params: helpPage },
      "help.publish": { params: helpPage },
      "help.revisions": { params: helpPage },
      "help.restore": { params: { ...helpPage, revisionId: revision?.id } },
      "help.image": { params: { fileName: helpImage.fileName } },
      "help.grantEditor": { params: { employeeId: ids.emp1 } },
      "help.revokeEditor": { params: { employeeId: ids.emp1 } },
      "leave.balance": { query: { employeeId: ids.emp1 } },
      "leave.daysOff": { query: { from: "2026-12-01", to: "2026-12-31" } },
      "leave.obligations": { query: { show: "all" } },
      "leave.ledger": { query: { year: 2026 } },
      "summerVacation.add": { body: { year: 2026, days: 3, employeeIds: [ids.emp1] } },
      "summerVacation.reset": { body: { year: 2026 } },
      "leave.create": {
        body: { leaveTypeId: leaveTypeOf("U"), ...leaveDay, fromDate: "2026-12-03", toDate: "2026-12-03" },
      },
      "leave.detail": { params: { id: leaveDraft.id } },
      "leave.update": { params: { id: leaveDraft.id }, body: { leaveTypeId: leaveTypeOf("U"), ...leaveDay } },
      "leave.remove": { params: { id: leaveDraft.id } },
      "leave.act": { params: { id: leaveDraft.id, action: "submit" } },
      "leave.adjust": {
        body: {
          employeeId: ids.emp1,
          leaveTypeId: leaveTypeOf("ANNUAL"),
          hours: 8,
          grantDate: "2026-12-01",
          reason: "Company anniversary",
        },
      },
    } satisfies Record<string, CallInput>,
  };
}

export type BadInputCompany = Awaited<ReturnType<typeof createBadInputCompany>>;
