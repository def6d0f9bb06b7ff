import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

type PendingButtonProps = ButtonProps & {
  /** While its action runs: a spinner, disabled, and `pendingLabel` (when given) in place of the label. */
  isPending: boolean;
  pendingLabel?: ReactNode;
};

/** A button whose action takes a while (a submit, a mutation). */
export function PendingButton({ isPending, pendingLabel, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={disabled || isPending} {...props}>
      {isPending && <Spinner label={null} />}
      {isPending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
