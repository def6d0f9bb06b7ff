import { ROUTES } from "@/shared/site/routes";
import { MINIMUM_AGE, RETENTION, SUPERVISORY_AUTHORITY } from "./legal/legal-facts";
import { LegalList, LegalPage, LegalSection } from "./legal/legal-page";
import { ScrollTable } from "@/client/components/ui/scroll-table";
import { ExternalTextLink, TextLink } from "./text-link";

// Purposes and their legal bases under GDPR Article 6(1).
const PURPOSES = [
  {
    purpose: "Creating and running your account, signing you in, showing your profile and comments",
    basis: "Performance of our contract with you (Art. 6(1)(b))",
  },
  {
    purpose: "Counting preview and publish credits and enforcing usage limits",
    basis: "Performance of our contract with you (Art. 6(1)(b))",
  },
  {
    purpose: "Answering contact messages",
    basis: "Our legitimate interest in answering the people who write to us (Art. 6(1)(f)), or steps before a contract you ask for (Art. 6(1)(b))",
  },
  {
    purpose: "Keeping the service secure, preventing abuse and fixing errors, using logs",
    basis: "Our legitimate interest in a secure and working service (Art. 6(1)(f))",
  },
  {
    purpose: "Sending the newsletter, and optional cookies",
    basis: "Your consent, which you can withdraw at any time (Art. 6(1)(a))",
  },
  {
    purpose: "Bookkeeping for paid services and answering lawful requests from authorities",
    basis: "Legal obligation (Art. 6(1)(c))",
  },
] as const;

/** /privacy (news-community-support.md §2 and §9). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Notice (GDPR)"
      intro={
        <p>
          This notice explains which personal data BioAgent Hub processes, why, for how long, who else handles it and
          which rights you have under the EU General Data Protection Regulation (GDPR).
        </p>
      }
    >
      <LegalSection title="1. Who is responsible">
        <p>
          The controller of your personal data is the Sweden-based biotech company that operates BioAgent Hub, with its
          office in Lund, Sweden. For any question about your data or to use your rights, write to us through the{" "}
          <TextLink to={ROUTES.contact}>contact page</TextLink>, which shows our e-mail and office address.
        </p>
      </LegalSection>

      <LegalSection title="2. The data we process">
        <LegalList>
          <li>
            <strong>Account data</strong>: your e-mail address, a hash of your password (never the password itself),
            your role, whether your e-mail address is confirmed, and your sign-in sessions.
          </li>
          <li>
            <strong>Profile data</strong>: what you choose to give, such as full name, job title, company, department,
            organization type, research focus, therapeutic areas, use case, experience level and your newsletter
            preference.
          </li>
          <li>
            <strong>Comments</strong>: what you write, when you wrote or edited it, and the news item it belongs to.
            Comments are public and shown with your name, or with the first part of your e-mail address if you have not
            given a name.
          </li>
          <li>
            <strong>Contact messages</strong>: your name, e-mail address, subject and message.
          </li>
          <li>
            <strong>Usage records</strong>: each preview or publication you made with the news tool and when, so that
            credits can be counted, and the news items you created.
          </li>
          <li>
            <strong>Logs</strong>: technical records of requests to the service, such as IP address, browser type, the
            address requested, time and errors.
          </li>
        </LegalList>
        <p>
          We do not ask for health data or other special categories of data, and we ask you not to enter them into the
          tools.
        </p>
      </LegalSection>

      <LegalSection title="3. Why we use it and on which legal basis">
        <ScrollTable label="Purposes and legal bases">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Purposes of processing and their legal bases</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                  Purpose
                </th>
                <th scope="col" className="py-2 font-semibold text-slate-900">
                  Legal basis
                </th>
              </tr>
            </thead>
            <tbody>
              {PURPOSES.map((row) => (
                <tr key={row.purpose} className="border-b border-slate-200 align-top">
                  <td className="py-3 pr-4">{row.purpose}</td>
                  <td className="py-3">{row.basis}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        <p>We do not sell personal data, and we do not make decisions about you by automated means alone.</p>
      </LegalSection>

      <LegalSection title="4. How long we keep it">
        <LegalList>
          <li>
            Account data, profile data, comments and usage records are kept while your account exists, and deleted or
            anonymized within {RETENTION.accountDaysAfterEnd} days after the account ends.
          </li>
          <li>
            Logs are kept for {RETENTION.logDays.min} to {RETENTION.logDays.max} days: ordinary request logs for the
            shorter period, security logs for the longer one.
          </li>
          <li>
            Backups are kept for up to {RETENTION.backupDays} days, after which deleted data disappears from them as
            well.
          </li>
          <li>
            Contact messages are kept as long as needed to handle your request and any follow-up, and then deleted.
          </li>
        </LegalList>
        <p>News summaries you published stay in the public feed after your account ends, without your name.</p>
      </LegalSection>

      <LegalSection title="5. Who else handles your data">
        <p>We use a small number of processors, bound by data processing agreements, who act only on our instructions:</p>
        <LegalList>
          <li>
            <strong>E-mail delivery</strong>, to send sign-up confirmations and to pass contact messages to our team;
          </li>
          <li>
            <strong>Hosting</strong>, for the servers and database that run the service and its backups;
          </li>
          <li>
            <strong>An AI provider, only when one is configured</strong>, which receives the text of articles to
            translate and summarize and the questions you ask the agents, but not your account details.
          </li>
        </LegalList>
        <p>
          The public data services the agents search, such as ClinicalTrials.gov, Europe PMC and SEC EDGAR, receive your
          search terms but no personal data from us. We disclose data to authorities only when the law requires it.
        </p>
      </LegalSection>

      <LegalSection title="6. Transfers outside the EU/EEA">
        <p>
          We prefer processors that keep data within the EU/EEA. When a processor handles data outside it, for example a
          configured AI provider, we make sure the transfer is protected by an adequacy decision of the European
          Commission, such as the EU–US Data Privacy Framework, or by the Commission's standard contractual clauses
          together with any additional safeguards needed. You can ask us for a copy of these safeguards.
        </p>
      </LegalSection>

      <LegalSection title="7. Your rights">
        <p>You have the right to:</p>
        <LegalList>
          <li>
            <strong>access</strong> the personal data we hold about you and receive a copy;
          </li>
          <li>
            <strong>rectification</strong> of data that is wrong or incomplete; much of it you can edit yourself on
            your profile;
          </li>
          <li>
            <strong>erasure</strong> of your data when we no longer need it or you withdraw your consent;
          </li>
          <li>
            <strong>restriction</strong> of processing while a question about your data is being settled;
          </li>
          <li>
            <strong>portability</strong>: your data in a structured, machine-readable format;
          </li>
          <li>
            <strong>object</strong> to processing based on our legitimate interests, and to withdraw consent at any
            time without affecting earlier processing.
          </li>
        </LegalList>
        <p>
          Write to us through the <TextLink to={ROUTES.contact}>contact page</TextLink> to use these rights; we answer
          within one month. You may also lodge a complaint with a supervisory authority, in Sweden{" "}
          <ExternalTextLink href={SUPERVISORY_AUTHORITY.url}>{SUPERVISORY_AUTHORITY.name}</ExternalTextLink>.
        </p>
      </LegalSection>

      <LegalSection title="8. Cookies">
        <p>
          We use cookies that are strictly necessary to keep you signed in and to remember your choices, and optional
          cookies only with your consent. Our <TextLink to={ROUTES.cookies}>Cookie Policy</TextLink> lists them and
          explains how to change your choice at any time.
        </p>
      </LegalSection>

      <LegalSection title="9. Security">
        <p>
          Connections to the service are encrypted, passwords are stored only as salted hashes, access to personal data
          is limited to the staff who need it, and permissions are checked by our servers on every request. If a
          personal data breach is likely to put your rights at risk, we will tell you and IMY as the law requires.
        </p>
      </LegalSection>

      <LegalSection title="10. Minimum age">
        <p>
          The service is meant for professionals and is not directed at children. You must be at least {MINIMUM_AGE}{" "}
          years old to create an account. If we learn that an account belongs to someone younger, we delete it.
        </p>
      </LegalSection>

      <LegalSection title="11. Changes to this notice">
        <p>
          We update this notice when our processing changes and show the date of the latest version at the top. We tell
          account holders about significant changes by e-mail or in the service.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
