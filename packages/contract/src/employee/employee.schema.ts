import { z } from "zod";

export const sexValues = ["M", "F", "O"] as const;

/** Employee profile (spec: GET employee/profile). Dates are YYYY-MM-DD; missing values are null. */
export const employeeProfileSchema = z.object({
  id: z.number().int(),
  employeeCode: z.string(),
  account: z.string(),
  displayName: z.string(),
  fullname: z.string(),
  fullnameJP: z.string().nullable(),
  companyCode: z.string(),
  companyName: z.string(),
  deptId: z.number().int(),
  deptCode: z.string(),
  deptName: z.string(),
  position: z.string().nullable(),
  workPlace: z.string().nullable(),
  sex: z.enum(sexValues).nullable(),
  birthday: z.string().nullable(),
  nationality: z.string().nullable(),
  fjpJoinedDate: z.string().nullable(),
  fjpContractType: z.string().nullable(),
  postCode: z.string().nullable(),
  prefecture: z.string().nullable(),
  city: z.string().nullable(),
  town: z.string().nullable(),
  building: z.string().nullable(),
  tel: z.string().nullable(),
  contactMail: z.string().nullable(),
  status: z.number().int(),
});

export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;
