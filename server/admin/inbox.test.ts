import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createAuditService } from "../audit/service.ts";
import { storeInOutbox } from "../mail/mailer.ts";
import { createInboxService } from "./inbox.ts";

const operator = { id: "op-1", label: "ops@example.com", ip: "10.0.0.9" };

describeEachDialect("admin inbox", (getDb) => {
  const services = () => {
    const audit = createAuditService(getDb());
    return { audit, inbox: createInboxService({ db: getDb(), audit }) };
  };

  it("lists contact messages newest first with counts per status, searches any case, and pages", async () => {
    const { inbox } = services();
    const k = getDb().kysely;
    await k.deleteFrom("contact_messages").execute();
    const rows = Array.from({ length: 7 }, (_, i) => ({
      id: `m${i}`,
      email: i === 3 ? "Ana.Perez@Example.com" : `player${i}@example.com`,
      message: i === 5 ? "The 100% SHIELD does not work" : `message number ${i}`,
      status: (i < 4 ? "new" : i < 6 ? "read" : "archived") as "new" | "read" | "archived",
      created_at: 1000 + i,
    }));
    await k.insertInto("contact_messages").values(rows).execute();

    const all = await inbox.messages({ pageSize: 3 });
    expect(all.total).toBe(7);
    expect(all.items.map((m) => m.id)).toEqual(["m6", "m5", "m4"]);
    expect(all.counts).toEqual({ new: 4, read: 2, archived: 1 });
    expect((await inbox.messages({ pageSize: 3, page: 3 })).items.map((m) => m.id)).toEqual(["m0"]);

    const fresh = await inbox.messages({ status: "new" });
    expect(fresh.items.map((m) => m.id)).toEqual(["m3", "m2", "m1", "m0"]);
    expect(fresh.counts).toEqual({ new: 4, read: 2, archived: 1 });

    expect((await inbox.messages({ q: "ana.perez" })).items.map((m) => m.id)).toEqual(["m3"]);
    expect((await inbox.messages({ q: "shield" })).items.map((m) => m.id)).toEqual(["m5"]);
    // LIKE wildcards in the term match themselves only.
    expect((await inbox.messages({ q: "100%" })).items.map((m) => m.id)).toEqual(["m5"]);
    expect((await inbox.messages({ q: "_" })).total).toBe(0);
    const searched = await inbox.messages({ q: "number", status: "read" });
    expect(searched.items.map((m) => m.id)).toEqual(["m4"]);
    expect(searched.counts).toEqual({ new: 4, read: 1, archived: 1 });
  });

  it("moves a message between new, read and archived, audited in the same transaction", async () => {
    const { inbox, audit } = services();
    const k = getDb().kysely;
    await k.insertInto("contact_messages").values({ id: "s1", email: "a@b.co", message: "hi", created_at: 5 }).execute();

    const read = await inbox.setStatus("s1", "read", operator);
    expect(read).toMatchObject({ ok: true, message: { id: "s1", status: "read" } });
    await inbox.setStatus("s1", "archived", operator);
    // The same status again changes nothing and writes no row.
    await inbox.setStatus("s1", "archived", operator);
    expect((await k.selectFrom("contact_messages").select("status").where("id", "=", "s1").executeTakeFirstOrThrow()).status).toBe(
      "archived",
    );

    const log = await audit.search({ target: "contact:s1" });
    expect(log.total).toBe(2);
    expect(log.entries.map((e) => [e.action, e.before, e.after, e.actor])).toEqual([
      ["inbox.status", { status: "read" }, { status: "archived" }, "ops@example.com"],
      ["inbox.status", { status: "new" }, { status: "read" }, "ops@example.com"],
    ]);
    expect(await inbox.setStatus("nope", "read", operator)).toMatchObject({ ok: false, status: 404, error: "not_found" });
  });

  it("lists the outbox by channel and searches recipient and subject", async () => {
    const { inbox } = services();
    const db = getDb();
    await db.kysely.deleteFrom("outbox").execute();
    await storeInOutbox(db, { channel: "email", to: "kim@example.com", subject: "Confirm your subscription", text: "Link" }, 10);
    await storeInOutbox(db, { channel: "sms", to: "+15550001", text: "Your code is 123456" }, 20);
    await storeInOutbox(db, { channel: "email", to: "lee@example.com", subject: "Reset your password", text: "Link" }, 30);

    const all = await inbox.outbox();
    expect(all.items.map((m) => m.recipient)).toEqual(["lee@example.com", "+15550001", "kim@example.com"]);
    expect((await inbox.outbox({ channel: "sms" })).items.map((m) => m.text)).toEqual(["Your code is 123456"]);
    expect((await inbox.outbox({ q: "RESET" })).items.map((m) => m.recipient)).toEqual(["lee@example.com"]);
    expect((await inbox.outbox({ q: "kim@" })).total).toBe(1);
  });
});

describeEachDialect("audit search", (getDb) => {
  it("filters by action prefix, actor, target and time, newest first, with a total for paging", async () => {
    let now = 10_000;
    const audit = createAuditService(getDb(), { now: () => now++ });
    await getDb().kysely.deleteFrom("audit_log").execute();
    await audit.record({ actor: operator, action: "settings.save", target: "settings:v2" });
    await audit.record({ actor: operator, action: "settings.restore", target: "settings:v3" });
    await audit.record({ actor: { id: "op-2", label: "Other@Example.com" }, action: "catalogue.save", target: "catalogue" });
    await audit.record({ actor: operator, action: "player.ban", target: "user:abc" });

    expect((await audit.search({ action: "settings" })).entries.map((e) => e.action)).toEqual(["settings.restore", "settings.save"]);
    expect((await audit.search({ action: "player.ban" })).total).toBe(1);
    expect((await audit.search({ actor: "other@" })).entries.map((e) => e.action)).toEqual(["catalogue.save"]);
    expect((await audit.search({ target: "ABC" })).entries.map((e) => e.action)).toEqual(["player.ban"]);
    expect((await audit.search({ from: 10_001, to: 10_003 })).entries.map((e) => e.at)).toEqual([10_002, 10_001]);
    const first = await audit.search({ pageSize: 3 });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.entries.map((e) => e.at)).toEqual([10_003, 10_002, 10_001]);
    expect((await audit.search({ pageSize: 3, page: 2 })).entries.map((e) => e.at)).toEqual([10_000]);
  });
});
