import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Profile } from "@/shared/profile/contracts";
import { SignUpForm } from "@/client/features/auth/sign-up-form";
import { ProfileForm } from "./profile-form";

function render(node: ReactNode): string {
  return renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
}

/** The labels of a form's controls, in the order a reader meets them. */
function labels(html: string): string[] {
  return [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map(([, label]) => label!.replace(/<[^>]+>/g, ""));
}

/** The placeholders the empty selects and lists show. */
function placeholders(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>(?:<span[^>]*>)?(Select [^<]*)</g)].map(([, text]) => text!);
}

const NEWSLETTER = "Subscribe to our newsletter for industry insights and updates";
// Both forms end alike: the two lists below the grid, then the newsletter.
const LISTS_AND_NEWSLETTER = ["Research Focus", "Therapeutic Areas", NEWSLETTER];
const PLACEHOLDERS = [
  "Select organization type",
  "Select experience level",
  "Select primary use case",
  "Select research focus areas",
  "Select therapeutic areas",
];

// A profile with nothing filled in, as an account made outside sign-up reads.
const EMPTY_PROFILE: Profile = {
  ...{ user_id: "u1", email: "reader@example.com", full_name: null, job_title: null, company: null, department: null },
  ...{ organization_type: null, experience_level: null, use_case: null, research_focus: [], therapeutic_areas: [] },
  communication_preferences: { newsletter: true, product_updates: true, research_alerts: false },
};

describe("one profile field set for sign-up and the profile", () => {
  it("gives sign-up its labels in its order (agents-accounts-admin.md §3)", () => {
    const html = render(<SignUpForm onRegistered={() => undefined} />);
    expect(labels(html)).toEqual([
      "Full Name",
      "Email",
      "Password",
      "Confirm Password",
      "Company",
      "Organization Type",
      "Department (optional)",
      "Job Title",
      "Experience Level",
      "Primary Use Case",
      ...LISTS_AND_NEWSLETTER,
    ]);
    expect(placeholders(html)).toEqual(PLACEHOLDERS);
    // The newsletter starts ticked (spec §3: default true).
    expect(html).toMatch(/role="checkbox" aria-checked="true"[^>]*id="signup-newsletter"/);
  });

  it("gives the profile form its labels in its order, the e-mail first and read-only", () => {
    const html = render(<ProfileForm profile={EMPTY_PROFILE} email="reader@example.com" onDone={() => undefined} />);
    expect(labels(html)).toEqual([
      "Email",
      "Full Name",
      "Job Title",
      "Company",
      "Department",
      "Organization Type",
      "Experience Level",
      "Primary Use Case",
      ...LISTS_AND_NEWSLETTER,
    ]);
    expect(placeholders(html)).toEqual(PLACEHOLDERS);
    expect(html).toMatch(/<input[^>]*readOnly=""[^>]*value="reader@example.com"/);
  });
});
