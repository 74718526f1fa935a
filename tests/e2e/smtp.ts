// A real SMTP server on a random loopback port that keeps every message it receives, decoded into
// subject, text, html and the links they contain. Start the server under test with
// SMTP_URL=<smtp.url>, then `await smtp.waitFor({ to, subject })`.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text part, in order. */
  links: string[];
  raw: string;
}

export interface SmtpFixture {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first (already received or coming) message that matches. */
  waitFor(match: { to?: string; subject?: RegExp | string }, timeoutMs?: number): Promise<ReceivedMail>;
  /** Forgets every message received so far. */
  clear(): void;
  /** Recipients this answers with "550 5.1.1 Mailbox unavailable" at RCPT TO (bounce tests); null accepts all. */
  refuse: ((address: string) => boolean) | null;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<SmtpFixture> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state: { refuse: ((address: string) => boolean) | null } = { refuse: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!state.refuse?.(address.address)) return callback();
      callback(Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = parseMessage(raw);
        messages.push({
          ...parsed,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (match: { to?: string; subject?: RegExp | string }) =>
    messages.find(
      (m) =>
        (!match.to || m.to.map((a) => a.toLowerCase()).includes(match.to.toLowerCase())) &&
        (!match.subject || (typeof match.subject === "string" ? m.subject.includes(match.subject) : match.subject.test(m.subject))),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const found = find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail matching ${JSON.stringify(match)}; got ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`));
        }, timeoutMs);
        const check = () => {
          const hit = find(match);
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
      });
    },
    clear() {
      messages.length = 0;
    },
    get refuse() {
      return state.refuse;
    },
    set refuse(value) {
      state.refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- a small MIME reader: enough for nodemailer's multipart/alternative text + html ----------------

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? "" : raw.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined, charsetHint = "utf-8"): string {
  const enc = (encoding ?? "7bit").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString(charsetHint === "utf-8" ? "utf8" : "latin1");
  if (enc === "quoted-printable") {
    const bytes: number[] = [];
    const text = body.replace(/=\r?\n/g, "");
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(ch, "utf8"));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
    );
}

function leafParts(part: Part, out: Part[]): void {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`);
    for (const section of sections.slice(1)) {
      if (section.startsWith("--")) break;
      leafParts(splitHeaders(section.replace(/^\r?\n/, "")), out);
    }
    return;
  }
  out.push(part);
}

export function parseMessage(raw: string): { subject: string; text: string; html: string; links: string[] } {
  const root = splitHeaders(raw);
  const leaves: Part[] = [];
  leafParts(root, leaves);
  let text = "";
  let html = "";
  for (const leaf of leaves) {
    const type = (leaf.headers.get("content-type") ?? "text/plain").toLowerCase();
    const decoded = decodeBody(leaf.body, leaf.headers.get("content-transfer-encoding"));
    if (type.startsWith("text/html")) html = decoded;
    else if (type.startsWith("text/plain")) text = decoded;
  }
  const links = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  return { subject: decodeHeader(root.headers.get("subject") ?? ""), text, html, links };
}
