import { useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "@/client/components/ui/toast";
import {
  addWebsiteRequestSchema,
  MONITOR_LIMITS,
  MONITOR_MESSAGES,
  type AddWebsiteRequest,
} from "@/shared/monitor/contracts";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { Textarea } from "@/client/components/ui/textarea";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";
import { useAddWebsite, type NewWebsite } from "./use-add-website";

const EMPTY: AddWebsiteRequest = { name: "", url: "", description: "", rss_feed_url: "" };
const FIELD_NAMES = Object.keys(addWebsiteRequestSchema.shape);

/** The Add Website button and its dialog (spec §2, §4: open, closed, adding). */
export function AddWebsiteDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Add Website
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Website</DialogTitle>
          <DialogDescription>
            The monitor checks active websites for new articles and adds them to News Review as pending items.
          </DialogDescription>
        </DialogHeader>
        <AddWebsiteForm onAdded={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted with the dialog's content, so each opening starts with empty fields. */
function AddWebsiteForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const add = useAddWebsite();
  const form = useForm<AddWebsiteRequest, unknown, NewWebsite>({
    resolver: zodResolver(addWebsiteRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((website) => {
    add.mutate(website, {
      onSuccess: () => {
        toast.success(MONITOR_MESSAGES.added);
        onAdded();
      },
      // The 'Error' toast comes from the query client; a 400 also marks its fields.
      onError: (error) => setServerFieldErrors(error, FIELD_NAMES, form.setError),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add website" className="space-y-4">
      <FormField required id={`${id}-name`} label="Name" error={errors.name?.message}>
        <Input autoComplete="off" maxLength={MONITOR_LIMITS.nameMax} placeholder="Endpoints News" {...form.register("name")} />
      </FormField>
      <FormField required id={`${id}-url`} label="URL" error={errors.url?.message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/news"
          {...form.register("url")}
        />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        <Textarea rows={3} maxLength={MONITOR_LIMITS.descriptionMax} {...form.register("description")} />
      </FormField>
      <FormField
        id={`${id}-rss`}
        label="RSS Feed URL"
        error={errors.rss_feed_url?.message}
        hint={
          errors.rss_feed_url
            ? undefined
            : "Optional. Without it the monitor reads the feed the page declares, or looks for one."
        }
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/feed.xml"
          {...form.register("rss_feed_url")}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Spinner label={null} /> : <Plus aria-hidden />}
          {add.isPending ? "Adding..." : "Add Website"}
        </Button>
      </DialogFooter>
    </form>
  );
}
