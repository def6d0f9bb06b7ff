import { useEffect, useState } from "react";
import { NEWS_LIMITS } from "@/shared/limits";
import { toast } from "@/client/components/ui/toast";

/** Copies text to the clipboard; `isCopied` stays true for a moment after, for a "Copied" label. */
export function useCopyText() {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), NEWS_LIMITS.copiedIndicatorMs);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error("Error", { description: "Failed to copy to clipboard" });
    }
  }

  return { isCopied, copy };
}
