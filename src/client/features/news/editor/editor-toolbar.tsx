import { useRef, useState, type ReactNode } from "react";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Check,
  ChevronDown,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Underline,
} from "lucide-react";
import { Popover } from "radix-ui";
import { NEWS_LIMITS } from "@/shared/limits";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/class-names";
import { useUploadImage } from "../use-upload-image";

const DEFAULT_SIZE = "default";
const FONT_SIZE_OPTIONS = [
  { value: DEFAULT_SIZE, label: "Default size" },
  ...NEWS_LIMITS.editorFontSizes.map((size) => ({ value: `${size}px`, label: `${size}px` })),
];

type ToolbarButtonProps = {
  label: string;
  isActive?: boolean;
  isDisabled: boolean;
  onClick: () => void;
  children: ReactNode;
};

function ToolbarButton({ label, isActive, isDisabled, onClick, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      disabled={isDisabled}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 disabled:opacity-50",
        "focus-visible:outline-2 focus-visible:outline-teal-600 [&_svg]:size-4",
        isActive && "bg-teal-100 text-teal-900",
      )}
    >
      {children}
    </button>
  );
}

export function EditorToolbar({ editor, isDisabled }: { editor: Editor; isDisabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive("bold"),
      isItalic: current.isActive("italic"),
      isUnderline: current.isActive("underline"),
      isBulletList: current.isActive("bulletList"),
      isOrderedList: current.isActive("orderedList"),
      heading: ([2, 3, 4] as const).find((level) => current.isActive("heading", { level })) ?? null,
      isLink: current.isActive("link"),
      fontSize: (current.getAttributes("textStyle").fontSize as string | undefined) ?? DEFAULT_SIZE,
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1">
      <ToolbarButton label="Bold" isActive={state.isBold} isDisabled={isDisabled} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden />
      </ToolbarButton>
      <ToolbarButton label="Italic" isActive={state.isItalic} isDisabled={isDisabled} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Underline"
        isActive={state.isUnderline}
        isDisabled={isDisabled}
        onClick={() => chain().toggleUnderline().run()}
      >
        <Underline aria-hidden />
      </ToolbarButton>
      <Separator />
      <ToolbarButton
        label="Bullet list"
        isActive={state.isBulletList}
        isDisabled={isDisabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        isActive={state.isOrderedList}
        isDisabled={isDisabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden />
      </ToolbarButton>
      <Separator />
      {([2, 3, 4] as const).map((level) => {
        const Icon = { 2: Heading2, 3: Heading3, 4: Heading4 }[level];
        return (
          <ToolbarButton
            key={level}
            label={`Heading ${level}`}
            isActive={state.heading === level}
            isDisabled={isDisabled}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            <Icon aria-hidden />
          </ToolbarButton>
        );
      })}
      <Separator />
      <LinkButton editor={editor} isActive={state.isLink} isDisabled={isDisabled} />
      <ImageButton editor={editor} isDisabled={isDisabled} />
      <FontSizeMenu editor={editor} fontSize={state.fontSize} isDisabled={isDisabled} />
    </div>
  );
}

function FontSizeMenu({ editor, fontSize, isDisabled }: { editor: Editor; fontSize: string; isDisabled: boolean }) {
  const current = FONT_SIZE_OPTIONS.find((option) => option.value === fontSize) ?? FONT_SIZE_OPTIONS[0];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={isDisabled}
        aria-label={`Font size: ${current?.label ?? ""}`}
        className="ml-1 inline-flex h-8 items-center gap-1 rounded border border-slate-300 bg-white px-2 text-xs text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-50"
      >
        {current?.label}
        <ChevronDown aria-hidden className="size-3.5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="z-[60] min-w-36"
        // Back to the text, so that typing continues in the new size.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        {FONT_SIZE_OPTIONS.map((option) => (
          <DropdownMenuItem
            key={option.value}
            onSelect={() =>
              option.value === DEFAULT_SIZE
                ? editor.chain().unsetFontSize().run()
                : editor.chain().setFontSize(option.value).run()
            }
          >
            <Check aria-hidden className={option.value === fontSize ? "opacity-100" : "opacity-0"} />
            {option.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function Separator() {
  return <span aria-hidden className="mx-1 h-5 w-px bg-slate-300" />;
}

function LinkButton({ editor, isActive, isDisabled }: { editor: Editor; isActive: boolean; isDisabled: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [href, setHref] = useState("");
  const isValid = /^https?:\/\/\S+$/i.test(href.trim());

  function open(next: boolean) {
    if (next) setHref((editor.getAttributes("link").href as string | undefined) ?? "https://");
    setOpen(next);
  }

  function apply() {
    if (!isValid) return;
    editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
    setOpen(false);
  }

  return (
    <Popover.Root open={isOpen} onOpenChange={open}>
      <Popover.Trigger asChild disabled={isDisabled}>
        <button
          type="button"
          aria-label="Link"
          title="Link"
          aria-pressed={isActive}
          className={cn(
            "inline-flex size-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 disabled:opacity-50",
            "focus-visible:outline-2 focus-visible:outline-teal-600 [&_svg]:size-4",
            isActive && "bg-teal-100 text-teal-900",
          )}
        >
          <Link2 aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-[60] w-80 space-y-2 rounded-md border border-slate-200 bg-white p-3 shadow-lg"
        >
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
          >
            <Input
              aria-label="Link address"
              type="url"
              value={href}
              onChange={(event) => setHref(event.target.value)}
              placeholder="https://"
              aria-invalid={href !== "" && !isValid ? true : undefined}
            />
            <div className="flex justify-end gap-2">
              {isActive && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    editor.chain().focus().extendMarkRange("link").unsetLink().run();
                    setOpen(false);
                  }}
                >
                  Remove link
                </Button>
              )}
              <Button size="sm" type="submit" disabled={!isValid}>
                Apply
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function ImageButton({ editor, isDisabled }: { editor: Editor; isDisabled: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  return (
    <>
      <ToolbarButton
        label="Insert image"
        isDisabled={isDisabled || upload.isPending}
        onClick={() => inputRef.current?.click()}
      >
        {upload.isPending ? <Spinner label={null} /> : <ImagePlus aria-hidden />}
      </ToolbarButton>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label="Image file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          upload.mutate(file, { onSuccess: (src) => editor.chain().focus().setImage({ src }).run() });
        }}
      />
    </>
  );
}
