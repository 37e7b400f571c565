import type { Migration } from "kysely";
import * as m0001 from "./0001-organization-and-accounts";
import * as m0002 from "./0002-sign-in-security";
import * as m0003 from "./0003-menu";
import * as m0004 from "./0004-campaigns";
import * as m0005 from "./0005-page-views";
import * as m0006 from "./0006-notifications";
import * as m0007 from "./0007-commuting-tickets";
import * as m0008 from "./0008-ticket-deciders";
import * as m0009 from "./0009-employee-avatars";
import * as m0010 from "./0010-colleague-directory";
import * as m0011 from "./0011-self-service-menu";
import * as m0012 from "./0012-employee-change-requests";
import * as m0013 from "./0013-working-addresses";
import * as m0014 from "./0014-working-history-and-masters";
import * as m0015 from "./0015-chat-sessions";
import * as m0016 from "./0016-comments";
import * as m0017 from "./0017-help-pages";
import * as m0018 from "./0018-change-request-threads";
import * as m0019 from "./0019-help-editors";
import * as m0020 from "./0020-ticket-list-indexes";
import * as m0021 from "./0021-jobs-and-mail";
import * as m0022 from "./0022-sign-in-pairs-and-devices";
import * as m0023 from "./0023-idempotency-keys";
import * as m0024 from "./0024-api-reference-menu";
import * as m0025 from "./0025-section-fares";
import * as m0026 from "./0026-leave";
import * as m0027 from "./0027-leave-menu";
import * as m0028 from "./0028-leave-reminders";

/** Every migration, in order. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  "0001-organization-and-accounts": m0001,
  "0002-sign-in-security": m0002,
  "0003-menu": m0003,
  "0004-campaigns": m0004,
  "0005-page-views": m0005,
  "0006-notifications": m0006,
  "0007-commuting-tickets": m0007,
  "0008-ticket-deciders": m0008,
  "0009-employee-avatars": m0009,
  "0010-colleague-directory": m0010,
  "0011-self-service-menu": m0011,
  "0012-employee-change-requests": m0012,
  "0013-working-addresses": m0013,
  "0014-working-history-and-masters": m0014,
  "0015-chat-sessions": m0015,
  "0016-comments": m0016,
  "0017-help-pages": m0017,
  "0018-change-request-threads": m0018,
  "0019-help-editors": m0019,
  "0020-ticket-list-indexes": m0020,
  "0021-jobs-and-mail": m0021,
  "0022-sign-in-pairs-and-devices": m0022,
  "0023-idempotency-keys": m0023,
  "0024-api-reference-menu": m0024,
  "0025-section-fares": m0025,
  "0026-leave": m0026,
  "0027-leave-menu": m0027,
  "0028-leave-reminders": m0028,
};
