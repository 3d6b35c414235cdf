'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { CONTACT_LIMITS } from '@/lib/content/contact-limits';
import { contactApi } from '@/lib/api-client/contact';
import { SubmitButton } from '@/components/ui/form/SubmitButton';

type Status = { kind: 'idle' | 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };
const EMPTY = { name: '', email: '', message: '' };

/**
 * Name, e-mail and message, all required. On success the thank-you shows in the page (docs/decisions.md)
 * and the form clears. Its words: 'Content.contact.form' (ContactScreen gives them); a field's error is
 * the API's, which answers in the page's language (the client sends it).
 */
export function ContactForm() {
  const t = useTranslations('Content.contact.form');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus({ kind: 'sending' });
    setErrors({});
    try {
      const { ok, body } = await contactApi.send(values);
      if (!ok) {
        setErrors(body?.errors ?? {});
        setStatus({ kind: 'error', message: body?.message ?? t('failed') });
        return;
      }
      setValues(EMPTY);
      setStatus({ kind: 'sent' });
    } catch {
      setStatus({
        kind: 'error',
        message: t('offline'),
      });
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`contact-${name}`} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}{' '}
        <span className="text-spice-600" aria-hidden>
          *
        </span>
      </label>
      {input}
      {errors[name] && (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-spice-600">
          {errors[name]}
        </p>
      )}
    </div>
  );
  // What every control carries: its contact-* id (the label points at it), value and error link.
  const control = (name: keyof typeof EMPTY) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    ...(errors[name] ? { 'aria-invalid': true, 'aria-describedby': `contact-${name}-error` } : {}),
  });

  return (
    <form onSubmit={submit} className="mt-6 space-y-5">
      {status.kind === 'sent' && (
        <p
          role="alert"
          className="rounded-2xl bg-leaf-50 px-4 py-3 text-sm font-medium text-leaf-900 ring-1 ring-leaf-200"
        >
          {t('thanks')}
        </p>
      )}
      {status.kind === 'error' && (
        <p role="alert" className="rounded-2xl bg-spice-50 px-4 py-3 text-sm font-medium text-spice-700">
          {status.message}
        </p>
      )}
      {field(
        'name',
        t('name'),
        <input required maxLength={CONTACT_LIMITS.name} autoComplete="name" className="field" {...control('name')} />,
      )}
      {field(
        'email',
        t('email'),
        <input type="email" required autoComplete="email" className="field" {...control('email')} />,
      )}
      {field(
        'message',
        t('message'),
        <textarea
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          className="field resize-y"
          {...control('message')}
        />,
      )}
      <SubmitButton busy={status.kind === 'sending'} busyText={t('sending')} className="w-full sm:w-auto">
        {t('send')}
      </SubmitButton>
    </form>
  );
}
