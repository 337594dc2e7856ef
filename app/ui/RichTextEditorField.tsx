import "@mantine/tiptap/styles.layer.css";
import { Link, RichTextEditor, type RichTextEditorLabels } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import type { RichTextInputProps } from "./RichTextInput";

/** The controls' names in the reader's language (the rest of Mantine's labels stay as they are). */
function useLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(() => {
    const r = (key: string) => t(`kit.richText.${key}`);
    return {
      boldControlLabel: r("bold"),
      italicControlLabel: r("italic"),
      underlineControlLabel: r("underline"),
      strikeControlLabel: r("strike"),
      clearFormattingControlLabel: r("clearFormatting"),
      h2ControlLabel: r("h2"),
      h3ControlLabel: r("h3"),
      bulletListControlLabel: r("bulletList"),
      orderedListControlLabel: r("orderedList"),
      blockquoteControlLabel: r("blockquote"),
      linkControlLabel: r("link"),
      unlinkControlLabel: r("unlink"),
      linkEditorInputLabel: r("linkInput"),
      linkEditorInputPlaceholder: r("linkPlaceholder"),
      linkEditorSave: r("linkSave"),
      linkEditorExternalLink: r("linkExternal"),
      linkEditorInternalLink: r("linkInternal"),
      undoControlLabel: r("undo"),
      redoControlLabel: r("redo"),
    };
  }, [t]);
}

/**
 * The editor itself (tiptap through @mantine/tiptap): headings, lists, quotes, bold, italic,
 * underline and links, the tags the provider's article sanitiser keeps. Loaded only by
 * RichTextInput, so no other screen carries it.
 */
export default function RichTextEditorField({ id, value, onChange, onBlur, labelledBy, invalid }: RichTextInputProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    // StarterKit's own link is left out for Mantine's, which its link control drives.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    editorProps: { attributes: { id, "aria-labelledby": labelledBy, "aria-multiline": "true", "aria-invalid": String(invalid) } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  // The form sets a new record's text (a reset, another record): the editor follows without echoing it back.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? "" : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar aria-label={t("kit.richText.toolbar")}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={180} />
    </RichTextEditor>
  );
}
