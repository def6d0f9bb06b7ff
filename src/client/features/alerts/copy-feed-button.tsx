import { Check, Copy } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useCopyText } from "@/client/lib/use-copy-text";

/** Copy feed URL: the private feed's full address, "Copied" on the button for a moment, and said to screen readers. */
export function CopyFeedButton({ feedPath, name }: { feedPath: string; name: string }) {
  const { isCopied, copy } = useCopyText();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy(`${window.location.origin}${feedPath}`)}>
        {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {isCopied ? "Copied" : "Copy feed URL"}
        <span className="sr-only"> {name}</span>
      </Button>
      <span role="status" className="sr-only">
        {isCopied ? `The feed URL of ${name} is copied.` : ""}
      </span>
    </>
  );
}
