import { useId, useState, type Ref } from "react";
import { Bot, Send, UserRound } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { answerDemoQuestion, type DemoReply } from "./site-data/rag-demo-replies";

type Exchange = { id: number; question: string; reply: DemoReply };

const SUGGESTIONS = [
  "Summarize the non-clinical DMPK data for BAH-101",
  "What does our SOP say about handling deviations?",
  "What was decided at the last portfolio review?",
] as const;

/** The Try It Out box: canned local replies, no server call (news-community-support.md §2). */
export function RagDemo({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const inputId = useId();
  const [question, setQuestion] = useState("");
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const trimmed = question.trim();

  const ask = (text: string) => {
    const asked = text.trim();
    if (!asked) return;
    // Newest first, right under the question box where the eye already is.
    setExchanges((previous) => [{ id: previous.length, question: asked, reply: answerDemoQuestion(asked) }, ...previous]);
    setQuestion("");
  };

  return (
    <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          ask(question);
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          Ask a question about the sample company documents
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={inputId}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder="e.g. What are the DMPK results?"
            autoComplete="off"
            className="h-11"
          />
          <Button type="submit" size="md" className="h-11" disabled={!trimmed}>
            <Send aria-hidden />
            Ask
          </Button>
        </div>
      </form>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600">Try:</span>
        {SUGGESTIONS.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            onClick={() => ask(suggestion)}
            className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-left text-sm text-slate-700 hover:border-teal-600 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {suggestion}
          </button>
        ))}
      </div>
      <ul aria-live="polite" aria-label="Demo answers" className="mt-6 space-y-5 empty:hidden">
        {exchanges.map((exchange) => (
          <li key={exchange.id} className="space-y-3">
            <p className="flex items-start gap-2 font-medium text-slate-900">
              <UserRound aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <span className="sr-only">You asked: </span>
              {exchange.question}
            </p>
            <div className="flex items-start gap-2 rounded-xl bg-teal-50 p-4 text-slate-800">
              <Bot aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
              <div className="min-w-0 space-y-3">
                <p>
                  <span className="sr-only">Answer: </span>
                  {exchange.reply.answer}
                </p>
                <div>
                  <p className="text-sm font-semibold text-slate-900">Sources</p>
                  <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                    {exchange.reply.sources.map((source) => (
                      <li key={source}>{source}</li>
                    ))}
                  </ol>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-xs text-slate-600">
        This demo answers from built-in sample documents in your browser; nothing you type is sent anywhere.
      </p>
    </div>
  );
}
