import { describe, expect, it } from "vitest";
import {
  type EducationFormValues,
  educationFormFieldOf,
  emptyEducationFormValues,
  graduationYears,
  toEducationBody,
  validateEducationForm,
} from "./education-form-values";

const valid: EducationFormValues = {
  ...emptyEducationFormValues,
  schoolName: " Keio University ",
  literacy: "bachelor",
  specialized: " Economics ",
  graduationYear: "2015",
  graduationRating: "Good",
  status: "graduated",
};

describe("education form values", () => {
  it("offers graduation years from this year back to 1950", () => {
    const years = graduationYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
    expect(years).toHaveLength(77);
  });

  it("needs a school, a degree and, once graduated, the year", () => {
    expect(validateEducationForm(valid)).toEqual({});
    expect(validateEducationForm(emptyEducationFormValues)).toEqual({
      schoolName: "schoolNameRequired",
      literacy: "literacyRequired",
      graduationYear: "graduationYearRequired",
    });
    expect(validateEducationForm({ ...valid, status: "studying", graduationYear: "" })).toEqual({});
    expect(
      validateEducationForm({ ...valid, schoolName: "x".repeat(201), specialized: "y".repeat(201) }),
    ).toEqual({
      schoolName: "schoolNameTooLong",
      specialized: "specializedTooLong",
    });
  });

  it("sends trimmed text, no year or rating while studying, and leaves a blank major out", () => {
    expect(toEducationBody(valid)).toEqual({
      schoolName: "Keio University",
      literacy: "bachelor",
      specialized: "Economics",
      graduationYear: 2015,
      graduationRating: "Good",
      status: "graduated",
    });
    expect(
      toEducationBody({ ...valid, specialized: " ", status: "studying", reason: " Enrolled in April " }),
    ).toEqual({
      schoolName: "Keio University",
      literacy: "bachelor",
      graduationYear: null,
      graduationRating: null,
      status: "studying",
      reason: "Enrolled in April",
    });
  });

  it("puts server field errors on their fields", () => {
    expect(educationFormFieldOf("schoolName")).toBe("schoolName");
    expect(educationFormFieldOf("body.graduationYear")).toBe("graduationYear");
    expect(educationFormFieldOf("evidences.1")).toBe("evidences");
    expect(educationFormFieldOf("employeeEducationId")).toBeUndefined();
  });
});
