import type { Generated } from "kysely";

/** An employee's profile photo: at most one row per employee (docs/decisions/021). */
export interface EmployeeAvatarsTable {
  id: Generated<number>;
  employeeId: number;
  /** The file's name under DATA_DIR/employee-avatars: 32 random hex digits and its extension. */
  storedName: string;
  contentType: string;
  /** Bytes of the stored file. */
  size: number;
  /** When the photo was last replaced (ISO-8601). */
  updatedAt: string;
}
