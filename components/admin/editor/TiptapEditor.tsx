'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { EditorToolbar } from './EditorToolbar';

type Props = { value: string; onChange: (html: string) => void; labelledBy: string; describedBy?: string };

/**
 * The back office's rich-text editor (Tiptap). Loaded only through RichTextField's dynamic import, so
 * neither Tiptap nor ProseMirror reaches a storefront bundle. What it emits is sanitised by the server.
 */
export default function TiptapEditor({ value, onChange, labelledBy, describedBy }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['https', 'mailto'] },
      }),
      Image,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'prose-tea min-h-48 px-3 py-2 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const current = useEditorState({ editor, selector: ({ editor: e }) => (e ? e.getHTML() : '') });

  // A value changed from outside (a form reset) replaces the document; typing does not loop back.
  useEffect(() => {
    if (editor && value !== current && !editor.isFocused) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, current]);

  if (!editor) return <div className="min-h-48 animate-pulse rounded-xl bg-sand-100" aria-hidden />;
  return (
    <div className="rounded-xl border border-sand-300 bg-white focus-within:border-leaf-600">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
