'use client';

import { useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { TextField } from '@/components/ui/form/TextField';

/** A password input with a show/hide toggle (its words from 'Auth', which every page with one gives). */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>) {
  const t = useTranslations('Auth.fields');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          className="rounded-lg px-2 py-1 text-xs font-semibold text-leaf-700 hover:bg-leaf-50"
        >
          {/* Read as "Show password" / "पासवर्ड दिखाएँ": the field's name where the language puts it, seen only by screen readers. */}
          {t.rich(shown ? 'hideField' : 'showField', {
            field: props.label.toLowerCase(),
            sr: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </button>
      }
    />
  );
}
