// A Mailer for tests that keeps what it is given and accepts every address.
import type { Mailer, MailMessage } from "../../server/mail/mailer.ts";

export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  readonly transport: "smtp" | "outbox";
  constructor(transport: "smtp" | "outbox" = "smtp") {
    this.transport = transport;
  }
  async send(message: MailMessage) {
    this.sent.push(message);
    return { delivered: true };
  }
  async allowRecipient() {
    return { allowed: true, retryAfterMs: 0 };
  }
  close() {}
}
