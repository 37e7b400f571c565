import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { signIn } from "../testing/sign-in";
import { createTicketCompany } from "../testing/ticket-company";
import { imageBytes, multipartPayload } from "../testing/upload";
import { uploadTemporaryDirectory } from "./upload-reader";

// What a process stopped mid-upload (a crash, a kill) left in DATA_DIR is not kept for ever.
describe("upload temporaries left behind", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" } },
      people: { employee1: { department: "dev" }, leader1: { department: "dev" } },
    });
  });
  afterAll(() => t.close());

  it("are deleted on the instance's first upload once an hour old; younger ones are left alone", async () => {
    const directory = uploadTemporaryDirectory(t.config.dataDir);
    fs.mkdirSync(directory, { recursive: true });
    const old = path.join(directory, "left-by-a-crash.part");
    const young = path.join(directory, "another-instance-reading.part");
    fs.writeFileSync(old, "half an upload");
    fs.writeFileSync(young, "half an upload");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);

    const { headers } = await signIn(t, "employee1");
    const body = multipartPayload([
      { name: "file", filename: "photo.png", contentType: "image/png", content: imageBytes.png },
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/commutationTicket/upload",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    await expect.poll(() => fs.existsSync(old)).toBe(false);
    expect(fs.readdirSync(directory)).toEqual([path.basename(young)]);
  });
});
