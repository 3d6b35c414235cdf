'use client';

import { useEditorState, type Editor } from '@tiptap/react';

type Tool = { label: string; name: string; attrs?: Record<string, unknown>; run: (e: Editor) => void };

const TOOLS: Tool[] = [
  { label: 'Bold', name: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', name: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Heading',
    name: 'heading',
    attrs: { level: 2 },
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    name: 'heading',
    attrs: { level: 3 },
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: 'Bullets', name: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbers', name: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', name: 'blockquote', run: (e) => e.chain().focus().toggleBlockquote().run() },
];

function askLink(editor: Editor) {
  const previous = editor.getAttributes('link').href as string | undefined;
  const href = window.prompt('Link address (https://…), empty to remove', previous ?? 'https://');
  if (href === null) return;
  if (href.trim() === '') editor.chain().focus().unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
}

/** Formatting buttons; each says whether it is on (aria-pressed). */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.map((t) => e.isActive(t.name, t.attrs)).concat(e.isActive('link')),
  });
  const button =
    'rounded-md px-2 py-1 text-xs font-semibold hover:bg-leaf-100 aria-pressed:bg-leaf-700 aria-pressed:text-white';
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-sand-200 p-1.5">
      {TOOLS.map((tool, i) => (
        <button
          key={tool.label}
          type="button"
          className={button}
          aria-pressed={active[i]}
          onClick={() => tool.run(editor)}
        >
          {tool.label}
        </button>
      ))}
      <button type="button" className={button} aria-pressed={active[TOOLS.length]} onClick={() => askLink(editor)}>
        Link
      </button>
      <button type="button" className={button} onClick={() => editor.chain().focus().undo().run()}>
        Undo
      </button>
      <button type="button" className={button} onClick={() => editor.chain().focus().redo().run()}>
        Redo
      </button>
    </div>
  );
}
