/**
 * While a back-office screen loads, its place in the shell shows a title and a table's worth of bars.
 * Streaming starts here, so a screen's own 404 or redirect (not the shell's sign-in check, which runs in
 * the layout above) is streamed with a 200 status, as Next.js does for any loading boundary.
 */
export default function OfficeLoading() {
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
