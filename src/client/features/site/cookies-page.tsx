import { CONSENT_MAX_AGE_DAYS, COOKIES_WE_SET } from "@/shared/cookies/categories";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { openCookieSettings } from "@/client/features/cookies/consent-store";
import { SUPERVISORY_AUTHORITY } from "./legal/legal-facts";
import { LegalList, LegalPage, LegalSection } from "./legal/legal-page";
import { ScrollTable } from "@/client/components/ui/scroll-table";
import { ExternalTextLink, TextLink } from "./text-link";

const CONSENT_MONTHS = Math.round(CONSENT_MAX_AGE_DAYS / 30.4);

/** /cookies (news-community-support.md §2 and §9): the Cookie Policy in seven numbered sections. */
export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro={
        <p>
          This policy explains which cookies and similar technologies BioAgent Hub uses, why, for how long, and how you
          can choose. BioAgent Hub is operated by a biotech company based in Sweden; our{" "}
          <TextLink to={ROUTES.privacy}>Privacy Notice</TextLink> explains how we handle personal data under the EU
          General Data Protection Regulation (GDPR).
        </p>
      }
    >
      <LegalSection title="1. What Are Cookies">
        <p>
          Cookies are small text files that a website stores in your browser and reads back when you return. Similar
          technologies, such as your browser&apos;s local storage, work in much the same way, and this policy covers
          them too. Cookies set by the site you visit are first-party cookies; cookies set by other domains are
          third-party cookies. Session cookies disappear when you close your browser; persistent cookies stay for a set
          time.
        </p>
        <p>
          Under the EU ePrivacy rules, which Sweden applies through its Electronic Communications Act, we may store or
          read information on your device without your consent only when this is strictly necessary for a service you
          have asked for. Everything else needs your consent first.
        </p>
      </LegalSection>

      <LegalSection title="2. Categories of Cookies We Use">
        <LegalList>
          <li>
            <strong>Strictly necessary</strong>: keep you signed in, protect your account and the editor tools, and
            remember your cookie choice. The site cannot work without them, so they are always on and need no consent.
          </li>
          <li>
            <strong>Preferences</strong>: remember choices you make, such as your cookie choice and display settings.
            The record of your cookie choice is kept as strictly necessary; any other preference cookie is set only if
            you allow Preferences.
          </li>
          <li>
            <strong>Analytics (optional)</strong>: count visits and measure how pages are used, so that we can improve
            them. Set only with your consent.
          </li>
          <li>
            <strong>Functional / performance (optional)</strong>: enable extra features and measure loading speed and
            errors. Set only with your consent.
          </li>
          <li>
            <strong>Marketing (optional)</strong>: measure the reach of our campaigns and show relevant content about
            BioAgent Hub on other sites. Set only with your consent.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="3. Your Choices">
        <LegalList>
          <li>
            On your first visit a banner asks for your choice: <strong>Accept all</strong>,{" "}
            <strong>Reject non-essential</strong>, or <strong>Customize</strong> to decide category by category.
            Rejecting is as easy as accepting and never limits what you can use on the site.
          </li>
          <li>
            You can change or withdraw your consent at any time with <strong>Cookie Settings</strong> at the bottom of
            every page, or with the button below. A withdrawal applies from that moment on.
          </li>
          <li>
            We keep your choice for up to {CONSENT_MONTHS} months. After that, or when a change to this policy needs
            your consent again, the banner asks once more.
          </li>
          <li>
            Your browser lets you block or delete cookies. If you block strictly necessary cookies, signing in will not
            work; if you delete the cookie that records your choice, the banner appears again.
          </li>
        </LegalList>
        <Button variant="outline" onClick={openCookieSettings}>
          Open Cookie Settings
        </Button>
      </LegalSection>

      <LegalSection title="4. Cookies We Set">
        <p>These are all the cookies and local storage entries BioAgent Hub sets. All of them are first-party.</p>
        <ScrollTable label="Cookies we set">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">Cookies and local storage entries set by BioAgent Hub</caption>
            <thead>
              <tr className="border-b border-slate-300">
                {["Name", "Purpose", "Category", "Lifetime"].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4 font-semibold text-slate-900 last:pr-0">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COOKIES_WE_SET.map((entry) => (
                <tr key={entry.name} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-3 pr-4 font-normal">
                    <code className="font-mono text-xs whitespace-nowrap text-slate-900">{entry.name}</code>
                    {entry.kind === "local storage" && <span className="block text-xs text-slate-500">local storage</span>}
                  </th>
                  <td className="py-3 pr-4">{entry.purpose}</td>
                  <td className="py-3 pr-4">{entry.category}</td>
                  <td className="py-3">{entry.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        <p>
          We currently set no analytics, functional/performance or marketing cookies, and no third-party cookies. If
          that changes, we will list them here first and set them only after you have agreed.
        </p>
      </LegalSection>

      <LegalSection title="5. Third-Party Processors">
        <p>
          We do not embed advertising, analytics, social media plugins, web fonts or other content from other companies
          that would place their cookies in your browser.
        </p>
        <p>
          The providers that host and operate BioAgent Hub for us, such as our hosting and database provider, our e-mail
          delivery provider and, when configured, an AI provider, act as our processors under data processing
          agreements (GDPR Article 28). They handle data such as IP addresses in server logs or the messages you send us
          only on our instructions, and they set no cookies on this site. Where a processor works outside the EU/EEA, the
          transfer is protected by an adequacy decision or the European Commission&apos;s standard contractual clauses,
          as our <TextLink to={ROUTES.privacy}>Privacy Notice</TextLink> describes.
        </p>
        <p>
          When you share a summary on LinkedIn or X, or open an article&apos;s original source, you leave BioAgent Hub;
          those sites set their own cookies under their own policies.
        </p>
      </LegalSection>

      <LegalSection title="6. Do Not Track and Global Privacy Control">
        <p>
          Global Privacy Control (GPC) is a signal that your browser or an extension sends to ask websites not to sell
          or share your personal data. We honour GPC as an opt-out of all optional categories: while your browser sends
          it, preference, analytics, functional/performance and marketing cookies stay off, the banner tells you that
          the signal was detected, and a choice made earlier without the signal no longer counts. If you still want a
          category, you can turn it on yourself in Cookie Settings; we treat that as your explicit choice for this
          browser.
        </p>
        <p>
          Do Not Track (DNT) is an older signal for which no common standard was ever agreed, so we do not act on it
          alone. Because we do not track you across websites and set no optional cookies without your consent, you get
          the same result; use GPC or Reject non-essential to record an opt-out.
        </p>
      </LegalSection>

      <LegalSection title="7. Updates to This Policy">
        <p>
          We update this policy when we change the cookies we use or why, or when the law changes, and show the date of
          the latest version at the top. When a change needs your consent, for example a new optional cookie, we ask for
          your choice again before setting it.
        </p>
        <p>
          Questions about cookies? Write to us through the <TextLink to={ROUTES.contact}>contact page</TextLink>. You
          may also lodge a complaint with{" "}
          <ExternalTextLink href={SUPERVISORY_AUTHORITY.url}>{SUPERVISORY_AUTHORITY.name}</ExternalTextLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
