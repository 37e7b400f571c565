import { HttpStatus } from "@portal/contract/common/http";
import { buildPath } from "@portal/contract/common/route";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import {
  type AddEducationRequest,
  type Education,
  EducationLimits,
  EducationMessages,
  educationCertificatesFieldsSchema,
  type UpdateEducationRequest,
} from "@portal/contract/employee-education/employee-education.schema";
import { routes } from "@portal/contract/routes";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import type { FileDownload } from "../../lib/file-response";
import { visibleOrNotFound } from "../../lib/visible";
import type { SessionClaims } from "../auth/token";
import { type Viewer, viewerOf } from "../employee-change/change-access";
import { addEvidences } from "../employee-change/change-evidence.service";
import { openEvidenceFile } from "../employee-change/change-evidence.storage";
import type { ReadEvidenceUpload } from "../employee-change/change-evidence.upload";
import { changesFrom } from "../employee-change/change-rules";
import { createChangeRequest } from "../employee-change/change-save.service";
import { openRequestsOf, presentById, presentRequests } from "../employee-change/employee-change.service";
import { certificateSignature, isCertificateSignature } from "./education-certificate";
import { educationInputValues, educationValues } from "./education-values";
import { toEducation } from "./employee-education.presenter";
import * as educations from "./employee-education.repository";

/** An education record is read by its employee and HR; to anyone else it does not exist (404). */
function mayReadRecord(viewer: Viewer, record: { employeeId: number }): boolean {
  return record.employeeId === viewer.employeeId || viewer.isHr;
}

/** A link past its expiry (the contract's 410). */
const gone = 410;

/** GET employee/get-education: the caller's approved records with their certificates. */
export async function getEducation(deps: AppDeps, session: SessionClaims): Promise<Education[]> {
  const rows = await educations.findByEmployeeId(deps.db, session.employeeId);
  const certificates = await educations.findCertificatesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toEducation(
      row,
      certificates.filter((certificate) => certificate.educationId === row.id),
    ),
  );
}

/** GET employee/get-education-request: the caller's education requests not yet applied. */
export async function getEducationRequests(deps: AppDeps, session: SessionClaims): Promise<ChangeRequest[]> {
  const [rows, viewer] = await Promise.all([
    openRequestsOf(deps, session.employeeId, "education"),
    viewerOf(deps, session),
  ]);
  return presentRequests(deps, rows, viewer);
}

/** POST employee/add-education-request: a new record, submitted to HR (it takes effect when approved). */
export async function addEducationRequest(
  deps: AppDeps,
  session: SessionClaims,
  input: AddEducationRequest,
): Promise<ChangeRequest> {
  const values = educationInputValues(input);
  const row = await createChangeRequest(deps, {
    employeeId: session.employeeId,
    kind: "education",
    targetId: null,
    effectiveDate: companyToday(deps),
    changes: changesFrom(values, educationValues(undefined), { keepAll: true }),
    reason: input.reason || null,
    draft: input.isDraft,
  });
  return presentById(deps, row.id, await viewerOf(deps, session));
}

/**
 * POST employee/update-education-request: a change to one of the caller's own records (another's that
 * HR reads: 401; unknown, or not the caller's to read: 404); a request that changes nothing is a 400.
 */
export async function updateEducationRequest(
  deps: AppDeps,
  session: SessionClaims,
  input: UpdateEducationRequest,
): Promise<ChangeRequest> {
  const [found, viewer] = await Promise.all([
    educations.findById(deps.db, input.employeeEducationId),
    viewerOf(deps, session),
  ]);
  const record = visibleOrNotFound(
    found,
    (education) => mayReadRecord(viewer, education),
    () => AppError.field("employeeEducationId", EducationMessages.notFound, undefined, HttpStatus.notFound),
  );
  if (record.employeeId !== session.employeeId) throw AppError.permissionDenied();
  const row = await createChangeRequest(deps, {
    employeeId: session.employeeId,
    kind: "education",
    targetId: record.id,
    effectiveDate: companyToday(deps),
    changes: changesFrom(educationInputValues(input), educationValues(record)),
    reason: input.reason || null,
    draft: input.isDraft,
  });
  return presentById(deps, row.id, await viewerOf(deps, session));
}

/**
 * POST employee/upload-education-certficates (multipart `requestId` and `evidences`): certificates
 * of the caller's own education request while it is editable.
 */
export async function uploadEducationCertificates(
  deps: AppDeps,
  session: SessionClaims,
  read: ReadEvidenceUpload,
): Promise<ChangeRequest> {
  const upload = await read();
  const fields = educationCertificatesFieldsSchema.safeParse(upload?.fields ?? {});
  if (!upload || !fields.success) throw AppError.field("requestId", "common.invalidRequest");
  return addEvidences(deps, session, fields.data.requestId, async () => upload, "education");
}

/**
 * GET employee/:id/education-presign-url?evidenceId: a link to a certificate of record :id, valid
 * for EducationLimits.presignMinutes, for the record's owner or HR (unknown, or anyone else's: 404).
 */
export async function presignCertificate(
  deps: AppDeps,
  session: SessionClaims,
  educationId: number,
  certificateId: number,
): Promise<{ url: string; expiresAt: string }> {
  const [record, certificate, viewer] = await Promise.all([
    educations.findById(deps.db, educationId),
    educations.findCertificate(deps.db, certificateId),
    viewerOf(deps, session),
  ]);
  if (!record || !certificate || certificate.educationId !== record.id || !mayReadRecord(viewer, record)) {
    throw AppError.field("evidenceId", EducationMessages.notFound, undefined, HttpStatus.notFound);
  }
  const expires = deps.clock.now().getTime() + EducationLimits.presignMinutes * 60_000;
  const signature = certificateSignature(deps.config.tokenSecret, certificate.id, expires);
  const path = buildPath(routes.employeeEducation.educationCertificate.path, { evidenceId: certificate.id });
  return {
    url: `${path}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires).toISOString(),
  };
}

/**
 * GET employee/education-certificate/:evidenceId?expires&signature, without a session: the
 * signature is the permission. A signature this server did not make for this certificate and
 * expiry is a 404 (nothing is revealed); a genuine link past its expiry is a 410.
 */
export async function openCertificate(
  deps: AppDeps,
  certificateId: number,
  link: { expires: number; signature: string },
): Promise<FileDownload> {
  if (!isCertificateSignature(deps.config.tokenSecret, certificateId, link.expires, link.signature)) {
    throw AppError.notFound();
  }
  if (deps.clock.now().getTime() >= link.expires) throw new AppError(gone, EducationMessages.linkExpired);
  const certificate = await educations.findCertificate(deps.db, certificateId);
  if (!certificate) throw AppError.notFound();
  const file = await openEvidenceFile(deps.config.dataDir, certificate.storedName);
  if (!file) throw AppError.notFound();
  return { fileName: certificate.fileName, contentType: certificate.contentType, ...file };
}
