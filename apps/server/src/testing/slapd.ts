import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { constants } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// A throwaway OpenLDAP server for tests: Debian's slapd with a slapd.conf in a temp dir, an mdb
// database loaded by slapadd, run in the foreground as a child process on a free local port.

const slapdPath = "/usr/sbin/slapd";
const slapaddPath = "/usr/sbin/slapadd";
const baseDn = "dc=example,dc=com";
const peopleDn = `ou=people,${baseDn}`;
const adminDn = `cn=admin,${baseDn}`;

export interface SlapdAccount {
  uid: string;
  password: string;
  mail?: string;
}

export interface Slapd {
  url: string;
  bindDn: string;
  bindPassword: string;
  baseDn: string;
  stop(): Promise<void>;
}

/** Starts slapd with the accounts as inetOrgPerson entries uid=<uid>,ou=people,dc=example,dc=com. */
export async function startSlapd(accounts: SlapdAccount[]): Promise<Slapd> {
  await fs.access(slapdPath, constants.X_OK).catch(() => {
    throw new Error(
      `${slapdPath} is missing: install Debian's slapd package (apt-get install slapd), or run \`npm run test:quick\`, which leaves the *.ldap.* tests out`,
    );
  });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-slapd-"));
  try {
    const bindPassword = randomBytes(12).toString("base64url");
    const conf = path.join(dir, "slapd.conf");
    await fs.mkdir(path.join(dir, "data"));
    await fs.writeFile(conf, slapdConf(dir, bindPassword));
    await fs.writeFile(path.join(dir, "entries.ldif"), entriesLdif(accounts));
    await promisify(execFile)(slapaddPath, ["-q", "-f", conf, "-l", path.join(dir, "entries.ldif")]);
    const { child, port } = await spawnOnFreePort(conf);
    return {
      url: `ldap://127.0.0.1:${port}`,
      bindDn: adminDn,
      bindPassword,
      baseDn,
      async stop() {
        await stopChild(child);
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

function slapdConf(dir: string, rootPassword: string): string {
  return `${["core", "cosine", "inetorgperson"].map((s) => `include /etc/ldap/schema/${s}.schema`).join("\n")}
pidfile ${dir}/slapd.pid
argsfile ${dir}/slapd.args
modulepath /usr/lib/ldap
moduleload back_mdb
# Like the servers that answer a DN with an empty password as a successful (anonymous) bind, so
# tests show that such a bind never passes for a right password.
allow bind_anon_dn

database mdb
suffix "${baseDn}"
rootdn "${adminDn}"
rootpw ${ssha(rootPassword)}
directory ${dir}/data
dbnosync
# As a corporate directory would: anonymous clients may only bind, users read, passwords stay hidden.
access to attrs=userPassword by anonymous auth by * none
access to * by users read by * none
`;
}

function entriesLdif(accounts: SlapdAccount[]): string {
  const entries = [
    [`dn: ${baseDn}`, "objectClass: dcObject", "objectClass: organization", "dc: example", "o: Example"],
    [`dn: ${peopleDn}`, "objectClass: organizationalUnit", "ou: people"],
    ...accounts.map(({ uid, password, mail }) => {
      if (!/^[\w.-]+$/.test(uid)) throw new Error(`startSlapd: uid must be letters, digits, ".", "-" or "_"`);
      return [
        `dn: uid=${uid},${peopleDn}`,
        "objectClass: inetOrgPerson",
        `uid: ${uid}`,
        `cn: ${uid}`,
        `sn: ${uid}`,
        ...(mail ? [value("mail", mail)] : []),
        value("userPassword", ssha(password)),
      ];
    }),
  ];
  return `${entries.map((lines) => lines.join("\n")).join("\n\n")}\n`;
}

/** An LDIF attribute line, base64-encoded so any value is safe. */
function value(attribute: string, text: string): string {
  return `${attribute}:: ${Buffer.from(text).toString("base64")}`;
}

/** {SSHA}: base64(SHA-1(password + salt) + salt), which slapd checks without extra modules. */
function ssha(password: string): string {
  const salt = randomBytes(8);
  const digest = createHash("sha1").update(password).update(salt).digest();
  return `{SSHA}${Buffer.concat([digest, salt]).toString("base64")}`;
}

/** Picks a free port and starts slapd on it; another process may take the port first, so retry. */
async function spawnOnFreePort(conf: string): Promise<{ child: ChildProcess; port: number }> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    // -d 0: stay in the foreground (a child we can stop) with no debug output.
    const child = spawn(slapdPath, ["-h", `ldap://127.0.0.1:${port}/`, "-f", conf, "-d", "0"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    try {
      await waitUntilListening(child, port);
      // If the test process ends without stop(), do not leave slapd running.
      const kill = () => child.kill("SIGKILL");
      process.once("exit", kill);
      child.once("exit", () => process.off("exit", kill));
      return { child, port };
    } catch (error) {
      lastError = error;
      await stopChild(child);
    }
  }
  throw lastError;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(child: ChildProcess, port: number): Promise<void> {
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`slapd exited (${child.exitCode ?? child.signalCode}): ${stderr.trim()}`);
    }
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`slapd did not listen on port ${port} within 10 s: ${stderr.trim()}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** SIGTERM lets slapd close its database; SIGKILL if it has not gone after 5 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
