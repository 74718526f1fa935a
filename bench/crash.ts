// Crash bench: the load workload (tests/load/workload.ts) with CRASH_PLAYERS players
// (default 100) for CRASH_SECONDS (default 45), killed with kill -9 CRASH_KILLS times (default 3,
// evenly spaced) and restarted on the same database each time, per setup in CRASH_SETUPS:
//   sqlite-1    the one process on its SQLite file: players wait while it is down, then go on;
//   postgres-1  one process behind nginx: likewise;
//   postgres-2  two processes behind nginx: one of them is killed each time (in turn) while nginx
//               keeps serving from the other; players do not wait.
// A write whose answer was lost (connection reset or refused, or nginx's 502 for a request its
// instance died under) is "unanswered": its outcome is unknown to the player. Afterwards the
// database is held to every acknowledged write, to consistency for every player, and every
// acknowledged and unanswered write is sent again (tests/load/check.ts).
//
// A campaign is in flight meanwhile: CRASH_RECIPIENTS (default 150) newsletter subscribers mailed at
// 10 a second into the local SMTP server, started with the load, so the kills land mid-send; after the
// last restart the bench waits for it to finish (a dead sender's claims are taken over once their
// lease ends) and counts every recipient's mails.
//
// Reports per setup: acknowledged writes checked and lost (goal 0), unanswered writes and those cut
// in flight, consistency and replay problems (goal 0), wrong answers other than lost connections
// (goal 0), kills, and the campaign's recipients missed (goal 0) and mailed twice (a kill between the
// SMTP server's acceptance and the row's update re-sends that one mail: docs/admin.md "Crash safety").
//
// Run: BUILD_DIR=build-load npm run bench:crash
import { insertPlayers, insertSegment } from "../server/campaigns/test-data.ts";
import { openDatabase } from "../server/db/index.ts";
import { asAdmin } from "../tests/e2e/auth-client.ts";
import { startSmtp } from "../tests/e2e/smtp.ts";
import { checkAcknowledged, checkConsistency, replayAfterRestart } from "../tests/load/check.ts";
import { ensureBuild, isSetupName, startSetup } from "../tests/load/setups.ts";
import { closeConnections, runWorkload, type Target } from "../tests/load/workload.ts";
import { report } from "./lib.ts";

const PLAYERS = Number(process.env.CRASH_PLAYERS ?? 100);
const SECONDS = Number(process.env.CRASH_SECONDS ?? 45);
const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const ACCOUNTS = Math.max(1, Math.round(PLAYERS / 10));
const RECIPIENTS = Number(process.env.CRASH_RECIPIENTS ?? 150);
const ADMIN_PASSWORD = "crash-bench-admin-password";
const setups = (process.env.CRASH_SETUPS ?? "sqlite-1,postgres-1,postgres-2").split(",").map((s) => s.trim());
const log = (message: string) => process.stderr.write(message + "\n");
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

for (const name of setups) if (!isSetupName(name)) throw new Error(`unknown setup ${name} (sqlite-1, postgres-1, postgres-2)`);
ensureBuild();

let failed = false;
for (const name of setups) {
  if (!isSetupName(name)) continue;
  const smtp = await startSmtp();
  const setup = await startSetup(name, { SMTP_URL: smtp.url, ADMIN_PASSWORD, CAMPAIGN_RATE_PER_SECOND: "10", CAMPAIGN_BATCH_SIZE: "10" });
  const db = openDatabase(setup.databaseUrl, { poolMax: 2 });
  try {
    // The campaign's audience: subscribers with confirmed newsletters (server/campaigns/test-data.ts).
    const subscribers = Array.from({ length: RECIPIENTS }, (_, i) => ({
      id: `crash-mail-${i}`,
      email: `crash-mail-${i}@example.com`,
      name: `Reader ${i}`,
    }));
    await insertPlayers(db.kysely, subscribers);
    await insertSegment(db.kysely, "crash-bench", "Crash bench readers");
    const instances = setup.instances().length;
    // While the only process is down, players wait for it; with two, nginx serves from the other.
    let down: Promise<void> | null = null;
    const target: Target = {
      get url() {
        return setup.url;
      },
      up: () => down ?? Promise.resolve(),
    };
    log(
      `${name}: ${PLAYERS} players (${ACCOUNTS} accounts) for ${SECONDS} s, ${KILLS} kills of ${instances === 1 ? "the process" : "one of the processes"}`,
    );
    let loopStarted!: () => void;
    const started = new Promise<void>((done) => (loopStarted = done));
    const load = runWorkload({
      target,
      players: PLAYERS,
      accounts: ACCOUNTS,
      smtp,
      durationMs: SECONDS * 1000,
      playSeconds: [1, 6],
      onConnectionLost: "wait",
      onLoopStart: loopStarted,
    });
    let kills = 0;
    let campaignId = "";
    // The campaign's mails delivered at each kill: it was in flight when a count is between 0 and RECIPIENTS.
    const mailedAtKills: number[] = [];
    const campaignMails = () => smtp.messages.filter((m) => m.to.some((to) => to.startsWith("crash-mail-"))).length;
    const killer = (async () => {
      await started;
      const admin = await asAdmin(setup.url, ADMIN_PASSWORD);
      const sent = await admin.send("/api/admin/campaigns", {
        json: { action: "send", segmentId: "crash-bench", subject: "News for {{name}}", body: "Hello {{name}}" },
      });
      if (sent.status !== 201) throw new Error(`campaign send answered ${sent.status}: ${await sent.text()}`);
      campaignId = ((await sent.json()) as { campaign: { id: string } }).campaign.id;
      for (let kill = 1; kill <= KILLS; kill++) {
        await sleep((SECONDS * 1000) / (KILLS + 1));
        const index = (kill - 1) % instances;
        let back!: () => void;
        if (instances === 1) down = new Promise<void>((done) => (back = done));
        mailedAtKills.push(campaignMails());
        await setup.kill(index);
        kills += 1;
        await setup.restart(index);
        if (instances === 1) {
          down = null;
          back();
        }
      }
    })();
    const [result] = await Promise.all([load, killer]);

    {
      const acknowledged = await checkAcknowledged(db, result.journal);
      const before = await checkConsistency(db);
      const replays = await replayAfterRestart(target, db, result.journal, result.players);
      const after = await checkConsistency(db);
      // Refused: never reached a server. 502: nginx could not get an answer from its instance (refused
      // or cut). Anything else (reset, hang-up): cut in flight by the kill.
      const refused = result.journal.unanswered.filter((u) => u.reason.includes("ECONNREFUSED")).length;
      const gateway = result.journal.unanswered.filter((u) => u.reason.includes("502 from the load balancer")).length;
      const cut = result.journal.unanswered.length - refused - gateway;
      const info = { players: PLAYERS, seconds: SECONDS, instances };
      report(`crash ${name} kills`, kills, "count", info);
      report(`crash ${name} acknowledged writes checked`, acknowledged.checked, "count", {
        guests: result.journal.guests.length,
        finishes: result.journal.finishes.length,
        purchases: result.journal.purchases.length,
        coinPacks: result.journal.coinPacks.length,
      });
      report(`crash ${name} acknowledged writes lost`, acknowledged.lost.length, "count");
      report(`crash ${name} unanswered writes`, result.journal.unanswered.length, "count", {
        refused,
        nginx502: gateway,
        cutInFlight: cut,
      });
      report(`crash ${name} consistency problems`, before.length + after.length, "count", { replayed: replays.replayed });
      report(`crash ${name} replay problems`, replays.problems.length, "count");
      report(`crash ${name} wrong answers`, result.errorCount, "count");
      for (const line of [...acknowledged.lost, ...before, ...replays.problems, ...after, ...result.errors].slice(0, 20))
        log(`error: ${name}: ${line}`);
      for (const line of setup.serverErrors().slice(0, 5)) log(`server error: ${name}: ${line}`);
      if (acknowledged.lost.length + before.length + after.length + replays.problems.length + result.errorCount > 0) failed = true;

      // The campaign resumes after the kills: wait for it to finish, then count each reader's mails.
      const deadline = Date.now() + 120_000;
      let status = "";
      while (Date.now() < deadline) {
        const row = await db.kysely.selectFrom("campaigns").select("status").where("id", "=", campaignId).executeTakeFirst();
        status = row?.status ?? "";
        if (status === "finished") break;
        await sleep(500);
      }
      const mails = new Map<string, number>();
      for (const message of smtp.messages)
        for (const to of message.to) if (to.startsWith("crash-mail-")) mails.set(to, (mails.get(to) ?? 0) + 1);
      const missed = subscribers.filter((s) => !mails.has(s.email)).length;
      const twice = [...mails.values()].filter((n) => n > 1).length;
      report(`crash ${name} campaign recipients missed`, missed, "count", { recipients: RECIPIENTS, status, mailedAtKills });
      report(`crash ${name} campaign recipients mailed twice`, twice, "count");
      if (missed > 0 || status !== "finished") failed = true;
    }
  } catch (error) {
    failed = true;
    log(`error: ${name}: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await db.close();
    closeConnections();
    await setup.stop();
    await smtp.close();
  }
}
if (failed) process.exitCode = 1;
