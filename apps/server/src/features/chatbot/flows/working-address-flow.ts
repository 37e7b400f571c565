import {
  minChangeDate,
  type WorkingAddressChangeResult,
  workingAddressInputSchema,
} from "@portal/contract/working-address/working-address.schema";
import { zipCodeSchema } from "@portal/contract/zip-code/zip-code.schema";
import { lookUpZipCode } from "../../../lib/postal-codes";
import { getWorkingAddress } from "../../commutation-ticket/ticket-context";
import {
  addWorkingAddress,
  changeWorkingAddress,
  listOwnWorkingAddresses,
} from "../../working-address/working-address.service";
import { chatText } from "../chat-texts";
import type { ChatContext } from "../engine/chat-context";
import { type ChatFlow, dateOf, type FormView, textOf } from "../engine/chat-flow";
import { taskButton, textReply, workingAddressButton } from "../engine/chat-reply";
import { problemsOfRefusal, problemsOfSchema, toDataErrorText } from "../engine/data-error";

const displayDate = (date: string) => date.replaceAll("-", "/");

/** The addresses of a post code (Japan Post's data), none for a code that is not 7 digits. */
function addressesOf(postCode: string): string[] {
  const parsed = zipCodeSchema.safeParse(postCode);
  return parsed.success ? lookUpZipCode(parsed.data).map((address) => address.address) : [];
}

function outcome(ctx: ChatContext, result: WorkingAddressChangeResult) {
  const lines = [
    chatText(ctx.language, "addressRecorded", { date: displayDate(result.workingAddress.changeDate) }),
  ];
  const buttons = [workingAddressButton(ctx.language)];
  if (result.ticketsToChange.length > 0) {
    const tickets = result.ticketsToChange
      .map(
        (leg) =>
          `${leg.departure} → ${leg.arrival} (${displayDate(leg.startDate)}–${displayDate(leg.endDate)})`,
      )
      .join(", ");
    lines.push(chatText(ctx.language, "ticketsToChange", { tickets }));
    buttons.push(taskButton(ctx.language, "createTicket"));
  }
  return textReply(lines.join("\n\n"), { taskName: "workingAddress", buttons });
}

/**
 * workingAddress: the new working address form (post code lookup, address, change date), recorded
 * by the working-address service; its errors are one text (spec: plain-string dataError).
 */
export const workingAddressFlow: ChatFlow = {
  task: "workingAddress",
  formKind: "workingAddress",
  slotFields: { postCode: "postCode", date: "changeDate" },

  async initialValues(ctx) {
    const [current, history] = await Promise.all([
      getWorkingAddress(ctx.deps, ctx.session),
      listOwnWorkingAddresses(ctx.deps, ctx.session),
    ]);
    const latest = history.reduce<string | null>(
      (max, record) => (max === null || record.changeDate > max ? record.changeDate : max),
      null,
    );
    return {
      workingAddress: current.workingAddress,
      postCode: null,
      address1: null,
      address2: "",
      changeDate: minChangeDate(ctx.today, latest),
    };
  },

  readOnly: () => ["workingAddress"],

  /** A post code fills in its address (the first, when it has several). */
  async setField(_ctx, frame, field, value) {
    if (field !== "postCode") return value;
    const [address] = addressesOf(textOf(value));
    if (address) frame.values.address1 = address;
    return value;
  },

  async view(ctx, frame): Promise<FormView> {
    const addresses = addressesOf(textOf(frame.values.postCode));
    return {
      text: `${chatText(ctx.language, "addressForm")}\n\n_${chatText(ctx.language, "addressHint")}_`,
      form: {
        kind: "workingAddress",
        taskName: "workingAddress",
        values: frame.values,
        readOnly: ["workingAddress"],
        ...(addresses.length > 1 && {
          options: { address1: addresses.map((address) => ({ value: address, label: address })) },
        }),
      },
    };
  },

  async submit(ctx, _frame, values) {
    const parsed = workingAddressInputSchema.safeParse({
      postCode: textOf(values.postCode),
      address1: textOf(values.address1),
      address2: textOf(values.address2),
      changeDate: dateOf(values.changeDate),
    });
    if (!parsed.success) {
      return { done: false, dataError: toDataErrorText(problemsOfSchema(parsed.error, ctx.language)) };
    }
    try {
      const hasRecord = (await listOwnWorkingAddresses(ctx.deps, ctx.session)).length > 0;
      const record = hasRecord ? changeWorkingAddress : addWorkingAddress;
      return { done: true, replies: [outcome(ctx, await record(ctx.deps, ctx.session, parsed.data))] };
    } catch (error) {
      return { done: false, dataError: toDataErrorText(problemsOfRefusal(error, ctx.language)) };
    }
  },
};
