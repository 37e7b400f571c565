import { HttpStatus } from "@portal/contract/common/http";
import { UploadMessages } from "@portal/contract/common/upload";
import { AppError } from "./app-error";

/** How many uploads this instance reads and checks at once: per user, and in all. */
export interface UploadCaps {
  perUser: number;
  total: number;
}

/**
 * The uploads in flight on one instance. A slot is taken when a call starts reading its body and
 * given back when the call ends, however it ends; beyond either cap the call is refused with 429
 * at once rather than queued (a queued upload would still hold its connection and its body).
 */
export function createUploadSlots(caps: UploadCaps) {
  const perUser = new Map<number, number>();
  let total = 0;

  return {
    /** Takes a slot for the user, or throws the 429; the function returned gives it back (once). */
    take(userId: number): () => void {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= caps.perUser) {
        throw new AppError(HttpStatus.tooManyRequests, UploadMessages.tooManyOfYours, {
          params: { max: caps.perUser },
        });
      }
      if (total >= caps.total) throw new AppError(HttpStatus.tooManyRequests, UploadMessages.serverBusy);
      perUser.set(userId, mine + 1);
      total++;
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        total--;
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      };
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
