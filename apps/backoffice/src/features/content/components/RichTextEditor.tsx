import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useState } from 'react';
import StarterKit from '@tiptap/starter-kit';
import { useIntl } from 'react-intl';
import type { RichTextDocument } from '@shop/api-client';
import type { MessageId } from '@shop/i18n';
import { fromTiptap, toTiptap } from '../rich-text';
import { LinkDialog } from './LinkDialog';

export interface RichTextEditorProps {
  value: RichTextDocument;
  onChange: (value: RichTextDocument) => void;
  /** The field's accessible name. */
  label: string;
  id: string;
}

/**
 * Tiptap with what the content schema allows: paragraphs, headings 2 to 4, lists, quotes, bold,
 * italic and links. Loaded lazily (RichTextField), so only pages that edit rich text carry it.
 */
export default function RichTextEditor({ value, onChange, label, id }: RichTextEditorProps) {
  const t = useIntl().formatMessage;
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: false },
      }),
    ],
    content: toTiptap(value),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'backoffice-richtext__area',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(fromTiptap(changed.getJSON())),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const tool = (key: keyof NonNullable<typeof active>, labelId: MessageId, run: () => void) => (
    <button
      type="button"
      className="backoffice-richtext__tool"
      aria-pressed={active?.[key] ?? false}
      onClick={run}
    >
      {t({ id: labelId })}
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="backoffice-richtext">
      <div role="toolbar" aria-label={label} className="backoffice-richtext__toolbar">
        {tool('bold', 'backoffice.content.richText.bold', () => chain().toggleBold().run())}
        {tool('italic', 'backoffice.content.richText.italic', () => chain().toggleItalic().run())}
        {tool('heading', 'backoffice.content.richText.heading', () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool('bulletList', 'backoffice.content.richText.bulletList', () =>
          chain().toggleBulletList().run(),
        )}
        {tool('orderedList', 'backoffice.content.richText.orderedList', () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('quote', 'backoffice.content.richText.quote', () => chain().toggleBlockquote().run())}
        {tool('link', 'backoffice.content.richText.link', () => setLinking(true))}
      </div>
      <EditorContent editor={editor} />
      {linking ? (
        <LinkDialog
          href={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            // Without selected text the address itself becomes the link's text.
            if (editor.state.selection.empty && !editor.isActive('link'))
              chain()
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={
            editor.isActive('link')
              ? () => {
                  chain().extendMarkRange('link').unsetLink().run();
                  setLinking(false);
                }
              : undefined
          }
          onClose={() => setLinking(false)}
        />
      ) : null}
    </div>
  );
}
