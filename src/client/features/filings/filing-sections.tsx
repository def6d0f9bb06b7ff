import { useId, useState } from "react";
import type { FilingResult, FilingSections } from "@/shared/filings/contracts";
import { Button } from "@/client/components/ui/button";
import { useReadFilingSections } from "./use-filings";

/** A description longer than this opens collapsed to four lines. */
const DESCRIPTION_COLLAPSED_FROM = 400;
/** How many key sections show before "Show all". */
const KEY_SECTIONS_SHOWN = 6;

type FilingSectionsProps = { filing: FilingResult; onRead: (id: string, sections: FilingSections) => void };

/**
 * The filing result's business_description and key_sections (spec §3): shown, collapsed where
 * long; when the search did not read the document, said so, with a way to read it.
 */
export function FilingSectionsView({ filing, onRead }: FilingSectionsProps) {
  const read = useReadFilingSections();
  if (filing.sections !== "read") {
    return (
      <div className="space-y-2 rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600">
        <p>
          {filing.sections === "not_read"
            ? "Business description and key sections: not read yet. A search reads the documents of its newest three filings."
            : "Business description and key sections: SEC EDGAR did not give this filing's document."}
        </p>
        {read.isError && <p role="alert">The filing could not be read just now. Please try again.</p>}
        <Button
          variant="outline"
          size="sm"
          disabled={read.isPending}
          onClick={() => read.mutate({ cik: filing.cik, id: filing.id }, { onSuccess: (sections) => onRead(filing.id, sections) })}
        >
          {read.isPending ? "Reading the filing..." : filing.sections === "not_read" ? "Read from the filing" : "Try again"}
        </Button>
      </div>
    );
  }
  return (
    <>
      <FilingDescription text={filing.business_description} />
      <FilingKeySections sections={filing.key_sections} />
    </>
  );
}

export function FilingDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > DESCRIPTION_COLLAPSED_FROM;
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-medium text-slate-800">Business description</h4>
      {text ? (
        <p id={id} className={`text-sm text-slate-700 ${long && !open ? "line-clamp-4" : ""}`}>
          {text}
        </p>
      ) : (
        <p className="text-sm text-slate-500">No business description was found in the document.</p>
      )}
      {long && (
        <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? "Show less" : "Show the whole description"}
        </Button>
      )}
    </div>
  );
}

export function FilingKeySections({ sections }: { sections: string[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const hidden = sections.length - KEY_SECTIONS_SHOWN;
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-medium text-slate-800">Key sections</h4>
      {sections.length === 0 ? (
        <p className="text-sm text-slate-500">No key sections were found in the document.</p>
      ) : (
        <ul id={id} className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          {(open ? sections : sections.slice(0, KEY_SECTIONS_SHOWN)).map((section) => (
            <li key={section}>{section}</li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? "Show fewer" : `Show all key sections (+${hidden})`}
        </Button>
      )}
    </div>
  );
}
