/** Where to open the portal: a wildcard address is opened as localhost. */
export function openAddress(host: string, port: number): string {
  const shown = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host;
  return `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}`;
}

/**
 * What `npm start` prints once the portal listens, outside production: the address to open and,
 * with the demo company, who can sign in.
 */
export function startBanner(options: {
  title: string;
  address: string;
  demo?: { password: string; accounts: readonly string[] };
}): string {
  const lines = [`${options.title} is running at ${options.address}`];
  if (options.demo) {
    lines.push(
      `Demo sign-ins (password ${options.demo.password}): ${options.demo.accounts.join(", ")}`,
      "Set NODE_ENV=production for a real deployment: no demo company, request logs at info.",
    );
  }
  return `\n${lines.join("\n")}\n\n`;
}
