import fs from "node:fs";
import path from "node:path";
import { AvatarLimits } from "@portal/contract/employee-avatar/employee-avatar.constants";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { imageBytes, imageHeaders, multipartPayload } from "../../testing/upload";

type Headers = Record<string, string>;

const urlPattern = /^\/api\/employeeAvatar\/(\d+)\/([A-Za-z0-9_-]{32})$/;

/** A solid colour photo of the given size. */
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

/** The GPS IFD pointer tag (0x8825) in a little- or big-endian EXIF block. */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

describe("employee avatar", () => {
  let t: TestApp;
  const clock = createFakeClock(new Date("2026-05-01T00:00:00Z"));
  const users: Record<string, { id: number; headers: Headers }> = {};
  let gpsPng: Buffer;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    const dept = await createDepartment(t.db);
    for (const account of ["employee1", "employee2", "employee3"]) {
      const employee = await createEmployee(t.db, { account, deptId: dept.id });
      users[account] = { id: employee.id, headers: (await signIn(t, account)).headers };
    }
    gpsPng = await solid(640, 480)
      .png()
      .withIccProfile("p3")
      .withExif({
        IFD0: { Make: "TestCam", Model: "Secret Phone" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "35/1 40/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "139/1 45/1 0/1",
        },
      })
      .toBuffer();
  });
  afterAll(() => t.close());

  const user = (account: string) => {
    const found = users[account];
    if (!found) throw new Error(`no test user ${account}`);
    return found;
  };
  const avatarDir = () => path.join(t.config.dataDir, "employee-avatars");
  const storedFiles = () => (fs.existsSync(avatarDir()) ? fs.readdirSync(avatarDir()).sort() : []);
  const rowOf = (account: string) =>
    t.db
      .selectFrom("employeeAvatars")
      .selectAll()
      .where("employeeId", "=", user(account).id)
      .executeTakeFirst();

  const post = (headers: Headers, filename: string, content: Buffer, contentType = "image/png") => {
    const body = multipartPayload([{ name: "file", filename, contentType, content }]);
    return t.app.inject({
      method: "POST",
      url: "/api/employeeAvatar/uploadAvatar",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const upload = async (account: string, content: Buffer, filename = "me.png") => {
    const response = await post(user(account).headers, filename, content);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toMatch(urlPattern);
    return response.body;
  };
  const getAvatar = (headers: Headers) =>
    t.app.inject({ method: "GET", url: "/api/employeeAvatar/getAvatar", headers });
  const get = (url: string) => t.app.inject({ method: "GET", url });

  const expectRefused = async (
    response: Awaited<ReturnType<typeof post>>,
    status: number,
    message: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ message, errors: [{ field: "file", errorMessage: message }] });
  };

  it("needs a session to upload or to read the URL (403)", async () => {
    expect((await post({}, "me.png", gpsPng)).statusCode).toBe(403);
    expect((await getAvatar({})).statusCode).toBe(403);
    expect(storedFiles()).toEqual([]);
  });

  it("answers an empty text before the first upload", async () => {
    const response = await getAvatar(user("employee1").headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("stores a 256×256 WebP without EXIF, GPS or ICC, and serves it at the URL getAvatar answers", async () => {
    const source = await sharp(gpsPng).metadata();
    expect(source.exif && hasGpsTag(source.exif)).toBe(true);
    expect(source.icc).toBeDefined();

    const url = await upload("employee1", gpsPng);
    expect(url).toBe(`/api/employeeAvatar/${user("employee1").id}/${urlPattern.exec(url)?.[2]}`);
    const answer = await getAvatar(user("employee1").headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(url);

    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from("Secret Phone"))).toBe(false);

    const row = await rowOf("employee1");
    expect(row).toMatchObject({
      contentType: "image/webp",
      size: image.rawPayload.length,
      updatedAt: clock.now().toISOString(),
    });
    expect(storedFiles()).toEqual([row?.storedName]);
    expect(fs.readFileSync(path.join(avatarDir(), row?.storedName ?? ""))).toEqual(image.rawPayload);
  });

  it("cuts the centre square of a wide photo (cover)", async () => {
    // Blue sides, a red centre square: the stored photo is red to (nearly) its edges.
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0000ff" } })
      .composite([{ input: await solid(100, 100).png().toBuffer(), left: 100, top: 0 }])
      .png()
      .toBuffer();
    const url = await upload("employee2", wide, "wide.png");
    const { data, info } = await sharp((await get(url)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([256, 256]);
    for (const [x, y] of [
      [8, 8],
      [247, 8],
      [8, 247],
      [247, 247],
      [128, 128],
    ] as const) {
      const at = (y * info.width + x) * info.channels;
      const [red = 0, , blue = 0] = data.subarray(at, at + 3);
      expect(red, `pixel ${x},${y}`).toBeGreaterThan(150);
      expect(blue, `pixel ${x},${y}`).toBeLessThan(80);
    }
  });

  it("accepts WebP too", async () => {
    const url = await upload("employee3", await solid(50, 80).webp().toBuffer(), "me.webp");
    const metadata = await sharp((await get(url)).rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("replaces the earlier photo: the old file and its URL are gone", async () => {
    const first = (await getAvatar(user("employee1").headers)).body;
    const before = await rowOf("employee1");
    clock.advance(60_000);
    const second = await upload("employee1", await solid(400, 400).jpeg().toBuffer(), "new.jpg");
    expect(second).not.toBe(first);
    const after = await rowOf("employee1");
    expect(after?.storedName).not.toBe(before?.storedName);
    expect(fs.existsSync(path.join(avatarDir(), before?.storedName ?? ""))).toBe(false);
    expect(fs.existsSync(path.join(avatarDir(), after?.storedName ?? ""))).toBe(true);
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(second)).statusCode).toBe(200);
    expect((await getAvatar(user("employee1").headers)).body).toBe(second);
    // One file per employee with a photo.
    expect(storedFiles()).toHaveLength(3);
  });

  it("serves nothing for a wrong version or an employee without a photo (404)", async () => {
    const url = (await getAvatar(user("employee1").headers)).body;
    const [, id, version = ""] = urlPattern.exec(url) ?? [];
    const wrong = `${version.slice(0, -1)}${version.endsWith("A") ? "B" : "A"}`;
    expect((await get(`/api/employeeAvatar/${id}/${wrong}`)).statusCode).toBe(404);
    // Another employee's id with this version.
    expect((await get(`/api/employeeAvatar/${user("employee2").id}/${version}`)).statusCode).toBe(404);
    expect((await get(`/api/employeeAvatar/999999/${version}`)).statusCode).toBe(404);
    expect((await get(`/api/employeeAvatar/${id}/not.a.version`)).statusCode).toBe(400);
  });

  describe("refusals leave the photo and the files as they were", () => {
    let before: { files: string[]; url: string };
    beforeAll(async () => {
      before = { files: storedFiles(), url: (await getAvatar(user("employee1").headers)).body };
    });
    const unchanged = async () =>
      expect({ files: storedFiles(), url: (await getAvatar(user("employee1").headers)).body }).toEqual(
        before,
      );

    it("refuses HTML disguised as a PNG, and other non-images, in the user's language (400)", async () => {
      const english = "Only PNG, JPEG, WebP and HEIF/HEIC photos can be used as your profile photo.";
      for (const content of [imageBytes.html, imageBytes.svg, imageBytes.gif]) {
        await expectRefused(await post(user("employee1").headers, "me.png", content), 400, english);
      }
      const japanese = "プロフィール写真に使えるのは PNG、JPEG、WebP、HEIF/HEIC の画像のみです。";
      await expectRefused(
        await post({ ...user("employee1").headers, "content-language": "ja" }, "me.png", imageBytes.html),
        400,
        japanese,
      );
      await unchanged();
    });

    it("refuses a file that only starts like an image (400)", async () => {
      const message = "This photo could not be read. Please save it as JPEG or PNG and try again.";
      await expectRefused(await post(user("employee1").headers, "me.png", imageHeaders.png), 400, message);
      await expectRefused(await post(user("employee1").headers, "me.jpg", imageHeaders.jpg), 400, message);
      await unchanged();
    });

    it("refuses an upload without a file (400)", async () => {
      const message = "Please choose a photo to upload.";
      const empty = await post(user("employee1").headers, "me.png", Buffer.alloc(0));
      await expectRefused(empty, 400, message);
      const notMultipart = await t.app.inject({
        method: "POST",
        url: "/api/employeeAvatar/uploadAvatar",
        headers: user("employee1").headers,
        payload: { file: "x" },
      });
      await expectRefused(notMultipart, 400, message);
      await unchanged();
    });

    it("refuses a file over 5 MB (413)", async () => {
      const big = Buffer.concat([gpsPng, Buffer.alloc(AvatarLimits.maxBytes)]);
      await expectRefused(
        await post(user("employee1").headers, "big.png", big),
        413,
        "The photo must be 5 MB or smaller.",
      );
      await unchanged();
    });

    it("refuses a small file announcing too many pixels before decoding it (400)", async () => {
      // 8000×6000 pixels of one colour: a small file that would take ~150 MB once decoded.
      const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(AvatarLimits.maxBytes);
      await expectRefused(
        await post(user("employee1").headers, "bomb.png", bomb),
        400,
        "The photo is too large: it may have at most 40 million pixels.",
      );
      await unchanged();
    });
  });
});
