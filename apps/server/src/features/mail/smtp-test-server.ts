import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

/** One message as it arrived: the SMTP envelope and the parsed message. */
export interface ArrivedMail {
  envelope: { from: string; to: string[] };
  email: Email;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, in order. */
  received: ArrivedMail[];
  close(): Promise<void>;
}

/**
 * For tests: a real SMTP server in the test process on a free local port, without TLS or
 * authentication, that parses what it accepts. Recipients whose address starts with "refused"
 * are refused (550), as a server refuses an unknown mailbox.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ArrivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("refused")) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks), { attachmentEncoding: "arraybuffer" }).then(
          (email) => {
            const from = session.envelope.mailFrom;
            received.push({
              envelope: {
                from: from ? from.address : "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              email,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
