import { Link } from "react-router";
import { LegalDocument, type LegalSection } from "../components/legal-document.tsx";
import { pageMeta } from "../components/page-meta.ts";
import type { Route } from "./+types/terms";
import { publicPage } from "../lib/public-cache.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { getServices } from "../../shared/context.ts";
import { pageSeo } from "../lib/seo.server.ts";

/** The page's texts and head tags in the request's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { texts: routeTexts(request, "routes/terms"), seo: await pageSeo(getServices(context), request, "/terms") };
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, "terms.meta.title", "terms.meta.description", { seo: true });

const LAST_UPDATED = "22 November 2026";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    heading: "terms.s.agreement",
    body: (
      <>
        <p>
          These terms are the agreement between you and the operator of Flap Master (&ldquo;we&rdquo;, &ldquo;us&rdquo;) about the use of
          the Flap Master website and game. By playing, creating an account or buying coins you accept them. If you do not agree, please do
          not use Flap Master.
        </p>
        <p>
          If you are younger than the age at which you may agree to online services in your country (13 in many countries, up to 16 in
          some), a parent or guardian has to agree to these terms for you and approve any purchase.
        </p>
        <p>
          How we handle personal data is described in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "game",
    heading: "terms.s.game",
    body: (
      <>
        <p>
          Flap Master is a free arcade game that runs in your web browser. You tap, click or press the space bar to keep a bird in the air
          and fly it through the gaps between pipes. Each pipe you pass scores a point.
        </p>
        <p>
          We keep improving the game. We may change its rules, difficulty, characters, power-ups, prices and other features, and add or
          remove them. We try to keep what you have earned or bought useful when we do.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    heading: "terms.s.accounts",
    body: (
      <>
        <h3>Guest play</h3>
        <p>
          You can play without an account. The first time you play, we create a guest player for your browser and remember it with a session
          cookie. Your guest progress (coins, characters, items, scores and achievements) lives with that cookie: if you clear your cookies
          or switch browser or device before creating an account, that progress cannot be recovered.
        </p>
        <h3>Accounts</h3>
        <p>When you create an account, your guest progress is moved into it, so you keep everything you earned as a guest. You agree to:</p>
        <ul>
          <li>give a working e-mail address that belongs to you and confirm it when asked;</li>
          <li>keep your password secret and tell us at once if you think someone else is using your account;</li>
          <li>use one account per person and not sell, share or transfer it.</li>
        </ul>
        <p>You are responsible for what happens in your account. You can ask us to delete it at any time.</p>
      </>
    ),
  },
  {
    id: "coins",
    heading: "terms.s.coins",
    body: (
      <>
        <p>
          You earn coins by playing (each point scores 10 coins) and you can buy additional coins in coin packs. Coins buy characters
          (skins) and power-ups in the store.
        </p>
        <ul>
          <li>
            <strong>No cash value.</strong> Coins, characters and power-ups are virtual items. Buying or earning them gives you a personal,
            non-transferable right to use them in Flap Master. They are not money or property, cannot be exchanged for money or anything
            outside the game, and cannot be sold, traded or moved to another account.
          </li>
          <li>
            <strong>Prices and payment.</strong> Prices are shown in US dollars before you pay. Payments are processed by Stripe on its
            secure checkout page; we never see or store your card number. Coins are added to your balance once Stripe confirms the payment,
            and each payment is credited only once.
          </li>
          <li>
            <strong>Balance.</strong> Your coin balance can never go below zero. Every change to it is recorded. We may correct a balance
            that is wrong because of an error, a bug, a reversed payment or a breach of the fair-play rules below.
          </li>
          <li>
            <strong>Power-ups</strong> are used up when you activate them during a run, whether or not that run goes well.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "refunds",
    heading: "terms.s.refunds",
    body: (
      <>
        <p>
          Coins are digital content delivered immediately. By completing a purchase you ask us to deliver them at once and, where the law
          allows, you accept that your right to withdraw from the purchase ends once the coins have been credited. We still refund in these
          cases:
        </p>
        <ul>
          <li>you were charged but did not receive the coins, or you were charged twice: contact us within 30 days;</li>
          <li>you bought a coin pack by mistake and have not spent any of its coins: contact us within 14 days.</li>
        </ul>
        <p>
          When a purchase is refunded or a payment is reversed (for example through a chargeback), the coins from it are removed from your
          balance, up to the coins you still have. This section does not limit any right you have under the consumer protection law of your
          country.
        </p>
      </>
    ),
  },
  {
    id: "fair-play",
    heading: "terms.s.fairPlay",
    body: (
      <>
        <p>
          Leaderboards only mean something if everyone plays fair. Every run is checked on our server by replaying your inputs, and a run
          that does not match is not counted. You must not:
        </p>
        <ul>
          <li>use bots, scripts, macros, auto-clickers or modified versions of the game;</li>
          <li>forge, alter or replay requests to our servers, or tamper with scores, coins or items;</li>
          <li>exploit bugs instead of reporting them to us;</li>
          <li>use several accounts or guest players to push a score up a leaderboard or collect rewards more than once;</li>
          <li>disrupt the service, overload it, or try to access accounts or areas that are not yours.</li>
        </ul>
        <p>
          If we find cheating we may remove the scores concerned, correct coin balances and items, and suspend or close the account. Please
          report bugs and exploits through the <Link to="/contact">contact form</Link>.
        </p>
      </>
    ),
  },
  {
    id: "leaderboards",
    heading: "terms.s.leaderboards",
    body: (
      <>
        <p>
          The daily leaderboard starts fresh every day at midnight in the time zone named on the leaderboard page (UTC unless stated); we
          also show weekly and all-time boards. A leaderboard shows your player name, your score and, where shown, a general location such
          as a country. This information is public.
        </p>
        <p>
          Player names must not be offensive, hateful or sexual, impersonate someone else, contain another person&rsquo;s personal data, or
          advertise. We may change or remove names and scores that break these rules. Entries marked &ldquo;Sample&rdquo; are examples shown
          while a board is still empty; they are not real players.
        </p>
      </>
    ),
  },
  {
    id: "content",
    heading: "terms.s.content",
    body: (
      <>
        <p>
          The game, its characters, artwork, sounds, texts, software and the Flap Master name belong to us or our licensors. You may use
          them to play Flap Master for your own, non-commercial enjoyment. You may not copy, resell or redistribute them, or
          reverse-engineer the game to cheat or to build a competing service.
        </p>
        <p>
          Sharing links, screenshots and videos of your own games is welcome. When you send us feedback or ideas, we may use them to improve
          the game without owing you anything for it.
        </p>
      </>
    ),
  },
  {
    id: "availability",
    heading: "terms.s.availability",
    body: (
      <p>
        We work to keep Flap Master running, but it may be unavailable at times, for example during maintenance or because of problems
        outside our control. We may end the game or the store; if we do, we will announce it on the website in advance and stop selling
        coins before the end.
      </p>
    ),
  },
  {
    id: "liability",
    heading: "terms.s.liability",
    body: (
      <>
        <p>
          Flap Master is provided &ldquo;as is&rdquo;. As far as the law allows, we are not liable for indirect or consequential losses, or
          for progress lost because cookies were cleared before an account was created. Our total liability to you is limited to the amount
          you paid us in the 12 months before the claim.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by
          negligence, for fraud, or under mandatory consumer protection law.
        </p>
      </>
    ),
  },
  {
    id: "termination",
    heading: "terms.s.termination",
    body: (
      <p>
        You can stop playing at any time and ask us to delete your account. We may suspend or close an account that breaks these terms,
        after a warning where that is reasonable. When an account is closed, its coins and items end with it and are not refunded, unless
        the law requires otherwise or we close the account without you having broken these terms, in which case we refund coins bought and
        not yet spent.
      </p>
    ),
  },
  {
    id: "changes",
    heading: "terms.s.changes",
    body: (
      <p>
        We may update these terms when the game or the law changes. The date at the top shows the latest version. We will announce important
        changes on the website before they take effect. If you keep playing after a change takes effect, the new terms apply; if you do not
        agree, you can stop playing and ask us to delete your account.
      </p>
    ),
  },
  {
    id: "law",
    heading: "terms.s.law",
    body: (
      <p>
        These terms are governed by the law of the country in which the operator of Flap Master is established. If you are a consumer, you
        also keep the protection of the mandatory laws of the country where you live, and you may bring a claim in its courts.
      </p>
    ),
  },
  {
    id: "contact",
    heading: "terms.s.contact",
    body: (
      <p>
        Questions about these terms, a purchase or your account? Write to us through the <Link to="/contact">contact form</Link>. If your
        question is about your account, send it from the e-mail address of that account so we can help you quickly.
      </p>
    ),
  },
];

// The same for every visitor without a session: rendered about once a second (app/lib/public-cache.ts).
export const handle = publicPage;

export default function Terms() {
  return (
    <LegalDocument
      title="terms.title"
      lastUpdated={LAST_UPDATED}
      sections={SECTIONS}
      intro={
        <p>
          Welcome to Flap Master! These terms explain the rules for playing the game, using an account, buying coins and appearing on the
          leaderboards. We have tried to keep them short and clear.
        </p>
      }
    />
  );
}
