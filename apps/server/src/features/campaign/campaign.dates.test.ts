import { describe, expect, it } from "vitest";
import { campaignStatus } from "./campaign.dates";

describe("campaign dates", () => {
  it("counts start and expiry dates as days the campaign runs", () => {
    const campaign = { startDate: "2026-04-01", expiredDate: "2026-04-30" };
    expect(campaignStatus(campaign, "2026-03-31")).toBe("scheduled");
    expect(campaignStatus(campaign, "2026-04-01")).toBe("running");
    expect(campaignStatus(campaign, "2026-04-30")).toBe("running");
    expect(campaignStatus(campaign, "2026-05-01")).toBe("expired");
  });
});
