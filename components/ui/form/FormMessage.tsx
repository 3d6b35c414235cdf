/** One line of feedback under a form: an error (alert) or a success (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children?: string | null }) {
  if (!children) return null;
  return kind === 'error' ? (
    <p role="alert" className="rounded-xl border border-spice-500/30 bg-spice-50 px-3 py-2 text-sm text-spice-700">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-xl border border-leaf-200 bg-leaf-50 px-3 py-2 text-sm text-leaf-800">
      {children}
    </p>
  );
}
