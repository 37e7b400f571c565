import { describe, expect, it } from "vitest";
import { changeProfileSchema, changeWorkplaceSchema, employeeProfileSchema } from "./employee.schema";
import { profileFields, profileFieldsIn } from "./profile-fields";

const sorted = (keys: readonly string[]) => [...keys].sort();

describe("the profile field table", () => {
  it("is what changeProfile accepts: exactly the direct fields", () => {
    expect(sorted(Object.keys(changeProfileSchema.shape))).toEqual(sorted(profileFieldsIn("direct")));
  });

  it("is what changeWorkplace accepts: exactly the workplace fields", () => {
    expect(sorted(Object.keys(changeWorkplaceSchema.shape))).toEqual(sorted(profileFieldsIn("workplace")));
  });

  it("names only fields of the profile", () => {
    const profileKeys = Object.keys(employeeProfileSchema.shape);
    for (const field of Object.keys(profileFields)) expect(profileKeys, field).toContain(field);
  });
});
