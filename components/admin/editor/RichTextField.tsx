'use client';

import dynamic from 'next/dynamic';
import { FieldNotes, useFieldIds } from '@/components/ui/form/FieldNotes';

// Tiptap and ProseMirror (~100 KB) are fetched only when a back-office form shows an editor.
const TiptapEditor = dynamic(() => import('./TiptapEditor'), {
  ssr: false,
  loading: () => <div className="min-h-48 animate-pulse rounded-xl bg-sand-100" aria-hidden />,
});

type Props = { label: string; value: string; onChange: (html: string) => void; error?: string; hint?: string };

/** A labelled rich-text field with its error under it. */
export function RichTextField({ label, value, onChange, error, hint }: Props) {
  const { fieldId: id, describedBy } = useFieldIds(undefined, error, hint);
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium">
        {label}
      </p>
      <TiptapEditor value={value} onChange={onChange} labelledBy={`${id}-label`} describedBy={describedBy} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
