import type { WorkingAddressInputRaw } from "@portal/contract/working-address/working-address.schema";
import { postCodeDigits } from "../zip-code/post-code-text";

export const workingAddressFormFields = ["postCode", "address1", "address2", "changeDate"] as const;
export type WorkingAddressFormField = (typeof workingAddressFormFields)[number];

/** The form as typed; the change date is an ISO date ("" while none). */
export type WorkingAddressFormValues = Record<WorkingAddressFormField, string>;

export const emptyWorkingAddressForm: WorkingAddressFormValues = {
  postCode: "",
  address1: "",
  address2: "",
  changeDate: "",
};

/** What can be wrong with the form before it is sent. */
export type WorkingAddressProblem =
  | "postCodeInvalid"
  | "addressRequired"
  | "changeDateRequired"
  | "changeDateTooEarly";

/** The form's own checks before sending (the server checks the same and more). */
export function validateWorkingAddressForm(
  values: WorkingAddressFormValues,
  minDate: string,
): Partial<Record<WorkingAddressFormField, WorkingAddressProblem>> {
  const problems: Partial<Record<WorkingAddressFormField, WorkingAddressProblem>> = {};
  if (postCodeDigits(values.postCode).length !== 7) problems.postCode = "postCodeInvalid";
  if (!values.address1.trim()) problems.address1 = "addressRequired";
  if (!values.changeDate) problems.changeDate = "changeDateRequired";
  else if (values.changeDate < minDate) problems.changeDate = "changeDateTooEarly";
  return problems;
}

export function toWorkingAddressInput(values: WorkingAddressFormValues): WorkingAddressInputRaw {
  return {
    postCode: values.postCode,
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    changeDate: values.changeDate,
  };
}

/** The form field a server error is about, if any. */
export function workingAddressFieldOf(serverField: string): WorkingAddressFormField | undefined {
  return (workingAddressFormFields as readonly string[]).includes(serverField)
    ? (serverField as WorkingAddressFormField)
    : undefined;
}
