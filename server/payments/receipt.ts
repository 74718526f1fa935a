// The receipt of a paid coin pack, mailed once per payment. fulfil() (server/payments/service.ts)
// asks for it after the credit commits, and again whenever it meets a credited session whose receipt
// was never claimed: a crash between the credit and the mail is mended by the webhook's next retry
// or the /success page's next poll. The claim is a conditional UPDATE of receipt_mailed_at, so
// however many fulfilments race (webhook replays, the success page), one mails; a send that fails
// gives the claim back for the next caller.
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderReceiptMail, siteLocaleOf } from "../mail/site-templates.ts";
import type { CatalogueService } from "../store/catalogue.ts";

export interface ReceiptDeps {
  db: Db;
  mailer: Mailer;
  catalogue: Pick<CatalogueService, "coinPacks">;
  logger: Logger;
  publicUrl: string;
  now?: () => number;
}

export interface ReceiptMailer {
  /**
   * Claims the receipt of a credited session and mails it to the buyer's address, in the language
   * of the checkout. Resolves once the mail is sent (or found not to be due); never throws.
   */
  mail(sessionId: string): Promise<"sent" | "not_due" | "failed">;
}

export function createReceiptMailer(deps: ReceiptDeps): ReceiptMailer {
  const { db, mailer, catalogue, logger } = deps;
  const now = deps.now ?? Date.now;
  const k = db.kysely;
  const log = logger.child({ component: "receipts" });

  return {
    async mail(sessionId) {
      try {
        const claimed = await k
          .updateTable("checkout_sessions")
          .set({ receipt_mailed_at: now() })
          .where("id", "=", sessionId)
          .where("receipt_mailed_at", "is", null)
          .where("fulfilled_at", "is not", null)
          .returning(["player_id", "pack_id", "coins", "amount_cents", "currency", "fulfilled_at", "locale"])
          .executeTakeFirst();
        if (!claimed) return "not_due";
        try {
          const buyer = await k.selectFrom("user").select("email").where("id", "=", claimed.player_id).executeTakeFirst();
          if (!buyer?.email) return "not_due";
          const locale = siteLocaleOf(claimed.locale ?? undefined);
          const pack = (await catalogue.coinPacks(locale)).find((p) => p.id === claimed.pack_id);
          const message = renderReceiptMail(locale, {
            packName: pack?.name ?? claimed.pack_id,
            coins: Number(claimed.coins),
            amountCents: Number(claimed.amount_cents),
            currency: claimed.currency,
            paidAt: Number(claimed.fulfilled_at),
            reference: sessionId,
            playUrl: `${deps.publicUrl}/play`,
          });
          // A receipt is owed, not a message someone could make us send: past the recipient limit too.
          await mailer.send({ to: buyer.email, ...message, recipientLimit: "exempt" });
          log.info({ sessionId }, "receipt mailed");
          return "sent";
        } catch (error) {
          await k.updateTable("checkout_sessions").set({ receipt_mailed_at: null }).where("id", "=", sessionId).execute();
          throw error;
        }
      } catch (error) {
        log.error({ err: error, sessionId }, "receipt not mailed; the next fulfilment of this session tries again");
        return "failed";
      }
    },
  };
}
