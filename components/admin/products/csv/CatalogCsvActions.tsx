import { CATALOG_CSV_EXPORT_URL } from '@/lib/api-client/admin-catalog-csv';
import { CsvImportPanel } from './CsvImportPanel';

/** The products list's CSV actions: the catalogue as a download, and an import checked before it is applied. */
export function CatalogCsvActions({ scope }: { scope: string }) {
  return (
    <section aria-labelledby="catalogue-csv" className="mb-4 rounded-2xl bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="catalogue-csv" className="text-sm font-semibold">
          Catalogue CSV <span className="font-normal text-muted">({scope}, one row per pack)</span>
        </h2>
        <a href={CATALOG_CSV_EXPORT_URL} download className="btn btn-outline">
          Export CSV
        </a>
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-leaf-800">Import CSV</summary>
        <div className="mt-3 space-y-3">
          <p className="text-sm text-muted">
            Use the export’s columns. Change prices, stock or labels, add a pack (a new SKU) or a product (a new slug),
            then check the file: nothing is saved until you apply it, and only a file without errors can be applied.
          </p>
          <CsvImportPanel />
        </div>
      </details>
    </section>
  );
}
