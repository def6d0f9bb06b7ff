import { Send } from "lucide-react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/client/components/ui/toast";
import type { ContactMessage, ContactMessageInput } from "@/shared/contact/contracts";
import { CONTACT_FAILURE_MESSAGE, CONTACT_LIMITS } from "@/shared/contact/messages";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { Textarea } from "@/client/components/ui/textarea";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";
import { isApiError } from "@/client/lib/api";
import { useSendContactMessage } from "./use-send-contact-message";

const EMPTY: ContactMessageInput = { name: "", email: "", subject: "", message: "" };
const FIELD_NAMES = Object.keys(EMPTY);

/** The shared schema checks what was typed; it loads (with zod, 39 KB) at the first check, not with the page. */
const resolver: Resolver<ContactMessageInput, unknown, ContactMessage> = async (values, context, options) => {
  const [{ zodResolver }, { contactMessageSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/shared/contact/contracts")]);
  return zodResolver(contactMessageSchema)(values, context, options);
};

export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((message) => {
    send.mutate(message, {
      onSuccess: () => {
        toast.success("Message sent!", { description: "Thank you for contacting us. We will get back to you soon." });
        form.reset(EMPTY);
      },
      onError: (error) => {
        setServerFieldErrors(error, FIELD_NAMES, form.setError);
        // The limit's own words tell the sender when to try again; every other failure gets the spec's.
        const description = isApiError(error, "rate_limited") ? error.message : CONTACT_FAILURE_MESSAGE;
        toast.error("Error", { description });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="space-y-5">
      <p className="text-sm text-slate-600">
        Fields marked{" "}
        <span aria-hidden className="text-red-600">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField required id="contact-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" placeholder="Your name" {...form.register("name")} />
        </FormField>
        <FormField required id="contact-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@company.com" {...form.register("email")} />
        </FormField>
      </div>
      <FormField required id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input placeholder="How can we help?" {...form.register("subject")} />
      </FormField>
      <FormField
        required
        id="contact-message"
        label="Message"
        error={errors.message?.message}
        hint={errors.message ? undefined : `Between ${CONTACT_LIMITS.messageMin} and ${CONTACT_LIMITS.messageMax} characters.`}
      >
        <Textarea rows={6} placeholder="Tell us about your question or project..." {...form.register("message")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? <Spinner label={null} /> : <Send aria-hidden />}
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
