import { KeyRound, LogOut } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useEditorStatus, useExitEditorMode } from "@/client/lib/session";

const untilFormat = new Intl.DateTimeFormat(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });

/**
 * While this browser has editor access, every page says so and offers to end it (issue 15 §6):
 * on a shared computer the next person could otherwise publish and delete for 12 hours.
 */
export function EditorModeBar() {
  const status = useEditorStatus();
  const exit = useExitEditorMode();
  if (!status.data?.active) return null;
  const { expiresAt } = status.data;
  return (
    <section aria-label="Editor mode" className="border-t border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Editor mode is on</strong> in this browser
            {expiresAt && ` until ${untilFormat.format(new Date(expiresAt))}`}: whoever uses it can publish and delete news.
          </span>
        </p>
        <Button size="sm" variant="outline" onClick={() => exit.mutate()} disabled={exit.isPending}>
          {exit.isPending ? <Spinner label={null} /> : <LogOut aria-hidden />}
          Exit editor mode
        </Button>
      </div>
    </section>
  );
}
