import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { ALERT_LIMITS } from "@/shared/alerts/rules";
import { shortenText } from "@/shared/plain-text";
import { plural } from "@/shared/plural";
import type { Email } from "../../core/mail/email";
import { sourceHost } from "../../core/web/normalize-url";

// Alert e-mails (issue 19 §3), built from react-email's components: one HTML part that reads at
// 360 px and in dark mode, and its plain-text part rendered from the same tree.

export type AlertItem = { id: string; title: string; sourceUrl: string; date: Date; summaryText: string; tags: string[] };
export type AlertGroup = { name: string; items: AlertItem[]; more: number; newsUrl: string };

type Links = { site: string; alerts: string };

const styles = {
  body: { backgroundColor: "#f6f7f9", color: "#1f2933", fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", margin: 0 },
  // Long words and addresses wrap rather than widen the message past a phone's screen.
  container: {
    backgroundColor: "#ffffff",
    maxWidth: "600px",
    width: "100%",
    padding: "20px 16px",
    boxSizing: "border-box" as const,
    overflowWrap: "anywhere" as const,
    wordBreak: "break-word" as const,
  },
  brand: { fontSize: "14px", fontWeight: 600, color: "#0b6e4f", margin: "0 0 12px" },
  heading: { fontSize: "18px", lineHeight: "24px", margin: "0 0 8px", color: "#1f2933" },
  search: { fontSize: "16px", lineHeight: "22px", margin: "20px 0 4px", color: "#1f2933" },
  title: { fontSize: "16px", lineHeight: "22px", fontWeight: 600, color: "#0b4f8a", textDecoration: "underline" },
  meta: { fontSize: "13px", lineHeight: "18px", color: "#52606d", margin: "4px 0" },
  summary: { fontSize: "14px", lineHeight: "21px", margin: "4px 0", color: "#1f2933" },
  tags: { fontSize: "12px", lineHeight: "18px", color: "#52606d", margin: "4px 0 16px" },
  footer: { fontSize: "12px", lineHeight: "18px", color: "#52606d", margin: "8px 0" },
  link: { color: "#0b4f8a", textDecoration: "underline" },
};

// Mail clients that honour prefers-color-scheme get dark colours; the rest keep the light ones,
// which are readable on their own dark backgrounds too (no text colour relies on the page's white).
const DARK_MODE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    body, .page { background-color: #111418 !important; color: #e4e7eb !important; }
    .card { background-color: #1b1f24 !important; }
    .text { color: #e4e7eb !important; }
    .muted { color: #aab4be !important; }
    .brand { color: #5fd3a8 !important; }
    a { color: #8cc4ff !important; }
  }`;

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function ItemBlock({ item, site }: { item: AlertItem; site: string }) {
  return (
    <Section>
      <Link href={`${site}/news/${item.id}`} style={styles.title}>
        {item.title}
      </Link>
      <Text style={styles.meta} className="muted">
        {sourceHost(item.sourceUrl)} · {dateFormat.format(item.date)}
      </Text>
      <Text style={styles.summary} className="text">{shortenText(item.summaryText, ALERT_LIMITS.emailSummaryChars)}</Text>
      {item.tags.length > 0 ? (
        <Text style={styles.tags} className="muted">
          {item.tags.join(" · ")}
        </Text>
      ) : null}
    </Section>
  );
}

function Layout({ preview, heading, children, links, footer }: { preview: string; heading: string; children: React.ReactNode; links: Links; footer: React.ReactNode }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body} className="page">
        <Container style={styles.container} className="card">
          <Text style={styles.brand} className="brand">BioAgent Hub</Text>
          <Heading as="h1" style={styles.heading} className="text">
            {heading}
          </Heading>
          {children}
          <Hr />
          <Text style={styles.footer} className="muted">
            {footer}{" "}
            <Link href={links.alerts} style={styles.link}>
              manage your alerts
            </Link>
            .
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

async function parts(element: React.ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** One matching item of one saved search, sent at once. */
export async function instantAlertEmail(options: {
  to: string;
  searchName: string;
  item: AlertItem;
  links: Links;
  unsubscribeUrl: string;
}): Promise<Omit<Email, "headers">> {
  const { searchName, item, links } = options;
  const element = (
    <Layout
      preview={item.title}
      heading={`New in “${searchName}”`}
      links={links}
      footer={
        <>
          You receive this because you saved the search “{searchName}” with instant e-mail.{" "}
          <Link href={options.unsubscribeUrl} style={styles.link}>
            Turn off e-mail for this search
          </Link>{" "}
          or
        </>
      }
    >
      <ItemBlock item={item} site={links.site} />
    </Layout>
  );
  return { to: options.to, kind: "alert", subject: `${searchName}: ${item.title}`.slice(0, 200), ...(await parts(element)) };
}

/** The daily or weekly digest of an account: new matches grouped by saved search. */
export async function digestEmail(options: {
  to: string;
  kind: "daily" | "weekly";
  groups: AlertGroup[];
  links: Links;
}): Promise<Omit<Email, "headers">> {
  const { groups, links } = options;
  const total = groups.reduce((sum, group) => sum + group.items.length + group.more, 0);
  const period = options.kind === "daily" ? "daily" : "weekly";
  const heading = `Your ${period} digest: ${plural(total, "new item")}`;
  const element = (
    <Layout
      preview={groups.map((group) => group.name).join(", ")}
      heading={heading}
      links={links}
      footer={`You receive this because you saved searches with ${period} e-mail. Each search's e-mail can be turned off on its own:`}
    >
      {groups.map((group) => (
        <Section key={group.name}>
          <Heading as="h2" style={styles.search} className="text">
            {group.name} ({plural(group.items.length + group.more, "item")})
          </Heading>
          {group.items.map((item) => (
            <ItemBlock key={item.id} item={item} site={links.site} />
          ))}
          {group.more > 0 ? (
            <Text style={styles.meta} className="muted">
              <Link href={group.newsUrl} style={styles.link}>
                {plural(group.more, "more item")} on BioAgent Hub
              </Link>
            </Text>
          ) : null}
        </Section>
      ))}
    </Layout>
  );
  return { to: options.to, kind: `alert-digest`, subject: `BioAgent Hub ${period} digest: ${plural(total, "new item")}`, ...(await parts(element)) };
}
