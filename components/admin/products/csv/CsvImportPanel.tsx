'use client';

import { useState } from 'react';
import { useAdminWrite } from '@/components/admin/useAdminWrite';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { CsvFileInput } from './CsvFileInput';
import { catalogCsvApi, type ImportReport } from '@/lib/api-client/admin-catalog-csv';
import { ImportErrors } from './ImportErrors';

const counts = (r: ImportReport) =>
  `${r.rows} rows: ${r.created} new packs, ${r.updated} changed, ${r.rows - r.created - r.updated} unchanged`;

/** Choose a file → check it (a dry run) → apply it, only once the check found no errors. */
export function CsvImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { run, busy, failure } = useAdminWrite();
  const [step, setStep] = useState<'check' | 'apply' | null>(null);

  function choose(next: File | null) {
    setFile(next);
    setChecked(null);
    setDone(null);
  }

  async function go(which: 'check' | 'apply') {
    if (!file) return;
    setStep(which);
    setDone(null);
    const report = await run(() => catalogCsvApi[which](file), which === 'apply' ? 'Catalogue imported' : undefined);
    setStep(null);
    if (which === 'check') setChecked(report);
    else if (report) {
      setChecked(null);
      setDone(`Imported. ${counts(report)}.`);
    }
  }

  const ready = !!checked && checked.errors.length === 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <CsvFileInput label="CSV file" disabled={busy} onChoose={choose} />
        <button type="button" className="btn btn-outline" disabled={!file || busy} onClick={() => go('check')}>
          {step === 'check' ? 'Checking…' : 'Check file'}
        </button>
        <button type="button" className="btn btn-primary" disabled={!ready || busy} onClick={() => go('apply')}>
          {step === 'apply' ? 'Importing…' : 'Apply import'}
        </button>
      </div>
      <div aria-live="polite" className="space-y-3">
        {checked && (
          <FormMessage kind={checked.errors.length ? 'error' : 'success'}>
            {checked.errors.length
              ? `${checked.errors.length} errors: correct the file and check it again. Nothing was saved.`
              : `Ready to import. ${counts(checked)}.`}
          </FormMessage>
        )}
        {checked && checked.errors.length > 0 && <ImportErrors errors={checked.errors} />}
        <FormMessage kind="success">{done}</FormMessage>
        <FormMessage kind="error">{failure}</FormMessage>
      </div>
    </div>
  );
}
