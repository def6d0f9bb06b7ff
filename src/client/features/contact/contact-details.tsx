import type { ReactNode } from "react";
import { Clock, Mail, MapPin, MessageSquareReply } from "lucide-react";
import { CONTACT_REPLY_HOURS, OFFICE_HOURS } from "@/shared/contact/messages";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useContactInfo } from "./use-contact-info";

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <h3 className="font-medium text-slate-900">{title}</h3>
        <div className="text-slate-600">{children}</div>
      </div>
    </div>
  );
}

/** Beside the form: e-mail, location, reply time and office hours (news-community-support.md §2, §9). */
export function ContactDetails() {
  const info = useContactInfo();
  // Reserves the line while loading, so the cards do not jump.
  const pending = <span className="inline-block h-5 w-40 animate-pulse rounded bg-slate-100" />;
  const unavailable = <span>Not available right now.</span>;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Contact Information</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <Detail icon={<Mail className="size-5" />} title="Email">
            {info.data ? (
              <a
                href={`mailto:${info.data.email}`}
                className="break-all text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                {info.data.email}
              </a>
            ) : info.isError ? (
              unavailable
            ) : (
              pending
            )}
          </Detail>
          <Detail icon={<MapPin className="size-5" />} title="Location">
            {info.data ? <p>{info.data.office_address}</p> : info.isError ? unavailable : pending}
          </Detail>
          <Detail icon={<MessageSquareReply className="size-5" />} title="Response Time">
            <p>We typically reply within {CONTACT_REPLY_HOURS} hours.</p>
          </Detail>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Clock aria-hidden className="size-5 text-teal-700" />
            Office Hours
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-1 text-sm text-slate-600">
            {OFFICE_HOURS.map(({ days, hours }) => (
              <li key={days}>{`${days}: ${hours}`}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
