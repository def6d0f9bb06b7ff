import { useState } from "react";
import { COOKIE_CATEGORIES, type OptionalCookieCategory } from "@/shared/cookies/categories";
import { ALL_OPTIONAL_CONSENT, NO_OPTIONAL_CONSENT, type ConsentChoices } from "@/shared/cookies/consent";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Label } from "@/client/components/ui/label";
import { closeCookieSettings, saveConsent, takeSettingsOpener } from "./consent-store";
import { focusMainContent } from "./focus-main";

type CookieSettingsDialogProps = { isOpen: boolean; isGpc: boolean; choices: ConsentChoices };

/** Per-category choice, opened by the banner's Customize and the footer's Cookie Settings. */
export function CookieSettingsDialog({ isOpen, isGpc, choices }: CookieSettingsDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && closeCookieSettings()}>
      <DialogContent
        size="lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const opener = takeSettingsOpener();
          if (opener) opener.focus();
          else focusMainContent();
        }}
      >
        <DialogHeader>
          <DialogTitle>Cookie Settings</DialogTitle>
          <DialogDescription>
            Choose which optional cookies BioAgent Hub may use. Strictly necessary cookies are always on. You can
            change your choice at any time with Cookie Settings at the bottom of every page.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the stored choice. */}
        <CategoryChoices initial={choices} isGpc={isGpc} />
      </DialogContent>
    </Dialog>
  );
}

function CategoryChoices({ initial, isGpc }: { initial: ConsentChoices; isGpc: boolean }) {
  const [draft, setDraft] = useState<ConsentChoices>(initial);
  const setCategory = (category: OptionalCookieCategory, allowed: boolean) =>
    setDraft((previous) => ({ ...previous, [category]: allowed }));

  return (
    <>
      {isGpc && (
        <p className="mb-4 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          Your browser sends a Global Privacy Control signal. We treat it as an opt-out: optional cookies stay off
          unless you turn them on here and save.
        </p>
      )}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {COOKIE_CATEGORIES.map((category) => {
          const checkboxId = `cookie-category-${category.id}`;
          const descriptionId = `${checkboxId}-description`;
          const isNecessary = category.id === "necessary";
          return (
            <li key={category.id} className="flex gap-3 p-4">
              <Checkbox
                id={checkboxId}
                className="mt-0.5"
                checked={isNecessary ? true : draft[category.id as OptionalCookieCategory]}
                disabled={isNecessary}
                aria-describedby={descriptionId}
                onCheckedChange={(checked) =>
                  !isNecessary && setCategory(category.id as OptionalCookieCategory, checked === true)
                }
              />
              <div className="space-y-1">
                <Label htmlFor={checkboxId}>
                  {category.name}
                  {isNecessary && <span className="ml-2 text-xs font-normal text-slate-500">Always on</span>}
                </Label>
                <p id={descriptionId} className="text-sm text-slate-600">
                  {category.description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <DialogFooter align="between">
        <Button variant="outline" onClick={() => saveConsent(NO_OPTIONAL_CONSENT)}>
          Reject non-essential
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {!isGpc && (
            <Button variant="outline" onClick={() => saveConsent(ALL_OPTIONAL_CONSENT)}>
              Accept all
            </Button>
          )}
          <Button onClick={() => saveConsent(draft)}>Save preferences</Button>
        </div>
      </DialogFooter>
    </>
  );
}
