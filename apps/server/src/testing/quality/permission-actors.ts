/** Who calls: without a token, with an expired one, and the signed-in people of a company. */
export const actors = [
  "signedOut",
  "expired",
  "owner",
  "otherEmployee",
  "ownLeader",
  "otherLeader",
  "hr",
  "approver",
  "delegate",
  "administrator",
] as const;
export type Actor = (typeof actors)[number];
export type SignedInActor = Exclude<Actor, "signedOut" | "expired">;
