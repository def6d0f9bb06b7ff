import { ArrowRight } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/client/components/ui/accordion";
import { PageSection } from "./marketing-blocks";
import { TextLink } from "./text-link";
import { FAQ } from "./site-data/faq";

/** One answer open at a time, and the open one can be closed again (agents-accounts-admin.md §2). */
export function HomeFaq() {
  return (
    <PageSection title="Frequently Asked Questions">
      <Accordion
        type="single"
        collapsible
        className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white px-5 shadow-sm sm:px-6"
      >
        {FAQ.map((entry, index) => (
          <AccordionItem key={entry.question} value={`faq-${index}`}>
            <AccordionTrigger>{entry.question}</AccordionTrigger>
            <AccordionContent className="space-y-3">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {entry.link && (
                <p>
                  <TextLink to={entry.link.to} className="inline-flex items-center gap-1">
                    {entry.link.label}
                    <ArrowRight aria-hidden className="size-4" />
                  </TextLink>
                </p>
              )}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </PageSection>
  );
}
