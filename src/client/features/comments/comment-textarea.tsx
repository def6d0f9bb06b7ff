import type { ComponentProps, Ref } from "react";
import { COMMENT_MAX_LENGTH } from "@/shared/comments/rules";
import { Label } from "@/client/components/ui/label";
import { Textarea } from "@/client/components/ui/textarea";
import { cn } from "@/client/lib/class-names";

type CommentTextareaProps = Omit<ComponentProps<"textarea">, "value" | "onChange" | "id"> & {
  id: string;
  label: string;
  isLabelHidden?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A comment's text with its label and a counter against the maximum length. */
export function CommentTextarea({ id, label, isLabelHidden, value, onValueChange, className, ...props }: CommentTextareaProps) {
  const counterId = `${id}-counter`;
  const length = value.trim().length;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className={cn(isLabelHidden && "sr-only")}>
        {label}
      </Label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        aria-describedby={counterId}
        className={cn("resize-y", className)}
        {...props}
      />
      <p id={counterId} className={cn("text-right text-xs", length >= COMMENT_MAX_LENGTH ? "text-amber-700" : "text-slate-500")}>
        {length}/{COMMENT_MAX_LENGTH}
        <span className="sr-only"> characters</span>
      </p>
    </div>
  );
}
