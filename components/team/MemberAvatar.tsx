import { initials } from './team-filter';
import { Img } from '@/components/ui/Img';

/** The member's photo, or their initials on a leaf-green disc (no third-party avatar service). */
export function MemberAvatar({ name, src, size }: { name: string; src: string | null; size: number }) {
  return (
    <span
      className="relative block shrink-0 overflow-hidden rounded-full bg-leaf-700 ring-4 ring-white"
      style={{ width: size, height: size }}
    >
      {src ? (
        <Img src={src} alt="" width={size} height={size} className="h-full w-full object-cover" />
      ) : (
        <span
          className="grid h-full w-full place-items-center font-serif font-semibold text-white"
          style={{ fontSize: size * 0.36 }}
          aria-hidden
        >
          {initials(name)}
        </span>
      )}
    </span>
  );
}
