import Link from 'next/link';
import { ArrowRight } from '@/components/ui/icons';

/** An empty tea tin with a wisp of steam: the page a shopper sees for any address we do not have. */
function EmptyTin() {
  return (
    <svg viewBox="0 0 200 200" width="180" height="180" aria-hidden focusable="false" className="mx-auto">
      <circle cx="100" cy="100" r="96" fill="#f1e9d8" />
      <path d="M86 40c-6 8 6 12 0 20M104 34c-6 8 6 12 0 20M122 40c-6 8 6 12 0 20" stroke="#b7d8c3" strokeWidth="4" strokeLinecap="round" fill="none" />
      <rect x="52" y="76" width="96" height="92" rx="10" fill="#1a4a36" />
      <rect x="46" y="66" width="108" height="18" rx="6" fill="#12362a" />
      <rect x="62" y="100" width="76" height="44" rx="6" fill="#fbf8f1" />
      <text x="100" y="128" textAnchor="middle" fontFamily="Georgia, serif" fontSize="20" fontWeight="700" fill="#a86d0c">404</text>
      <path d="M150 158c10-2 18 2 22 10" stroke="#8fcfa6" strokeWidth="4" strokeLinecap="round" fill="none" />
      <path d="M160 150c6 2 8 8 6 14-6-1-9-6-6-14Z" fill="#3d8a67" />
    </svg>
  );
}

export function NotFoundView() {
  return (
    <div className="container-shop py-16 text-center sm:py-24">
      <EmptyTin />
      <p className="eyebrow mt-6">Error 404 · Blend not found</p>
      <h1 className="mx-auto mt-2 max-w-xl text-3xl font-semibold text-leaf-950 sm:text-5xl">This blend has steeped away</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted">
        We searched every tin on the shelf, but the page you asked for isn&apos;t here. It may have sold out, moved, or never been brewed.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="btn btn-primary px-6 py-3 text-[15px]">
          Back to home <ArrowRight size={16} />
        </Link>
        <Link href="/products" className="btn btn-outline px-6 py-3 text-[15px]">Browse all teas</Link>
      </div>
    </div>
  );
}
