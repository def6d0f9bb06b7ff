import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";

/** /contact (news-community-support.md §2): the form, and beside it how and when to reach us. */
export function ContactPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact Us</h1>
        <p className="mt-4 text-lg text-slate-600">
          Questions about our AI agents, a demo for your team, or a partnership? Send us a message and we will get
          back to you.
        </p>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>We read every message and reply by e-mail.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <ContactDetails />
      </div>
    </section>
  );
}
