import { Client, Filter, InvalidCredentialsError } from "ldapts";
import type { DirectoryConfig } from "../../config/env";

/** The corporate directory: checks a corporate password by an LDAP bind. */
export interface Directory {
  /** True for the right password, false for a wrong one or an unknown user. */
  verify(userId: string, password: string): Promise<boolean>;
}

/** The directory could not answer (unreachable, timed out, refused the service account, ...). */
export class DirectoryUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The corporate directory is unavailable", { cause });
    this.name = "DirectoryUnavailableError";
  }
}

// A sign-in waits at most this long for the directory to connect, and again for each operation.
const timeoutMs = 5_000;

export function createDirectory(config: DirectoryConfig): Directory {
  return {
    async verify(userId, password) {
      // RFC 4513 5.1.2: a simple bind with a DN and an empty password is an unauthenticated bind,
      // which some servers answer with success. It must never count as a right password.
      if (password === "") return false;
      const client = new Client({ url: config.url, timeout: timeoutMs, connectTimeout: timeoutMs });
      try {
        const dn = await findUserDn(client, config, userId);
        if (dn === undefined) return false;
        return await bindAs(client, dn, password);
      } catch (error) {
        throw new DirectoryUnavailableError(error);
      } finally {
        await client.unbind().catch(() => {});
      }
    },
  };
}

/** The DN of the one entry the user filter matches; none or several match: undefined. */
async function findUserDn(client: Client, config: DirectoryConfig, userId: string) {
  if (config.bindDn) await client.bind(config.bindDn, config.bindPassword ?? "");
  // Escaped, so "*", "(", ")", "\" and NUL in a user ID cannot widen or rewrite the filter.
  // A function replacer, so "$&" and the like in a user ID are not replacement patterns.
  const escaped = Filter.escape(userId);
  const filter = config.userFilter.replaceAll("{{userId}}", () => escaped);
  const { searchEntries } = await client.search(config.baseDn, {
    scope: "sub",
    filter,
    sizeLimit: 2,
    attributes: ["1.1"], // the DN only
  });
  return searchEntries.length === 1 ? searchEntries[0]?.dn : undefined;
}

/** Binds as the user on the same connection: a wrong password is false, anything else throws. */
async function bindAs(client: Client, dn: string, password: string): Promise<boolean> {
  try {
    await client.bind(dn, password);
    return true;
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return false;
    throw error;
  }
}
