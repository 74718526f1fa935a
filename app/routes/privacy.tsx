import { Link } from "react-router";
import { LegalDocument, type LegalSection } from "../components/legal-document.tsx";
import { pageMeta } from "../components/page-meta.ts";
import type { Route } from "./+types/privacy";
import { publicPage } from "../lib/public-cache.ts";
import { routeTexts } from "../../shared/i18n/sections.server.ts";
import { getServices } from "../../shared/context.ts";
import { pageSeo } from "../lib/seo.server.ts";

/** The page's texts and head tags in the request's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { texts: routeTexts(request, "routes/privacy"), seo: await pageSeo(getServices(context), request, "/privacy") };
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, "privacy.meta.title", "privacy.meta.description", { seo: true });

const LAST_UPDATED = "22 November 2026";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "summary",
    heading: "privacy.s.summary",
    body: (
      <ul>
        <li>We store only what the game needs to work: your progress, your scores and, if you create one, your account.</li>
        <li>We do not sell your data, show advertising, or use third-party trackers or analytics.</li>
        <li>We count page views without cookies and without storing your IP address.</li>
        <li>Card payments are handled by Stripe; we never see your card number.</li>
        <li>We send you a newsletter only if you ask for it, and you can leave it at any time.</li>
      </ul>
    ),
  },
  {
    id: "data",
    heading: "privacy.s.data",
    body: (
      <>
        <h3>Your account</h3>
        <p>
          If you create an account we store your e-mail address, your password (only as a salted one-way hash, never in readable form), your
          player name, whether your e-mail address is confirmed, and when the account was created. We use this to sign you in, to send you
          account e-mails (confirmation, password reset, sign-in codes) and to keep your progress across devices. Legal basis: performing
          our agreement with you.
        </p>
        <h3>Guest session cookie</h3>
        <p>
          When you play without an account we create a guest player and store a random session identifier in a cookie in your browser. It
          links your browser to your guest coins, items and scores. It contains nothing else about you. Legal basis: it is strictly
          necessary for the game you asked to play.
        </p>
        <h3>Game runs and scores</h3>
        <p>
          For each run we store its random seed, your inputs (when you flapped and used power-ups), the resulting score, statistics such as
          pipes passed, and the time. We replay the inputs on our server to confirm the score is real, then use the result for leaderboards,
          achievements and coins. Your player name and best scores appear publicly on leaderboards. Legal basis: performing our agreement
          with you, and our legitimate interest in fair play.
        </p>
        <h3>Coins, items and purchases</h3>
        <p>
          We keep your coin balance, your characters and power-ups, and a record of every change to your balance (what changed, why and
          when). For a coin-pack purchase we store the pack, the amount, the currency, the payment status and Stripe&rsquo;s reference for
          the payment. You enter your card details on Stripe&rsquo;s checkout page: Stripe processes them and we never receive or store your
          card number. Legal basis: performing our agreement with you, and our legal obligation to keep accounting records.
        </p>
        <h3>Newsletter</h3>
        <p>
          If you subscribe to the newsletter, we store your e-mail address and a record of your consent (when you gave it and to what). We
          use it only to send you news about Flap Master. Every newsletter contains a link to unsubscribe. Legal basis: your consent, which
          you can withdraw at any time.
        </p>
        <h3>Contact messages</h3>
        <p>
          When you write to us through a contact form we store your e-mail address and your message so that we can answer you. Legal basis:
          our legitimate interest in answering the people who contact us.
        </p>
        <h3>Technical logs</h3>
        <p>
          Our servers log each request (time, address requested, response, duration, IP address and browser type) to keep the service secure
          and to find and fix errors. Legal basis: our legitimate interest in a secure, working service.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    heading: "privacy.s.cookies",
    body: (
      <>
        <p>
          We use only one kind of cookie: the session cookie that keeps you signed in, or links your browser to your guest player. It is
          strictly necessary, is not readable by scripts on the page, and is never used for advertising or tracking, which is why we do not
          ask for cookie consent. The game may also keep a copy of your settings and achievements in your browser&rsquo;s local storage so
          it can start faster; the original is stored with your player.
        </p>
        <p>
          We count page views without cookies. For each page view we compute a one-way fingerprint from your IP address, your browser type
          and a random value (a &ldquo;salt&rdquo;) that is replaced every day and then deleted. We store only that fingerprint, the page
          and the time; we do not store your IP address for this purpose. Because the salt is deleted daily, nobody, including us, can link
          visits on different days or trace a fingerprint back to you. We use the counts to see how many people visit which pages.
        </p>
      </>
    ),
  },
  {
    id: "processors",
    heading: "privacy.s.processors",
    body: (
      <>
        <p>We share personal data only with service providers that help us run Flap Master, and only as far as needed:</p>
        <ul>
          <li>
            <strong>Stripe</strong> processes card payments as an independent controller of your payment data. See{" "}
            <a href="https://stripe.com/privacy" target="_blank" rel="noopener noreferrer">
              Stripe&rsquo;s privacy policy
            </a>
            .
          </li>
          <li>
            <strong>Our e-mail delivery provider</strong> sends account e-mails, the newsletter and answers to your messages.
          </li>
          <li>
            <strong>Our hosting provider</strong> runs the servers and databases where the data above is stored.
          </li>
        </ul>
        <p>
          We do not sell personal data or share it for advertising. The social network links in the footer are plain links: nothing is sent
          to those networks unless you click them. We disclose data to authorities only when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    heading: "privacy.s.retention",
    body: (
      <ul>
        <li>
          <strong>Account, runs, scores, coins and items:</strong> for as long as the account exists. After you ask us to delete your
          account we delete or anonymise them within 30 days.
        </li>
        <li>
          <strong>Guest players:</strong> deleted after 12 months without any play. The session cookie itself expires after 12 months.
        </li>
        <li>
          <strong>Purchase records:</strong> as long as tax and accounting law requires (up to 10 years), even after the account is deleted.
        </li>
        <li>
          <strong>Newsletter:</strong> until you unsubscribe; we then keep only the record of your consent and its withdrawal, for up to 3
          years, to prove we respected your choice.
        </li>
        <li>
          <strong>Contact messages:</strong> 12 months after our last reply.
        </li>
        <li>
          <strong>Page-view counts:</strong> the daily salt is deleted at the end of each day; the fingerprints and counts, which can no
          longer be linked to anyone, are kept for statistics.
        </li>
        <li>
          <strong>Technical logs:</strong> 14 days, longer only when needed to investigate a specific security incident.
        </li>
      </ul>
    ),
  },
  {
    id: "rights",
    heading: "privacy.s.rights",
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>get a copy of the personal data we hold about you, in a portable format;</li>
          <li>have incorrect data corrected;</li>
          <li>have your data deleted, including your whole account;</li>
          <li>object to, or ask us to restrict, processing based on our legitimate interests;</li>
          <li>withdraw your consent at any time, for example by unsubscribing from the newsletter;</li>
          <li>complain to your data protection authority.</li>
        </ul>
        <p>
          To use these rights, write to us through the <Link to="/contact">contact form</Link>, from the e-mail address of your account if
          you have one. We may ask you to confirm that the request comes from you, and we answer within one month.
        </p>
      </>
    ),
  },
  {
    id: "security",
    heading: "privacy.s.security",
    body: (
      <p>
        The site is served over encrypted connections (HTTPS). Passwords are stored only as salted hashes. Session cookies cannot be read by
        scripts and are sent only to our own site. Scores, coins and purchases are decided on our server, not in your browser. Access to the
        administration area is limited to our staff, and every administrative change is recorded.
      </p>
    ),
  },
  {
    id: "children",
    heading: "privacy.s.children",
    body: (
      <p>
        Flap Master is a game for a general audience. Children under 13 should not create an account or subscribe to the newsletter, and
        younger players need a parent or guardian&rsquo;s consent where their country&rsquo;s law requires it (up to age 16 in some
        countries). If you believe a child has given us personal data without that consent, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    heading: "privacy.s.changes",
    body: (
      <p>
        We will update this policy when what we store or how we use it changes. The date at the top shows the latest version. If a change
        matters for you, we will announce it on the website, and ask for your consent again where the law requires it.
      </p>
    ),
  },
  {
    id: "contact",
    heading: "privacy.s.contact",
    body: (
      <p>
        The controller responsible for your data is the operator of Flap Master. For any question about your data or this policy, write to
        us through the <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

// The same for every visitor without a session: rendered about once a second (app/lib/public-cache.ts).
export const handle = publicPage;

export default function Privacy() {
  return (
    <LegalDocument
      title="privacy.title"
      lastUpdated={LAST_UPDATED}
      sections={SECTIONS}
      intro={
        <p>
          This policy explains what personal data Flap Master stores when you visit the site, play the game, create an account, buy coins or
          contact us, why we store it, how long we keep it, and what your rights are.
        </p>
      }
    />
  );
}
