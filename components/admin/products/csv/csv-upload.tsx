'use client';

import { useState, type ReactNode } from 'react';
import { useAdminWrite } from '@/components/admin/useAdminWrite';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { CsvFileInput } from './CsvFileInput';
import { ImportErrors } from './ImportErrors';

type Checked = { errors: Parameters<typeof ImportErrors>[0]['errors'] };

/**
 * A CSV upload panel's state (catalogue import, courier's PIN list): the chosen file, the report of its
 * last check, what the last change did, and the step under way. Choosing another file forgets the rest.
 */
export function useCsvUpload<R extends Checked, S extends string>() {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<R | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [step, setStep] = useState<S | null>(null);
  const { run, busy, failure } = useAdminWrite();

  function choose(next: File | null) {
    setFile(next);
    setChecked(null);
    setDone(null);
  }
  // Only a file whose check found nothing wrong may be applied.
  const clean = !!checked && checked.errors.length === 0;
  return { file, choose, checked, clean, setChecked, done, setDone, step, setStep, run, busy, failure };
}

/** What the panel shows of useCsvUpload. */
type Upload<R> = {
  checked: R | null;
  done: string | null;
  failure: string | null;
  busy: boolean;
  choose: (file: File | null) => void;
};

type PanelProps<R> = {
  fileLabel: string;
  upload: Upload<R>;
  /** what a clean check says, e.g. "Ready to import. 12 rows: …" */
  ready: (report: R) => string;
  /** what a failed check left untouched: "Nothing was <untouched>." */
  untouched: 'saved' | 'changed';
  /** the bad cells listed at most */
  limit?: number;
  /** the step under way, where the buttons do not say it */
  progress?: string;
  /** the panel's buttons, beside the file input */
  children: ReactNode;
};

/** A CSV upload panel: the file input and its buttons, then what the last check or change said, read out as it changes. */
export function CsvPanel<R extends Checked>({
  fileLabel,
  upload,
  ready,
  untouched,
  limit,
  progress,
  children,
}: PanelProps<R>) {
  const { checked, done, failure, busy, choose } = upload;
  const errors = checked?.errors.length ?? 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <CsvFileInput label={fileLabel} disabled={busy} onChoose={choose} />
        {children}
      </div>
      <div aria-live="polite" className="space-y-3">
        {progress && <p className="text-sm text-muted">{progress}</p>}
        {checked && (
          <FormMessage kind={errors ? 'error' : 'success'}>
            {errors
              ? `${errors} errors: correct the file and check it again. Nothing was ${untouched}.`
              : ready(checked)}
          </FormMessage>
        )}
        {checked && errors > 0 && <ImportErrors errors={checked.errors} limit={limit} />}
        <FormMessage kind="success">{done}</FormMessage>
        <FormMessage kind="error">{failure}</FormMessage>
      </div>
    </div>
  );
}
