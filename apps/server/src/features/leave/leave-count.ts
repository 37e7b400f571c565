import { LeaveStatus } from "@portal/contract/leave/leave.constants";
import type { Db } from "../../db/database";
import { countQueue } from "./leave-request.repository";

/** The statuses the leader's and HR's queues are read in. */
export const leaveQueueStatuses = { submitted: LeaveStatus.submitted, approved: LeaveStatus.approved };

/** How many leave requests wait for the employee as a leader, or as HR (the menu numbers). */
export function countLeaveQueue(db: Db, queue: "leader" | "hr", employeeId: number): Promise<number> {
  return countQueue(db, queue, employeeId, leaveQueueStatuses);
}
