import type { Generated } from "kysely";

/** An approved education record of an employee. */
export interface EmployeeEducationsTable {
  id: Generated<number>;
  employeeId: number;
  schoolName: string;
  /** A degree level of the contract (highSchool ... doctor, other). */
  literacy: string;
  specialized: string | null;
  graduationYear: number | null;
  /** A graduation rating of the contract, or null. */
  graduationRating: string | null;
  /** graduated or studying. */
  status: string;
  /** The request that last set it. */
  requestId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A certificate of an education record: a request's evidence file carried over when applied. */
export interface EducationCertificatesTable {
  id: Generated<number>;
  educationId: number;
  evidenceId: number | null;
  fileName: string;
  /** The request evidence's stored file (DATA_DIR/change-request-evidence). */
  storedName: string;
  contentType: string;
  size: number;
  isDelete: Generated<number>;
  createdAt: string;
}
