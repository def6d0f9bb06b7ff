import { NEWS_CREDITS } from "@/shared/limits";
import { ROUTES } from "@/shared/site/routes";
import { LIABILITY_CAP, MINIMUM_AGE, UPTIME_SLA_PERCENT } from "./legal/legal-facts";
import { LegalList, LegalPage, LegalSection } from "./legal/legal-page";
import { TextLink } from "./text-link";

const { user, staff } = NEWS_CREDITS;

/** /terms (news-community-support.md §2, §6 and §9). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use & Legal Statement"
      intro={
        <p>
          These terms govern your use of BioAgent Hub, its website, news service and AI agents (together, “the
          service”). By creating an account or using the service you accept them. If you use the service for a company,
          you confirm that you may accept these terms on its behalf.
        </p>
      }
    >
      <LegalSection title="1. Who we are">
        <p>
          BioAgent Hub is operated by a biotech company based in Sweden, with its office in Lund (“we”, “us”). You can
          reach us at any time through our <TextLink to={ROUTES.contact}>contact page</TextLink>, which also shows our
          e-mail address and office address.
        </p>
      </LegalSection>

      <LegalSection title="2. What the service does">
        <p>BioAgent Hub is a hub of AI agents and information tools for biotech and pharma professionals. It offers:</p>
        <LegalList>
          <li>a public news feed of English summaries of biotech and pharma articles, each linking to its original source;</li>
          <li>a tool that turns the web address of an article in any language into an English summary with tags and entities, which you can edit, save as a draft or publish;</li>
          <li>review of submitted news by editors before it appears in the public feed, and comments on published news;</li>
          <li>agents that search and analyse patents, preprints, clinical trials and SEC filings, and a chat assistant;</li>
          <li>for companies, agents deployed in the cloud or on their own premises under a separate agreement.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="3. Accounts">
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account. Give accurate details, confirm your e-mail
          address, keep your password to yourself and tell us promptly if you think someone else has used your account.
          You are responsible for what happens under your account.
        </p>
        <p>
          Accounts have the role user, editor or administrator. Editors and administrators review and publish news for
          everyone; we assign these roles. You can close your account at any time by writing to us.
        </p>
      </LegalSection>

      <LegalSection title="4. Usage limits and credits">
        <p>Generating summaries uses computing resources, so the news tool works with credits:</p>
        <LegalList>
          <li>
            Users have {user.previews} preview credits and {user.publications} publish credits for the lifetime of the
            account.
          </li>
          <li>
            Editors and administrators have {staff.previews} previews per day and {staff.publications} publications per
            day. A day runs from midnight to midnight UTC.
          </li>
          <li>
            A credit is charged only for work that succeeded. A preview that fails, for example because the article
            could not be fetched or read, or a publication that is refused, does not use a credit.
          </li>
        </LegalList>
        <p>
          To keep the service available for everyone we also limit how many requests can be made in a short time. We
          may change these limits; if we lower them we will say so on this page first. Your profile shows the credits
          you have left.
        </p>
      </LegalSection>

      <LegalSection title="5. Acceptable use">
        <p>When you use the service, you agree not to:</p>
        <LegalList>
          <li>break the law or infringe the rights of others, including copyright in the articles you submit;</li>
          <li>post comments that are abusive, misleading, discriminatory, promotional spam or that disclose confidential information;</li>
          <li>enter personal health data or information about identifiable patients into the tools;</li>
          <li>try to get around credits, rate limits, access controls or other security measures, or probe the service for weaknesses without our written permission;</li>
          <li>use automated means to collect content from the service or place an unreasonable load on it;</li>
          <li>submit web addresses that point to private networks or to content you are not allowed to access.</li>
        </LegalList>
        <p>
          We may remove content that breaks these rules and suspend or close accounts that break them seriously or
          repeatedly. Where possible we tell you why.
        </p>
      </LegalSection>

      <LegalSection title="6. Your content">
        <p>
          You keep the rights in the comments, edits and other content you add. You give us a non-exclusive, worldwide,
          royalty-free licence to host, show and adapt that content as needed to run the service, for as long as it is
          on the service. Published summaries and comments can be seen by anyone.
        </p>
        <p>
          Summaries describe articles published by others and always link to them; the articles themselves belong to
          their publishers. If you hold rights in an article and want a summary removed, contact us and we will act
          promptly.
        </p>
      </LegalSection>

      <LegalSection title="7. AI-generated content is informational">
        <p>
          Summaries, tags, analyses and chat answers are produced automatically, by our built-in engine or by an AI
          model, and each says which one produced it. They can be incomplete or wrong. They are provided for
          information, link to or cite their sources, and are not medical, regulatory or investment advice.
        </p>
        <p>
          Check important information against the original source and ask a qualified professional before you act on
          it. Do not use the service to make decisions about the diagnosis or treatment of any person.
        </p>
      </LegalSection>

      <LegalSection title="8. Outside sources">
        <p>
          The agents query public services such as ClinicalTrials.gov, Europe PMC and SEC EDGAR, and news summaries
          link to publishers' websites. We do not control these sources, their availability or their accuracy, and
          their own terms apply to the data they provide.
        </p>
      </LegalSection>

      <LegalSection title="9. Our intellectual property">
        <p>
          The service, its software, design, texts and the BioAgent Hub name belong to us or our licensors. You may use
          them only as these terms allow. Software we publish as open source is covered by the licence in its
          repository; see our <TextLink to={ROUTES.resources}>open source resources</TextLink>.
        </p>
      </LegalSection>

      <LegalSection title="10. Availability">
        <p>
          We work to keep the service available around the clock, but the free service is provided as it is and as
          available, and we may change or discontinue features. Commitments such as the {UPTIME_SLA_PERCENT} uptime SLA
          of our managed deployments apply only as set out in a separate written agreement with a customer.
        </p>
      </LegalSection>

      <LegalSection title="11. Limitation of liability">
        <p>
          To the extent the law allows, our total liability to you for all claims arising from or related to the
          service is limited to the greater of the amount you paid us for the service in the {LIABILITY_CAP.months}{" "}
          months before the event giving rise to the claim, or {LIABILITY_CAP.floorEuros} EUR.
        </p>
        <p>
          We are not liable for indirect or consequential loss, such as lost profits, lost data or decisions made on the
          basis of AI-generated content. Nothing in these terms limits liability that cannot be limited by law, such as
          liability for intent or gross negligence, or your mandatory rights as a consumer.
        </p>
      </LegalSection>

      <LegalSection title="12. Ending the agreement">
        <p>
          You may stop using the service and close your account at any time. We may end these terms or suspend access
          if you seriously break them, or with 30 days' notice if we close the service. What happens to your data then
          is described in our <TextLink to={ROUTES.privacy}>Privacy Notice</TextLink>.
        </p>
      </LegalSection>

      <LegalSection title="13. Changes to these terms">
        <p>
          We may update these terms. We change the date at the top of this page and, for significant changes, tell
          account holders by e-mail or in the service before the changes take effect. If you keep using the service
          after that, the new terms apply.
        </p>
      </LegalSection>

      <LegalSection title="14. Governing law and disputes">
        <p>
          These terms are governed by the laws of Sweden. Disputes are decided by the courts of Sweden, with Lund
          District Court as the first instance. If you are a consumer living in another country of the European Union,
          you keep the protection of its mandatory laws and may also bring proceedings there.
        </p>
      </LegalSection>

      <LegalSection title="15. Legal statement">
        <p>
          The information on this website is published for general information about biotech, pharma and our products.
          We take care that it is accurate, but we do not guarantee that it is complete or current. Product names and
          trademarks of other companies mentioned on the service belong to their owners and are used only to identify
          them. Questions about these terms are welcome through our{" "}
          <TextLink to={ROUTES.contact}>contact page</TextLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
