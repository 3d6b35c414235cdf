/** Search by order number, customer name or phone: a GET form that keeps the status tab. */
export function OrderSearch({ q, status }: { q?: string; status?: string }) {
  return (
    <form method="get" action="/admin/orders" role="search" className="mb-4 flex gap-2">
      {status && <input type="hidden" name="status" value={status} />}
      <label className="flex-1">
        <span className="sr-only">Search orders</span>
        <input
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Order number, customer or phone"
          className="field py-2"
        />
      </label>
      <button type="submit" className="btn btn-primary px-4 py-2">
        Search
      </button>
    </form>
  );
}
