import { useId, type FormEvent, type KeyboardEvent, type Ref } from "react";
import { Send } from "lucide-react";
import { CHAT_LIMITS } from "@/shared/chat/rules";
import { Button } from "@/client/components/ui/button";
import { Textarea } from "@/client/components/ui/textarea";

type ChatComposerProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  isWaiting: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** The text box and send button: Enter sends, Shift+Enter makes a new line (spec §2); both wait while a reply is pending (§4). */
export function ChatComposer({ draft, onDraftChange, onSend, isWaiting, ref }: ChatComposerProps) {
  const inputId = useId();
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSend();
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME's Enter confirms the composed word; it does not send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-4 sm:p-6">
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <div className="min-w-0 flex-1">
        <Textarea
          ref={ref}
          id={inputId}
          rows={2}
          value={draft}
          maxLength={CHAT_LIMITS.messageMax}
          disabled={isWaiting}
          aria-describedby={hintId}
          placeholder="Type your question…"
          className="resize-none"
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={sendOnEnter}
        />
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          Enter sends; Shift+Enter starts a new line.
        </p>
      </div>
      <Button type="submit" disabled={isWaiting || !draft.trim()} className="mb-5 shrink-0">
        <Send aria-hidden />
        Send
      </Button>
    </form>
  );
}
