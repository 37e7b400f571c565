import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { type ApiSession, okJson, readAs } from "../support/api-session";
import { solidPng } from "../support/png";
import {
  expectShown,
  expectShownOverPages,
  fileNamePayloads,
  isoFromToday,
  nth,
  type ProfileRequestField,
  press,
  profileRequestFieldNames,
  profileRequestValue,
  rename,
  sessionOf,
  shownFileName,
  upTo,
} from "../support/xss-fields";

// Stored XSS, field by field (support/xss-fields.ts says how): profiles, change requests,
// education, addresses and working history.

test.describe("profiles and change requests holding XSS payloads", () => {
  // Each test writes through the API, then reads several screens: more than the default budget.
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  /**
   * Six members of Quality Assurance whom no other journey uses: they ask for profile, address and
   * education changes (hr1 approves them round after round, so their history holds every round),
   * keep their working history and working addresses; hr1 and deputy1 read them.
   */
  const ownerAccounts = [
    "hiroshi.kobayashi",
    "tung.hoang",
    "minh.hoang",
    "makoto.suzuki",
    "aoi.matsumoto",
    "mai.inoue",
  ];
  const rounds = 9;
  const profileValue = (field: ProfileRequestField, round: number, owner: number) =>
    profileRequestValue(field, round, owner, ownerAccounts.length);
  const reasons = upTo(500);
  const reasonOf = (round: number, owner: number) => nth(reasons, round * ownerAccounts.length + owner);
  const places = upTo(100);
  const schoolNames = upTo(200);

  let baseURL: string;
  let api: APIRequestContext;
  let owners: ApiSession[];
  let hr: ApiSession;
  let colleague: ApiSession;
  let today: string;

  test.beforeAll(async ({ playwright }, testInfo) => {
    baseURL = testInfo.project.use.baseURL ?? "";
    api = await playwright.request.newContext({ baseURL });
    owners = [];
    for (const account of ownerAccounts) owners.push(await sessionOf(api, account));
    hr = await sessionOf(api, "hr1");
    colleague = await sessionOf(api, "deputy1");
    today = isoFromToday(0);
  });

  test.afterAll(async () => {
    await api?.dispose();
  });

  async function askProfileChange(owner: number, round: number): Promise<number> {
    const fields = Object.fromEntries(
      profileRequestFieldNames.map((field) => [field, profileValue(field, round, owner)]),
    );
    const request = await okJson<{ id: number }>(
      api.post("/api/employeeChange/requests", {
        headers: (owners[owner] as ApiSession).headers,
        data: { fields, effectiveDate: today, reason: reasonOf(round, owner) },
      }),
      `profile request ${owner}/${round}`,
    );
    return request.id;
  }

  const approve = (id: number, comment: string) =>
    okJson(
      api.post(`/api/employeeChange/requests/${id}/approve`, { headers: hr.headers, data: { comment } }),
      `approve ${id}`,
    );

  test("deputy1's colleague directory shows the full names hr1 approved, round after round", async ({
    browser,
  }) => {
    await readAs(browser, colleague, baseURL, async (page, nothingRanYet) => {
      for (let round = 0; round < rounds; round++) {
        for (const owner of owners.keys()) {
          await approve(await askProfileChange(owner, round), reasonOf(round + 1, owner));
        }
        if (round === 0) {
          await page.goto("/colleagues");
        } else {
          await nothingRanYet();
          await page.reload();
        }
        await page.getByRole("combobox", { name: "Department" }).selectOption({ label: "Quality Assurance" });
        await expectShown(
          page,
          owners.flatMap((_, owner) => [
            profileValue("fullname", round, owner),
            profileValue("fullnameJP", round, owner),
          ]),
        );
      }
    });
  });
  /** What each owner has waiting for hr1, and what hr1 approved before (their history). */
  interface Pending {
    profileId: number;
    addressId: number;
    /** The owner's display name now (the desk names them by it). */
    name: string;
    files: string[];
    history: string[];
    address: string[];
  }
  const pending: Pending[] = [];

  /** An address request's values: prefecture (20 characters), city, town, building, the reason. */
  const addressValues = (round: number, owner: number) => ({
    prefecture: nth(upTo(20), round + owner),
    city: nth(places, round * 24 + owner),
    town: nth(places, round * 24 + owner + 6),
    building: nth(places, round * 24 + owner + 12),
    description: nth(reasons, round * 24 + owner + 18),
  });
  const educationValues = (record: number, owner: number) => ({
    schoolName: nth(schoolNames, record * ownerAccounts.length + owner),
    specialized: nth(schoolNames, record * ownerAccounts.length + owner + 40),
    reason: nth(reasons, record * ownerAccounts.length + owner + 20),
  });

  test.describe("hr1 reads the waiting requests", () => {
    test.beforeAll(async () => {
      // Renamed, so that the desk's names are payloads too (other ones than the tickets' owners').
      const names = upTo(60).slice(-ownerAccounts.length);
      await rename(api, owners, names);
      let file = 0;
      const attach = async (owner: ApiSession, requestId: number, count: number) => {
        const attached: string[] = [];
        for (const payload of fileNamePayloads.slice(file, file + count)) {
          const request = await okJson<{ evidences: { fileName: string }[] }>(
            api.post(`/api/employeeChange/requests/${requestId}/evidences`, {
              headers: owner.headers,
              multipart: {
                evidences: {
                  name: `${payload}.png`,
                  mimeType: "image/png",
                  buffer: solidPng(4, 4, [3, 3, 3]),
                },
              },
            }),
            `evidence ${payload}`,
          );
          const fileName = request.evidences.at(-1)?.fileName;
          expect(fileName).toBe(shownFileName(payload));
          attached.push(shownFileName(payload));
        }
        file += count;
        return attached;
      };
      for (const [owner, session] of owners.entries()) {
        const history: string[] = [];
        for (let record = 0; record < rounds; record++) {
          const { schoolName, specialized, reason } = educationValues(record, owner);
          const request = await okJson<{ id: number }>(
            api.post("/api/employee/add-education-request", {
              headers: session.headers,
              data: {
                schoolName,
                literacy: "bachelor",
                specialized,
                graduationYear: 2010,
                graduationRating: "Good",
                status: "graduated",
                reason,
              },
            }),
            `education ${owner}/${record}`,
          );
          await approve(request.id, reason);
          history.push(schoolName, specialized);
        }
        const moved = addressValues(0, owner);
        const movedRequest = await okJson<{ id: number }>(
          api.post("/api/employeeChange/address", {
            headers: session.headers,
            data: { postCode: "1000001", ...moved, changeDate: today },
          }),
          `address ${owner}`,
        );
        await approve(movedRequest.id, moved.description);
        history.push(moved.prefecture, moved.city, moved.town, moved.building);
        for (let round = 0; round < rounds; round++) {
          history.push(...profileRequestFieldNames.map((field) => profileValue(field, round, owner)));
        }
        const waiting = addressValues(1, owner);
        const addressRequest = await okJson<{ id: number }>(
          api.post("/api/employeeChange/address", {
            headers: session.headers,
            data: { postCode: "1000001", ...waiting, changeDate: isoFromToday(1) },
          }),
          `address ${owner}`,
        );
        const profileId = await askProfileChange(owner, rounds);
        const files = [
          ...(await attach(session, profileId, 5)),
          ...(await attach(session, addressRequest.id, owner === 0 ? 3 : 0)),
        ];
        pending.push({
          profileId,
          addressId: addressRequest.id,
          name: names[owner] ?? "",
          files,
          history,
          address: Object.values(waiting),
        });
      }
      expect(pending.flatMap((owner) => owner.files)).toHaveLength(fileNamePayloads.length);
    });

    /**
     * hr1 opens an owner's waiting requests from the desk: the profile request (its values, reason,
     * files and the owner's whole change history, page by page), then the address request.
     */
    async function hrReads(browser: Browser, owner: number) {
      const waiting = pending[owner] as Pending;
      const requests: [number, string[]][] = [
        [
          waiting.profileId,
          [
            ...profileRequestFieldNames.map((field) => profileValue(field, rounds, owner)),
            reasonOf(rounds, owner),
            ...waiting.files.slice(0, 5),
          ],
        ],
        [waiting.addressId, [...waiting.address, ...waiting.files.slice(5)]],
      ];
      await readAs(browser, hr, baseURL, async (page) => {
        await page.goto("/employee-change/hr");
        await expectShown(
          page,
          pending.map((other) => other.name),
        );
        for (const [requestId, expected] of requests) {
          await press(
            page.getByRole("button", { name: `Open ${waiting.name}'s request #${requestId}`, exact: true }),
          );
          const drawer = `[role="dialog"]:has-text("Change request #${requestId}")`;
          await expectShown(page, [waiting.name, ...expected], drawer);
          if (requestId === waiting.profileId) await expectShownOverPages(page, waiting.history, drawer);
          await page.keyboard.press("Escape");
          await expect(page.locator(drawer)).toHaveCount(0);
        }
      });
    }

    for (const shown of [
      [0, 1],
      [2, 3],
      [4, 5],
    ]) {
      test(`the desk shows owners ${shown.join(" and ")}'s values, reasons, files and history as text`, async ({
        browser,
      }) => {
        for (const owner of shown) await hrReads(browser, owner);
      });
    }
  });
  test("the owners read their own profile and working addresses: what they typed stays text", async ({
    browser,
  }) => {
    const records = rounds;
    const long = upTo(2000);
    const history = (record: number, owner: number) => {
      const at = record * ownerAccounts.length + owner;
      return {
        companyName: nth(upTo(200), at),
        projectName: nth(upTo(200), at + 13),
        role: nth(upTo(100), at + 26),
        technologies: nth(upTo(500), at + 39),
        description: nth(long, at + 52),
      };
    };
    const workingAddress = (record: number, owner: number) => ({
      address1: nth(upTo(200), record * ownerAccounts.length + owner + 7),
      address2: nth(upTo(200), record * ownerAccounts.length + owner + 60),
    });
    const direct = (owner: number) => ({
      description: nth(long, owner * 4),
      japaneseNote: nth(upTo(500), owner * 4 + 1),
      emergencyContactName: nth(upTo(100), owner * 4 + 2),
    });
    const customerAddress = (owner: number) => nth(upTo(200), owner * 4 + 3);
    for (const [owner, session] of owners.entries()) {
      await okJson(
        api.put("/api/employee/changeProfile", { headers: session.headers, data: direct(owner) }),
        `profile of ${session.account}`,
      );
      await okJson(
        api.put("/api/employee/changeWorkplace", {
          headers: session.headers,
          data: { customerAddress: customerAddress(owner) },
        }),
        `workplace of ${session.account}`,
      );
      for (let record = 0; record < records; record++) {
        await okJson(
          api.post("/api/workinghistory", {
            headers: session.headers,
            data: { ...history(record, owner), fromMonth: `20${10 + record}-04`, toMonth: null },
          }),
          `working history ${owner}/${record}`,
        );
        await okJson(
          api.post("/api/employeeWorkingAddress/changeWorkingAddress", {
            headers: session.headers,
            data: {
              postCode: "1000001",
              ...workingAddress(record, owner),
              changeDate: isoFromToday(10 + record),
            },
          }),
          `working address ${owner}/${record}`,
        );
      }
    }
    for (const [owner, session] of owners.entries()) {
      const own = Array.from({ length: records }, (_, record) => record);
      await readAs(browser, session, baseURL, async (page, nothingRanYet) => {
        await page.goto("/profile");
        await expectShown(page, [
          ...Object.values(direct(owner)),
          customerAddress(owner),
          // Applied by hr1's approvals: the last approved round, the address moved today, the schools.
          ...profileRequestFieldNames.map((field) => profileValue(field, rounds - 1, owner)),
          ...Object.values(addressValues(0, owner)).slice(0, 4),
          ...own.flatMap((record) => {
            const { schoolName, specialized } = educationValues(record, owner);
            return [schoolName, specialized];
          }),
          ...own.flatMap((record) => Object.values(history(record, owner))),
        ]);
        await nothingRanYet();
        await page.goto("/working-address");
        await expectShown(
          page,
          own.flatMap((record) => Object.values(workingAddress(record, owner))),
        );
      });
    }
  });
});
