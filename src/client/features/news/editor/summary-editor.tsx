import { useEffect, useMemo } from "react";
import Image from "@tiptap/extension-image";
import { FontSize, TextStyle } from "@tiptap/extension-text-style";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { NEWS_LIMITS } from "@/shared/limits";
import { cn } from "@/client/lib/class-names";
import { RICH_TEXT_CLASSES } from "@/shared/news/rich-text-classes";
import { EditorToolbar } from "./editor-toolbar";

// Module-level, so that the editor keeps one set of extension instances across renders.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ["http", "https"],
      isAllowedUri: (url) => /^https?:\/\//i.test(url),
      HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
    },
  }),
  TextStyle,
  FontSize,
  Image.configure({ allowBase64: false }),
];

export type SummaryEditorProps = {
  /** Read once, when the editor mounts; give the editor a new `key` to load other content. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The selected text (empty when nothing is selected), for tags made from a selection (spec §5). */
  onSelectionChange?: (text: string) => void;
  isDisabled?: boolean;
  label?: string;
  id?: string;
};

/**
 * The rich-text summary editor (spec §5 Editor): bold, italic, underline, lists, headings, links,
 * font sizes and uploaded images. The server sanitizes what it saves with the same allowlist.
 */
export default function SummaryEditor({
  initialHtml,
  onChange,
  onSelectionChange,
  isDisabled = false,
  label = "Summary",
  id,
}: SummaryEditorProps) {
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(id && { id }),
        class: cn(RICH_TEXT_CLASSES, "px-3 py-2 focus:outline-none"),
        style: `min-height: ${NEWS_LIMITS.editorMinHeightPx}px`,
      },
    }),
    [label, id],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml,
    editable: !isDisabled,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onSelectionUpdate: ({ editor: current }) => {
      const { from, to } = current.state.selection;
      onSelectionChange?.(current.state.doc.textBetween(from, to, " ").trim());
    },
  });

  useEffect(() => {
    editor.setEditable(!isDisabled);
  }, [editor, isDisabled]);

  return (
    <div
      className={cn(
        "overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm",
        "focus-within:border-teal-600 focus-within:outline-2 focus-within:outline-teal-600/40",
        isDisabled && "bg-slate-50 opacity-80",
      )}
    >
      <EditorToolbar editor={editor} isDisabled={isDisabled} />
      <EditorContent editor={editor} />
    </div>
  );
}
