/**
 * A heavy back-office screen's place in the shell while it loads: a title and a table's worth of bars.
 * Only screens that never answer 404 have a loading boundary (each screen's loading.tsx): streaming starts
 * at the boundary, so a 404 below one would reach the browser as a 200 (docs/decisions.md).
 */
export function ScreenLoading() {
  return (
    <div role="status" aria-label="Loading" className="animate-pulse">
      <div className="mb-5 h-8 w-48 rounded-lg bg-sand-100" />
      <div className="space-y-3 rounded-2xl bg-white p-5 shadow-card">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-6 rounded bg-sand-100" />
        ))}
      </div>
    </div>
  );
}
