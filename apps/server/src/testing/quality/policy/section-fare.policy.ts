import { policyOf, row, type SetupContext, signedIn } from "../permission-types";

const hrOnly = signedIn({ others: 401, hr: "ok" });

let sections = 0;

/** An official fare set for a section of its own; answers its id. */
async function sectionFareOf({ kit, cast }: SetupContext) {
  sections += 1;
  const saved = await kit.db
    .insertInto("sectionFares")
    .values({
      stationA: `Matrix ${sections}`,
      stationB: "Matrix Terminal",
      oneMonth: 4620,
      threeMonths: null,
      sixMonths: null,
      updatedBy: cast.people.owner.id,
      updatedAt: "2026-11-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: saved.id };
}

/** HR's official fares per section: HR only, whoever else asks. */
export const sectionFarePolicy = policyOf({
  "sectionFare.list": row({ request: () => ({}), expect: hrOnly }),
  "sectionFare.save": row({
    request: (_, { caller }) => ({
      body: { departure: `Matrix ${caller.account}`, arrival: "Matrix Terminal", oneMonth: 4620 },
    }),
    expect: hrOnly,
  }),
  "sectionFare.remove": row({
    setup: sectionFareOf,
    request: ({ id }) => ({ params: { id } }),
    // The company's fares, nobody's own: the owner holding HR's role removes them too.
    expect: signedIn({ others: 401, hr: "ok", decidingOwner: "ok" }),
  }),
});
