import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { SYSTEM_ACTOR, createAuditService } from "./service.ts";

describeEachDialect("audit", (getDb) => {
  it("records who did what to what, before and after, and lists newest first", async () => {
    let now = 1000;
    const audit = createAuditService(getDb(), { now: () => now++ });
    await audit.record({ actor: SYSTEM_ACTOR, action: "admin.bootstrap", target: "user:1" });
    await audit.record({
      actor: { id: "u1", label: "ops@example.com", ip: "10.0.0.1" },
      action: "settings.save",
      target: "settings",
      before: { gravity: 0.25 },
      after: { gravity: 0.5 },
    });
    const entries = await audit.list();
    expect(entries.map((e) => e.action)).toEqual(["settings.save", "admin.bootstrap"]);
    expect(entries[0]).toMatchObject({
      actorId: "u1",
      actor: "ops@example.com",
      ip: "10.0.0.1",
      before: { gravity: 0.25 },
      after: { gravity: 0.5 },
      at: 1001,
    });
    expect(entries[1]).toMatchObject({ actorId: null, actor: "system", before: null, after: null });
    expect(await audit.list({ action: "admin.bootstrap" })).toHaveLength(1);
    expect(await audit.list({ actorId: "u1" })).toHaveLength(1);
  });

  it("writes inside the caller's transaction and rolls back with it", async () => {
    const audit = createAuditService(getDb());
    await expect(
      getDb()
        .kysely.transaction()
        .execute(async (trx) => {
          await audit.record({ actor: SYSTEM_ACTOR, action: "rolled.back" }, trx);
          throw new Error("abort");
        }),
    ).rejects.toThrow("abort");
    expect(await audit.list({ action: "rolled.back" })).toEqual([]);
  });
});
