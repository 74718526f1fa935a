// The account's safety mails through a real SMTP sink, on the production build and both engines: a
// sign-up with an address that has an account (the answer is the usual one; its owner gets told),
// the receipt of a coin pack paid on the sandbox's page (once, however often the success page asks),
// "your password was changed" after /account's change, and the password policy's refusal.
import { describe, expect, it } from "vitest";
import { Client, asPlayer } from "./auth-client.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";
import { afterAll, beforeAll } from "vitest";

describe.each(["sqlite", "postgres"] as const)("account mails on %s", (engine) => {
  let smtp: SmtpFixture;
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(engine);
    server = await startServer({ env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, PAYMENTS_SANDBOX: "true" } });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await smtp?.close();
  });

  it("tells an address's owner about a second sign-up, a password change and a purchase; refuses a common password", async () => {
    const email = `owner-${engine}@example.com`;
    const player = await asPlayer(server.url, smtp, email, "first password 1");

    // Someone signs up again with the address: the same answer as for a new one, a mail to the owner.
    const stranger = new Client(server.url);
    const again = await stranger.send("/api/auth/sign-up/email", { json: { email, password: "another password 2", name: "X" } });
    expect(again.status).toBe(200);
    const notice = await smtp.waitFor({ to: email, subject: "Someone tried to sign up with your e-mail" });
    expect(notice.text).toContain("Sign in: ");
    expect(notice.html).toContain("Forgot your password?");

    // A common password is refused before anything is made.
    const weak = await stranger.send("/api/auth/sign-up/email", {
      json: { email: `weak-${engine}@example.com`, password: "password", name: "W" },
      headers: { "accept-language": "fr" },
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({
      error: "password_too_common",
      message: "Ce mot de passe fait partie des plus courants et se devine facilement. Choisissez-en un autre.",
    });

    // A coin pack paid on the sandbox's page: one receipt, however often /success asks.
    const checkout = await player.send("/api/checkout", { json: { packId: "starter" } });
    expect(checkout.status).toBe(200);
    const { url, id } = (await checkout.json()) as { url: string; id: string };
    const paid = await player.send(new URL(url, server.url).pathname, { form: { intent: "pay" } });
    expect(paid.status).toBe(302);
    for (let i = 0; i < 3; i++) expect((await player.send(`/api/checkout/${encodeURIComponent(id)}`)).status).toBe(200);
    const receipt = await smtp.waitFor({ to: email, subject: /^Your Flap Master receipt: [\d,]+ coins$/ });
    expect(receipt.text).toContain(`Reference: ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Your Flap Master receipt"))).toHaveLength(1);
    // /account's change of password: the notice, with the way back in.
    const changed = await player.send("/account", {
      form: { intent: "change_password", currentPassword: "first password 1", newPassword: "second password 2" },
    });
    expect(changed.status).toBeLessThan(400);
    const passwordMail = await smtp.waitFor({ to: email, subject: "Your Flap Master password was changed" });
    expect(passwordMail.links.some((link) => link.endsWith("/login?view=forgotten_password"))).toBe(true);
  });
});
