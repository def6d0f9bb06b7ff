import { NEWS_CREDITS } from "@/shared/limits";
import { ROUTES } from "@/shared/site/routes";

export type FaqEntry = {
  question: string;
  /** Paragraphs of plain text. */
  answer: readonly string[];
  link?: { to: string; label: string };
};

const { user, staff } = NEWS_CREDITS;

/** Home's FAQ (agents-accounts-admin.md §2 asks for 7 questions; the answers are ours). */
export const FAQ: readonly FaqEntry[] = [
  {
    question: "What do the AI agents on BioAgent Hub do?",
    answer: [
      "Each agent covers one kind of intelligence work. The Patent Analysis Agent searches patents, the Clinical Development Tracker follows and compares clinical trials, the R&D Discovery Scout finds and analyses preprints, the Market Analysis Agent reads SEC filings, and the Regulatory Agent answers questions in a chat.",
      "Analyses cite the papers, trials or filings they are based on, so you can check every statement against its source.",
    ],
  },
  {
    question: "Where does the data come from?",
    answer: [
      "From public sources, queried when you search: ClinicalTrials.gov for trials, Europe PMC for bioRxiv and medRxiv preprints and for patents (the European Patent Office's biological patents), and SEC EDGAR for company filings. When a PatentsView key is configured, patent search uses PatentsView's granted US patents instead.",
      "News summaries are made from articles on the publishers' own sites, and every summary links to its original article.",
    ],
  },
  {
    question: "How are news articles in other languages translated and summarized?",
    answer: [
      "Paste the web address of an article in any language and you get an English summary, topic tags and the companies, diseases and targets it mentions, all of which you can edit before saving or publishing. Editors review items before they appear in the public feed.",
      "The built-in engine works without any outside service and summarizes English articles. Translation needs an AI provider; when none is configured the tool tells you so instead of pretending. Each summary records which engine wrote it.",
    ],
  },
  {
    question: "How do credits and usage limits work?",
    answer: [
      `A free account includes ${user.previews} summary previews and ${user.publications} publications in total. Editors and administrators can make ${staff.previews} previews and ${staff.publications} publications per day.`,
      "A credit is used only when the work succeeds: a preview that fails, for example because the article could not be read, costs nothing. Your profile shows how many credits you have left.",
    ],
    link: { to: ROUTES.terms, label: "Read the usage limits in our Terms of Use" },
  },
  {
    question: "What happens to my personal data?",
    answer: [
      "We use your account and profile details to run the service and to show your name next to your comments. Passwords are stored only as secure hashes, and we do not sell personal data. Optional cookies are set only after you agree to them.",
      "You can ask us at any time for a copy of your data, to correct it or to delete it. Our Privacy Notice explains what we keep, why and for how long.",
    ],
    link: { to: ROUTES.privacy, label: "Read our Privacy Notice" },
  },
  {
    question: "Can we run the agents on our own servers?",
    answer: [
      "Yes. Besides managed cloud deployment we offer local on-premise installation, so documents and databases never leave your network. The agents can use the built-in engine or any AI model your company already runs behind an OpenAI-compatible interface, including models hosted on your own hardware.",
      "Both options include maintenance and support, with pay-per-use pricing.",
    ],
    link: { to: ROUTES.contact, label: "Talk to us about your deployment" },
  },
  {
    question: "How do I get started?",
    answer: [
      "Create a free account with your e-mail address and confirm it from the message we send you. You can then summarize news, comment and use every agent. Reading the news feed needs no account at all.",
      "For a company knowledge agent, a database agent or an on-premise installation, schedule a demo and we will set it up with you.",
    ],
    link: { to: ROUTES.auth, label: "Create your free account" },
  },
];
