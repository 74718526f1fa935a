import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { storeInOutbox } from "./mailer.ts";

/** A real SMS gateway plugs in here (Twilio, MessageBird, ...). None ships by default. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

export interface SmsSender {
  /** The provider's name, or 'outbox'. */
  readonly transport: string;
  send(to: string, text: string): Promise<void>;
}

/** Sends through `provider`, or without one stores the message in the outbox (channel 'sms'). */
export function createSmsSender(options: { db: Db; logger: Logger; provider?: SmsProvider; logBodies?: boolean }): SmsSender {
  const { provider, db, logger } = options;
  return {
    transport: provider?.name ?? "outbox",
    async send(to, text) {
      if (provider) {
        await provider.send(to, text);
        logger.info({ to: maskPhone(to), provider: provider.name }, "sms sent");
        return;
      }
      const id = await storeInOutbox(db, { channel: "sms", to, text });
      logger.info(
        { outboxId: id, to: maskPhone(to), ...(options.logBodies ? { text } : {}) },
        "sms stored in the outbox (no SMS provider configured)",
      );
    },
  };
}

function maskPhone(phone: string): string {
  return phone.length > 4 ? `${"*".repeat(phone.length - 4)}${phone.slice(-4)}` : phone;
}
