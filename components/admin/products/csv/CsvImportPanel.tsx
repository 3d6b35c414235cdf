'use client';

import { catalogCsvApi, type ImportReport } from '@/lib/api-client/admin-catalog-csv';
import { CsvPanel, useCsvUpload } from './csv-upload';

const counts = (r: ImportReport) =>
  `${r.rows} rows: ${r.created} new packs, ${r.updated} changed, ${r.rows - r.created - r.updated} unchanged`;

/** Choose a file → check it (a dry run) → apply it, only once the check found no errors. */
export function CsvImportPanel() {
  const upload = useCsvUpload<ImportReport, 'check' | 'apply'>();
  const { file, clean, setChecked, setDone, step, setStep, run, busy } = upload;

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

  return (
    <CsvPanel fileLabel="CSV file" upload={upload} ready={(r) => `Ready to import. ${counts(r)}.`} untouched="saved">
      <button type="button" className="btn btn-outline" disabled={!file || busy} onClick={() => go('check')}>
        {step === 'check' ? 'Checking…' : 'Check file'}
      </button>
      <button type="button" className="btn btn-primary" disabled={!clean || busy} onClick={() => go('apply')}>
        {step === 'apply' ? 'Importing…' : 'Apply import'}
      </button>
    </CsvPanel>
  );
}
