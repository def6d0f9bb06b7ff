import { useEffect, useId, useRef, useState } from "react";
import { Check, Copy, RefreshCw, Share2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { Textarea } from "@/client/components/ui/textarea";
import { cn } from "@/client/lib/class-names";
import { useCopyText } from "@/client/lib/use-copy-text";
import { X_POST_MAX, openShareWindow, xPostLength } from "./share-links";
import { useShareSummary } from "./use-share-summary";

type SharePlatform = "x" | "linkedin";

const PLATFORM_NAMES: Record<SharePlatform, string> = { x: "X", linkedin: "LinkedIn" };

type ShareDialogProps = {
  platform: SharePlatform;
  item: { title: string; summary_en: string };
  /** The page the post links to. */
  pageUrl: string;
  /** Where the platform's share action goes, given the post text. */
  shareUrl: (text: string) => string;
  /** The dialog is shown while mounted; it asks to close through this. */
  onClose: () => void;
};

/**
 * The share modal: generating, then an editable text with Regenerate and copy (spec §2, §4).
 * Mounted when its button is pressed (and loaded then: see news-item-page.tsx), so each opening
 * starts afresh; closing hands focus back to that button.
 */
export function ShareDialog({ platform, item, pageUrl, shareUrl, onClose }: ShareDialogProps) {
  const textId = useId();
  const share = useShareSummary();
  const [variant, setVariant] = useState(0);
  const [text, setText] = useState("");
  const { isCopied, copy } = useCopyText();

  function generate(nextVariant: number) {
    setVariant(nextVariant);
    share.mutate(
      { title: item.title, summary: item.summary_en, platform, url: pageUrl, variant: nextVariant },
      { onSuccess: ({ summary }) => setText(summary) },
    );
  }

  // The first suggestion is asked for once, when the dialog opens.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    generate(0);
  });

  // X's intent takes the summary, else the title (spec §7 Sharing).
  const postText = text.trim() || item.title;
  const length = xPostLength(postText);
  const isTooLong = platform === "x" && length > X_POST_MAX;
  const isGenerating = share.isPending;
  const name = PLATFORM_NAMES[platform];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Share on {name}</DialogTitle>
          <DialogDescription>Edit the suggested post, copy it, then share.</DialogDescription>
        </DialogHeader>
        {isGenerating && !text ? (
          <p role="status" className="flex min-h-40 items-center justify-center gap-3 text-sm text-slate-600">
            <Spinner label={null} className="size-5 text-teal-700" />
            Generating...
          </p>
        ) : (
          <div className="space-y-2">
            <label htmlFor={textId} className="text-sm font-medium text-slate-800">
              Post text
            </label>
            <Textarea
              id={textId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={platform === "x" ? 5 : 9}
              aria-describedby={platform === "x" ? `${textId}-count` : undefined}
            />
            {platform === "x" && (
              <p id={`${textId}-count`} className={cn("text-right text-xs", isTooLong ? "text-red-600" : "text-slate-500")}>
                {length}/{X_POST_MAX} characters (the link counts as 23)
              </p>
            )}
          </div>
        )}
        <DialogFooter align="between">
          <Button variant="ghost" onClick={() => generate(variant + 1)} disabled={isGenerating}>
            {isGenerating ? <Spinner label={null} /> : <RefreshCw aria-hidden />}
            Regenerate
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => void copy(platform === "x" ? `${text} ${pageUrl}` : text)} disabled={!text}>
              {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {isCopied ? "Copied!" : "Copy"}
            </Button>
            <Button onClick={() => openShareWindow(shareUrl(postText))} disabled={isTooLong}>
              <Share2 aria-hidden />
              Share on {name}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
