'use client';

import { CsvPanel, useCsvUpload } from '@/components/admin/products/csv/csv-upload';
import { courierListApi, type CourierListReport } from '@/lib/api-client/admin-delivery';

const ERRORS_SHOWN = 100;
const counts = (r: CourierListReport) =>
  `${r.rows} rows: ${r.added} to add, ${r.changed} to change, ${r.removed} to remove, ${r.unchanged} unchanged`;
const STEP_TEXT = { check: 'Checking…', replace: 'Replacing…', clear: 'Clearing…' } as const;
type Step = keyof typeof STEP_TEXT;

/** Choose a file → check it (a dry run) → replace the list with it, only once the check found no errors. */
export function CourierListPanel({ listed }: { listed: number }) {
  const upload = useCsvUpload<CourierListReport, Step>();
  const { file, clean, setChecked, setDone, step, setStep, run, busy } = upload;

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

  return (
    <CsvPanel
      fileLabel="Courier’s CSV file"
      upload={upload}
      ready={(r) => `Ready to replace the list. ${counts(r)}.`}
      untouched="changed"
      limit={ERRORS_SHOWN}
      progress={step ? STEP_TEXT[step] : undefined}
    >
      <button type="button" className="btn btn-outline" disabled={!file || busy} onClick={() => go('check')}>
        Check file
      </button>
      <button type="button" className="btn btn-primary" disabled={!clean || busy} onClick={() => go('replace')}>
        Replace the list
      </button>
      <button type="button" className="btn btn-outline" disabled={!listed || busy} onClick={() => go('clear')}>
        Clear the list
      </button>
    </CsvPanel>
  );
}
