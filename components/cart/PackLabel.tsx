import { namedPack } from '@/lib/catalog/variants';

/** The pack a line sells ("500 g") under its title; nothing for a product's one 'Standard' pack. */
export function PackLabel({ size }: { size: string | null | undefined }) {
  const pack = namedPack(size);
  if (!pack) return null;
  return (
    <p className="text-sm text-muted" data-testid="pack-label">
      {pack}
    </p>
  );
}
