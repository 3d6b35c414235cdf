'use client';

import { useState } from 'react';
import { useAdminWrite } from '@/components/admin/useAdminWrite';
import { ImportErrors } from '@/components/admin/products/csv/ImportErrors';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { CsvFileInput } from '@/components/admin/products/csv/CsvFileInput';
import { courierListApi, type CourierListReport } from '@/lib/api-client/admin-delivery';

const ERRORS_SHOWN = 100;
const counts = (r: CourierListReport) =>
  `${r.rows} rows: ${r.added} to add, ${r.changed} to change, ${r.removed} to remove, ${r.unchanged} unchanged`;
const STEP_TEXT = { check: 'Checking…', replace: 'Replacing…', clear: 'Clearing…' } as const;
type Step = keyof typeof STEP_TEXT;

/** Choose a file → check it (a dry run) → replace the list with it, only once the check found no errors. */
export function CourierListPanel({ listed }: { listed: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<CourierListReport | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const { run, busy, failure } = useAdminWrite();

  function choose(next: File | null) {
    setFile(next);
    setChecked(null);
    setDone(null);
  }

  async function go(which: Step) {
    if (which === 'clear' && !window.confirm('Clear the courier’s list? Every PIN code follows the zones again.'))
      return;
    setStep(which);
    setDone(null);
    if (which === 'clear') {
      if (await run(() => courierListApi.clear(), 'Courier’s list cleared')) setDone('The list is cleared.');
    } else if (file) {
      const report = await run(() => courierListApi[which](file), which === 'replace' ? 'List replaced' : undefined);
      setChecked(which === 'check' ? report : null);
      if (which === 'replace' && report) setDone(`List replaced. ${counts(report)}.`);
    }
    setStep(null);
  }

  const ready = !!checked && checked.errors.length === 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <CsvFileInput label="Courier’s CSV file" disabled={busy} onChoose={choose} />
        <button type="button" className="btn btn-outline" disabled={!file || busy} onClick={() => go('check')}>
          Check file
        </button>
        <button type="button" className="btn btn-primary" disabled={!ready || busy} onClick={() => go('replace')}>
          Replace the list
        </button>
        <button type="button" className="btn btn-outline" disabled={!listed || busy} onClick={() => go('clear')}>
          Clear the list
        </button>
      </div>
      <div aria-live="polite" className="space-y-3">
        {step && <p className="text-sm text-muted">{STEP_TEXT[step]}</p>}
        {checked && (
          <FormMessage kind={checked.errors.length ? 'error' : 'success'}>
            {checked.errors.length
              ? `${checked.errors.length} errors: correct the file and check it again. Nothing was changed.`
              : `Ready to replace the list. ${counts(checked)}.`}
          </FormMessage>
        )}
        {checked && checked.errors.length > 0 && <ImportErrors errors={checked.errors} limit={ERRORS_SHOWN} />}
        <FormMessage kind="success">{done}</FormMessage>
        <FormMessage kind="error">{failure}</FormMessage>
      </div>
    </div>
  );
}
