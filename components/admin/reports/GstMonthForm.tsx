import { SellerSelect, type SellerChoice } from './SellerSelect';

/** Which month (and, for the admin, which seller) the GST preview shows: a GET form, so the URL can be shared. */
export function GstMonthForm({
  month,
  sellerId,
  sellers,
}: {
  month: string;
  sellerId?: number;
  sellers: SellerChoice[] | null;
}) {
  return (
    <form method="get" action="/admin/reports" className="mt-4 grid gap-3 sm:grid-cols-3">
      <label className="text-sm">
        <span className="mb-1 block font-medium">Month</span>
        <input
          type="month"
          name="month"
          required
          defaultValue={month}
          pattern="\d{4}-\d{2}"
          placeholder="YYYY-MM"
          className="field py-2"
        />
      </label>
      {sellers && (
        <SellerSelect
          name="sellerId"
          sellers={sellers}
          value={sellerId ? String(sellerId) : ''}
          anyLabel="Choose a seller"
        />
      )}
      <div className="flex items-end">
        <button type="submit" className="btn btn-primary px-4 py-2">
          Show report
        </button>
      </div>
    </form>
  );
}
