import { pino } from "pino";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createAuditService } from "../audit/service.ts";
import { RecordingMailer } from "../../tests/support/recording-mailer.ts";
import { createSubscribersService, EXPORT_HEADER } from "./subscribers.ts";

const operator = { id: "op-1", label: "ops@example.com" };

async function collect(lines: AsyncGenerator<string>): Promise<string> {
  let out = "";
  for await (const line of lines) out += line;
  return out;
}

describeEachDialect("subscribers", (getDb) => {
  let clock = Date.UTC(2031, 4, 1);
  const make = () => {
    const mailer = new RecordingMailer("outbox");
    const service = createSubscribersService({
      db: getDb(),
      audit: createAuditService(getDb()),
      mailer,
      logger: pino({ level: "silent" }),
      publicUrl: "https://flap.example.com",
      now: () => clock,
    });
    return { mailer, service };
  };
  const sub = (id: string, email: string, state: "pending" | "confirmed" | "unsubscribed", at: number) => ({
    id,
    email,
    player_id: null,
    locale: "en",
    consent_text: "I agree.",
    consent_at: at,
    confirm_token_hash: `c-${id}`,
    confirmed_at: state === "pending" ? null : at,
    unsubscribe_token_hash: `u-${id}`,
    unsubscribed_at: state === "unsubscribed" ? at : null,
    created_at: at,
    updated_at: at,
  });

  it("lists newest first with search, status counts and pages; unsubscribes by hand, audited", async () => {
    const { service } = make();
    const k = getDb().kysely;
    await k.deleteFrom("newsletter_subscriptions").execute();
    const rows = Array.from({ length: 30 }, (_, i) =>
      sub(
        `s${String(i).padStart(2, "0")}`,
        `user${i}@example.com`,
        i % 3 === 0 ? "pending" : i % 3 === 1 ? "confirmed" : "unsubscribed",
        1000 + i,
      ),
    );
    await k.insertInto("newsletter_subscriptions").values(rows).execute();
    await k.insertInto("newsletter_blocklist").values({ email: "user4@example.com", reason: "spam trap", created_at: 5 }).execute();

    const first = await service.list({});
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ email: "user29@example.com", source: "site", status: "unsubscribed", consentAt: 1029 });
    expect(first.counts).toEqual({ pending: 10, confirmed: 9, unsubscribed: 10, blocked: 1 });
    expect((await service.list({ page: 2 })).items.map((s) => s.email)).toEqual([
      "user4@example.com",
      "user3@example.com",
      "user2@example.com",
      "user1@example.com",
      "user0@example.com",
    ]);
    expect((await service.list({ q: "USER4" })).items.map((s) => [s.email, s.status])).toEqual([["user4@example.com", "blocked"]]);
    const confirmed = await service.list({ status: "confirmed", q: "user1" });
    expect(confirmed.items.map((s) => s.email)).toEqual([
      "user19@example.com",
      "user16@example.com",
      "user13@example.com",
      "user10@example.com",
      "user1@example.com",
    ]);

    const done = await service.unsubscribe("s01", operator);
    expect(done.ok && done.subscriber).toMatchObject({ status: "unsubscribed", unsubscribedAt: clock });
    // Twice changes nothing and writes one audit row.
    await service.unsubscribe("s01", operator);
    expect((await service.unsubscribe("nope", operator)).ok).toBe(false);
    const audit = await k.selectFrom("audit_log").select(["action", "actor"]).where("target", "=", "user1@example.com").execute();
    expect(audit).toEqual([{ action: "subscribers.unsubscribe", actor: "ops@example.com" }]);

    const csv = await collect(service.exportCsv({ status: "blocked" }));
    expect(csv).toBe(
      `${EXPORT_HEADER.join(",")}\r\nuser4@example.com,blocked,site,,en,1970-01-01T00:00:01.004Z,1970-01-01T00:00:01.004Z,,1970-01-01T00:00:01.004Z\r\n`,
    );
    expect((await collect(service.exportCsv({}))).trim().split("\r\n")).toHaveLength(31);
  });

  it("imports all or nothing: every bad line reported; pending rows get the double opt-in mail", async () => {
    const { service, mailer } = make();
    const k = getDb().kysely;
    await k.deleteFrom("newsletter_subscriptions").execute();
    await k.deleteFrom("newsletter_blocklist").execute();
    await k
      .insertInto("newsletter_subscriptions")
      .values([sub("old", "known@example.com", "unsubscribed", 1)])
      .execute();
    await k.insertInto("newsletter_blocklist").values({ email: "blocked@example.com", created_at: 1 }).execute();

    const bad = await service.importCsv(
      [
        "email,consent_source,confirmed",
        "good@example.com,Summer fair sheet,yes",
        "not-an-address,,",
        "GOOD@example.com,,",
        "sure@example.com,,yes",
        "blocked@example.com,,",
        "maybe@example.com,,perhaps",
      ].join("\n"),
      operator,
    );
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.status).toBe(422);
    expect(!bad.ok && "problems" in bad && bad.problems!.map((p) => [p.line, p.error])).toEqual([
      [3, "invalid_email"],
      [4, "duplicate"],
      [5, "source_required"],
      [6, "blocked"],
      [7, "invalid_confirmed"],
    ]);
    expect(await k.selectFrom("newsletter_subscriptions").select("email").execute()).toEqual([{ email: "known@example.com" }]);
    expect(mailer.sent).toEqual([]);
    expect((await service.importCsv("name\nx", operator)).ok).toBe(false);
    expect((await service.importCsv("email,consent_source\n", operator)).ok).toBe(false);

    const good = await service.importCsv(
      '\uFEFFEmail,Consent Source,Confirmed,Locale\r\ngood@example.com,"Summer fair sheet, 2031",yes,\r\nNew@Example.com,,,de\r\nknown@example.com,web,no,\r\n',
      operator,
    );
    if (!good.ok) throw new Error(good.message);
    expect(good.report).toEqual({
      invited: 1,
      confirmed: 1,
      unchanged: [{ line: 4, email: "known@example.com", status: "unsubscribed" }],
      mailFailures: 0,
    });
    const list = await service.list({ q: "example.com" });
    const byEmail = Object.fromEntries(list.items.map((s) => [s.email, s]));
    expect(byEmail["good@example.com"]).toMatchObject({
      status: "confirmed",
      source: "import",
      sourceDetail: "Summer fair sheet, 2031",
      confirmedAt: clock,
    });
    expect(byEmail["new@example.com"]).toMatchObject({ status: "pending", source: "import", sourceDetail: null, locale: "de" });
    expect(byEmail["known@example.com"]!.status).toBe("unsubscribed");
    // The double opt-in mail, in the row's language, with a confirmation link.
    expect(mailer.sent.map((m) => m.to)).toEqual(["new@example.com"]);
    expect(mailer.sent[0]!.text).toMatch(/https:\/\/flap\.example\.com\/newsletter\/confirm\?token=/);
    expect(mailer.sent[0]!.subject).not.toBe("Confirm your Flap Master newsletter subscription");
    const audit = await k.selectFrom("audit_log").select("action").where("action", "=", "subscribers.import").execute();
    expect(audit).toHaveLength(1);
  });

  it("blocks and unblocks addresses (audited); a block ends the subscription", async () => {
    const { service } = make();
    const k = getDb().kysely;
    await k.deleteFrom("newsletter_subscriptions").execute();
    await k.deleteFrom("newsletter_blocklist").execute();
    await k
      .insertInto("newsletter_subscriptions")
      .values([sub("b1", "spam@example.com", "confirmed", 1)])
      .execute();
    expect((await service.block({ email: "nope", reason: "" }, operator)).ok).toBe(false);
    const blocked = await service.block({ email: " Spam@Example.com ", reason: "complaint" }, operator);
    expect(blocked.ok && blocked.blocked).toMatchObject({ email: "spam@example.com", reason: "complaint", createdBy: "ops@example.com" });
    const again = await service.block({ email: "spam@example.com", reason: "" }, operator);
    expect(!again.ok && again.error).toBe("already_blocked");
    expect((await service.list({})).items[0]).toMatchObject({ status: "blocked", unsubscribedAt: clock });
    expect((await service.blocked({ q: "SPAM" })).map((b) => b.email)).toEqual(["spam@example.com"]);
    expect((await service.unblock("spam@example.com", operator)).ok).toBe(true);
    expect((await service.unblock("spam@example.com", operator)).ok).toBe(false);
    // Unblocked, still unsubscribed: only the person can subscribe again.
    expect((await service.list({})).items[0]!.status).toBe("unsubscribed");
    const audit = await k.selectFrom("audit_log").select("action").where("target", "=", "spam@example.com").orderBy("id").execute();
    expect(audit.map((a) => a.action)).toEqual(["subscribers.block", "subscribers.unblock"]);
    clock += 1;
  });
});
