import { useCommonWords } from './useCommonWords';

/** Placeholder shapes shown while data loads. A card's is one element, drawn by `.card-skeleton` (app/globals.css). */
function CardSkeleton() {
  return <div className="card-skeleton" aria-hidden />;
}

export function SkeletonGrid({ count, className }: { count: number; className: string }) {
  const word = useCommonWords();
  return (
    <div className={className} role="status" aria-label={word('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

export function Spinner({ label }: { label?: string }) {
  const word = useCommonWords();
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-muted">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-leaf-100 border-t-leaf-600" aria-hidden />
      <span className="text-sm">{label ?? word('loadingEllipsis')}</span>
    </div>
  );
}
