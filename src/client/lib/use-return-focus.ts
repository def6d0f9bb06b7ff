import { useEffect, useRef } from "react";

/**
 * Gives the focus back to the button that opened something (an edit mode, a dialog without a
 * trigger of its own) when it closes, once the button is rendered again. Call `returnFocus()` where
 * the closing is decided; closing any other way leaves the focus where it is.
 * Returns the button's ref and `returnFocus`.
 */
export function useReturnFocus(isOpen: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const isReturning = useRef(false);
  useEffect(() => {
    if (isOpen || !isReturning.current) return;
    isReturning.current = false;
    ref.current?.focus();
  }, [isOpen]);
  const returnFocus = () => {
    isReturning.current = true;
  };
  return [ref, returnFocus] as const;
}
