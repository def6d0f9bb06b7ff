import { useId, useRef, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { toast } from "@/client/components/ui/toast";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { CommentTextarea } from "./comment-textarea";
import { useCreateComment } from "./use-create-comment";

/** A new comment: Post Comment stays disabled while the text is blank after trimming (spec §5). */
export function CommentForm({ newsId }: { newsId: string }) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState("");
  const create = useCreateComment(newsId);
  const isBlank = content.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isBlank || create.isPending) return;
    create.mutate(content.trim(), {
      onSuccess: () => {
        setContent("");
        toast.success("Comment added");
        textarea.current?.focus();
      },
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <CommentTextarea
        ref={textarea}
        id={`${id}-new-comment`}
        label="Add a comment"
        value={content}
        onValueChange={setContent}
        rows={3}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isBlank || create.isPending} className="w-full sm:w-auto">
          {create.isPending ? <Spinner label={null} /> : <Send aria-hidden />}
          Post Comment
        </Button>
      </div>
    </form>
  );
}
