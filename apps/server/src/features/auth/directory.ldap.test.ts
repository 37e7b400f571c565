import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DirectoryConfig } from "../../config/env";
import { type Slapd, startSlapd } from "../../testing/slapd";
import { createDirectory, type Directory, DirectoryUnavailableError } from "./directory";

describe("corporate directory (a real slapd)", () => {
  let slapd: Slapd;
  let config: DirectoryConfig;
  let directory: Directory;
  beforeAll(async () => {
    slapd = await startSlapd([
      { uid: "employee1", password: "corporate-password", mail: "employee1@example.com" },
      { uid: "employee2", password: "corporate-password" },
    ]);
    const { url, bindDn, bindPassword, baseDn } = slapd;
    config = { url, bindDn, bindPassword, baseDn, userFilter: "(uid={{userId}})" };
    directory = createDirectory(config);
  });
  afterAll(() => slapd?.stop());

  it("accepts the right password and refuses a wrong one", async () => {
    expect(await directory.verify("employee1", "corporate-password")).toBe(true);
    expect(await directory.verify("employee1", "corporate-passwordX")).toBe(false);
  });

  it("never treats an empty password as right (an unauthenticated bind)", async () => {
    expect(await directory.verify("employee1", "")).toBe(false);
  });

  it("refuses a user the directory does not know", async () => {
    expect(await directory.verify("nobody", "corporate-password")).toBe(false);
  });

  it.each(["*", "employee*", "employee1)(uid=*", "*)(|(uid=*", "employee1\\", "employee1\0", "$&"])(
    "escapes filter metacharacters in the user ID %j",
    async (userId) => {
      expect(await directory.verify(userId, "corporate-password")).toBe(false);
    },
  );

  it("matches no one through a widened filter, even where a match would be unique", async () => {
    // Only employee1 under a filter that restricts by mail: "*" would match exactly one entry.
    const byMail = createDirectory({ ...config, userFilter: "(&(mail=*)(uid={{userId}}))" });
    expect(await byMail.verify("employee1", "corporate-password")).toBe(true);
    expect(await byMail.verify("*", "corporate-password")).toBe(false);
    expect(await byMail.verify("employee1)(uid=*", "corporate-password")).toBe(false);
  });

  it("reports a directory it cannot reach as unavailable", async () => {
    const closed = createDirectory({ ...config, url: `ldap://127.0.0.1:${await closedPort()}` });
    await expect(closed.verify("employee1", "corporate-password")).rejects.toBeInstanceOf(
      DirectoryUnavailableError,
    );
  });

  it("reports a service account the directory refuses as unavailable, not as a wrong password", async () => {
    const wrongService = createDirectory({ ...config, bindPassword: "not-the-service-password" });
    await expect(wrongService.verify("employee1", "corporate-password")).rejects.toBeInstanceOf(
      DirectoryUnavailableError,
    );
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
