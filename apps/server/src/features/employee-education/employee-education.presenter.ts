import {
  degreeLevels,
  type Education,
  educationStatuses,
  graduationRatings,
} from "@portal/contract/employee-education/employee-education.schema";
import type { CertificateRow, EducationRow } from "./employee-education.repository";

const oneOf = <const T extends readonly string[]>(
  list: T,
  value: string | null,
  fallback: T[number] | null,
) => (value !== null && list.includes(value) ? (value as T[number]) : fallback);

export function toEducation(row: EducationRow, certificates: CertificateRow[]): Education {
  return {
    id: row.id,
    employeeEducationId: row.id,
    schoolName: row.schoolName,
    literacy: oneOf(degreeLevels, row.literacy, "other") ?? "other",
    specialized: row.specialized,
    graduationYear: row.graduationYear,
    graduationRating: oneOf(graduationRatings, row.graduationRating, null),
    status: oneOf(educationStatuses, row.status, "graduated") ?? "graduated",
    evidences: certificates.map((certificate) => ({
      id: certificate.id,
      educationId: certificate.educationId,
      fileName: certificate.fileName,
      // A name to show, not a link: the file is reached through education-presign-url.
      filePath: `education/${certificate.educationId}/${certificate.fileName}`,
      isDelete: certificate.isDelete === 1,
    })),
  };
}
