import { RotateCw } from "lucide-react";
import { toast } from "@/client/components/ui/toast";
import type { UndeliveredEmail } from "@/shared/email/contracts";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { DATA_CELL, DataTable } from "@/client/components/ui/data-table";
import { useNow } from "@/client/features/comments/use-now";
import { formatTimeAgo } from "@/client/lib/date-distance";
import { useListUndeliveredEmail, useRetryEmail } from "./use-undelivered-email";

const CELL = DATA_CELL;
const COLUMNS = ["Queued", "To", "Subject", "State", "Attempts", "Last error", ""] as const;

function RetryButton({ email }: { email: UndeliveredEmail }) {
  const retry = useRetryEmail();
  if (email.state !== "failed") return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      onClick={() => retry.mutate(email.id, { onSuccess: () => toast.success(`The message to ${email.to} is queued again.`) })}
    >
      <RotateCw aria-hidden />
      Retry
    </Button>
  );
}

/**
 * /email-delivery (admins): the e-mails the background worker gave up on or is still retrying
 * (issue 14 §3), with the mail server's answer. Bodies are never shown: they may hold sign-in links.
 */
export function EmailDeliveryPage() {
  const list = useListUndeliveredEmail();
  const now = useNow();
  const emails = list.data?.emails ?? [];

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">E-mail Delivery</h1>
        <p className="max-w-2xl text-slate-600">
          Every e-mail waits in the outbox until the background worker sends it. A message the mail server refuses for good, or
          that still fails after about an hour of retries, is listed here with the server&apos;s answer.
        </p>
        {list.data && (
          <p className="text-sm text-slate-600">
            {list.data.smtp_configured
              ? `${list.data.sent_last_day} sent in the last 24 hours.`
              : "No mail server is configured (SMTP_URL): messages are printed to the server log instead of sent."}
          </p>
        )}
      </header>
      <DataTable
        label="Table of undelivered e-mails"
        columns={COLUMNS}
        minWidthClass="min-w-[48rem]"
        placeholder={
          list.isPending ? "Loading..." : list.isError ? "The list could not be loaded" : emails.length === 0 ? "Every e-mail has been delivered." : null
        }
      >
        {emails.map((email) => (
          <tr key={email.id}>
            <td className={`${CELL} whitespace-nowrap text-slate-700`}>
              <time dateTime={email.created_at}>{formatTimeAgo(email.created_at, now)}</time>
            </td>
            <td className={`${CELL} [overflow-wrap:anywhere]`}>{email.to}</td>
            <td className={CELL}>{email.subject}</td>
            <td className={CELL}>
              {email.state === "failed" ? <span className="font-medium text-red-700">Given up</span> : <Badge variant="amber">Retrying</Badge>}
            </td>
            <td className={CELL}>{email.attempts}</td>
            <td className={`${CELL} text-xs text-slate-700 [overflow-wrap:anywhere]`}>{email.error ?? "—"}</td>
            <td className={CELL}>
              <RetryButton email={email} />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
