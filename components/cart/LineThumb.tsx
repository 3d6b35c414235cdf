import Image from 'next/image';
import { LeafIcon } from '@/components/ui/icons';

/** A product's small picture in cart, checkout and order lines. */
export function LineThumb({ src, size = 80 }: { src: string | null; size?: number }) {
  return (
    <span
      className="relative block shrink-0 overflow-hidden rounded-2xl bg-sand-50"
      style={{ width: size, height: size }}
    >
      {src ? (
        <Image src={src} alt="" fill sizes={`${size}px`} className="object-cover" />
      ) : (
        <span className="grid h-full place-items-center text-leaf-500">
          <LeafIcon size={size / 3} />
        </span>
      )}
    </span>
  );
}
