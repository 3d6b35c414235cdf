/**
 * Inline SVG icons (no icon font, no extra request). Decorative by default. Fill and stroke come
 * from the `.icon` / `.icon-solid` classes in app/globals.css rather than five attributes on every
 * drawing: pages show dozens of icons, and each one is in the HTML and again in the RSC payload.
 */
import { createElement, type ReactElement, type SVGProps } from 'react';

// Every icon is made when this module loads: /*#__PURE__*/ lets the minifier drop the ones a chunk never uses.

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function base({ size = 20, className, ...props }: IconProps, solid = false) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    className: `${solid ? 'icon-solid' : 'icon'}${className ? ` ${className}` : ''}`,
    ...props,
  };
}

type Shape = string | ReactElement;

/** A circle and a rounded rectangle by their numbers; a plain string stands for a path's `d`. */
const circle = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />;
const rect = (x: number, y: number, width: number, height: number, rx: number) => (
  <rect x={x} y={y} width={width} height={height} rx={rx} />
);

/** An icon component that draws `shapes` in a 24×24 box, outlined (`icon`) or filled (`solidIcon`). */
function drawing(solid: boolean, shapes: Shape[]) {
  const children = shapes.map((s) => (typeof s === 'string' ? createElement('path', { d: s }) : s));
  return function Icon(p: IconProps) {
    return createElement('svg', base(p, solid), ...children);
  };
}
const icon = (...shapes: Shape[]) => drawing(false, shapes);
const solidIcon = (...shapes: Shape[]) => drawing(true, shapes);

export const SearchIcon = /*#__PURE__*/ icon(/*#__PURE__*/ circle(11, 11, 7), 'm20 20-3.5-3.5');
export const MicIcon = /*#__PURE__*/ icon(/*#__PURE__*/ rect(9, 3, 6, 11, 3), 'M5 11a7 7 0 0 0 14 0M12 18v3');
export const CartIcon = /*#__PURE__*/ icon(
  'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2',
  /*#__PURE__*/ circle(10, 20, 1.3),
  /*#__PURE__*/ circle(17, 20, 1.3),
);
export const UserIcon = /*#__PURE__*/ icon(/*#__PURE__*/ circle(12, 8, 4), 'M4 21a8 8 0 0 1 16 0');
export const PhoneIcon = /*#__PURE__*/ icon(
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
);
export const MailIcon = /*#__PURE__*/ icon(/*#__PURE__*/ rect(3, 5, 18, 14, 2), 'm3 7 9 6 9-6');
export const ClockIcon = /*#__PURE__*/ icon(/*#__PURE__*/ circle(12, 12, 9), 'M12 7v5l3 2');
export const MapPinIcon = /*#__PURE__*/ icon(
  'M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Z',
  /*#__PURE__*/ circle(12, 9, 2.5),
);
export const ChevronDown = /*#__PURE__*/ icon('m6 9 6 6 6-6');
export const ChevronLeft = /*#__PURE__*/ icon('m15 18-6-6 6-6');
export const ChevronRight = /*#__PURE__*/ icon('m9 18 6-6-6-6');
export const ArrowUp = /*#__PURE__*/ icon('M12 19V5M5 12l7-7 7 7');
export const ArrowRight = /*#__PURE__*/ icon('M5 12h14M13 5l7 7-7 7');
export const MenuIcon = /*#__PURE__*/ icon('M4 7h16M4 12h16M4 17h16');
export const CloseIcon = /*#__PURE__*/ icon('M6 6l12 12M18 6 6 18');
export const GridIcon = /*#__PURE__*/ icon(
  /*#__PURE__*/ rect(4, 4, 7, 7, 1.5),
  /*#__PURE__*/ rect(13, 4, 7, 7, 1.5),
  /*#__PURE__*/ rect(4, 13, 7, 7, 1.5),
  /*#__PURE__*/ rect(13, 13, 7, 7, 1.5),
);
export const FilterIcon = /*#__PURE__*/ icon('M4 6h16M7 12h10M10 18h4');
export const PlayIcon = /*#__PURE__*/ solidIcon(
  'M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z',
);
export const PauseIcon = /*#__PURE__*/ solidIcon(
  /*#__PURE__*/ rect(6, 5, 4, 14, 1),
  /*#__PURE__*/ rect(14, 5, 4, 14, 1),
);
export const GlobeIcon = /*#__PURE__*/ icon(
  /*#__PURE__*/ circle(12, 12, 9),
  'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
);
export const ShieldIcon = /*#__PURE__*/ icon('M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6Z', 'm9 12 2 2 4-4');
export const RefundIcon = /*#__PURE__*/ icon(
  'M3 12a9 9 0 1 0 3-6.7L3 8',
  'M3 3v5h5M12 8v8M9.5 10.5c0-1 1-1.5 2.5-1.5s2.5.6 2.5 1.6c0 2.4-5 1.2-5 3.6 0 1 1 1.6 2.5 1.6s2.5-.5 2.5-1.5',
);
export const HeadsetIcon = /*#__PURE__*/ icon(
  'M4 14v-2a8 8 0 0 1 16 0v2',
  /*#__PURE__*/ rect(3, 14, 4, 6, 1.5),
  /*#__PURE__*/ rect(17, 14, 4, 6, 1.5),
  'M19 20a3 3 0 0 1-3 2h-2',
);
export const TruckIcon = /*#__PURE__*/ icon(
  'M3 6h11v10H3zM14 10h4l3 3v3h-7',
  /*#__PURE__*/ circle(7, 18, 1.8),
  /*#__PURE__*/ circle(17.5, 18, 1.8),
);
export const LeafIcon = /*#__PURE__*/ icon('M5 19c0-9 6-14 15-14 0 9-5 15-14 15', 'M5 19 14 10');
export const ReceiptIcon = /*#__PURE__*/ icon('M6 3h12v18l-3-2-3 2-3-2-3 2Z', 'M9 8h6M9 12h6');
export const LinkIcon = /*#__PURE__*/ icon(
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
  'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
);
export const CheckIcon = /*#__PURE__*/ icon('m5 12 5 5 9-10');
export const MinusIcon = /*#__PURE__*/ icon('M5 12h14');
export const PlusIcon = /*#__PURE__*/ icon('M12 5v14M5 12h14');
export const BriefcaseIcon = /*#__PURE__*/ icon(
  /*#__PURE__*/ rect(3, 7, 18, 13, 2),
  'M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18',
);
export const WhatsAppIcon = /*#__PURE__*/ solidIcon(
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 2.9 2.9 0 0 0-.9 2.2 5 5 0 0 0 1.1 2.7 11.5 11.5 0 0 0 4.4 3.9c1.6.7 2.3.8 3.1.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z',
);
export const TelegramIcon = /*#__PURE__*/ solidIcon(
  'M21.4 4.3 18.3 19c-.2 1-.9 1.3-1.7.8l-4.7-3.5-2.3 2.2c-.2.2-.5.4-1 .4l.4-4.8 8.7-7.9c.4-.3-.1-.5-.6-.2L6.4 12.8 1.8 11.4c-1-.3-1-1 .2-1.5L20 3c.8-.3 1.6.2 1.4 1.3Z',
);
export const RedditIcon = /*#__PURE__*/ solidIcon(
  'M22 12.1a2.2 2.2 0 0 0-3.7-1.6 10.8 10.8 0 0 0-5.8-1.8l1-4.6 3.2.7a1.6 1.6 0 1 0 .2-1l-3.6-.8a.5.5 0 0 0-.6.4l-1.1 5.2a10.9 10.9 0 0 0-5.9 1.8 2.2 2.2 0 1 0-2.4 3.6 4.3 4.3 0 0 0 0 .7c0 3.5 4 6.3 9 6.3s9-2.8 9-6.3a4.3 4.3 0 0 0 0-.7 2.2 2.2 0 0 0 1.2-1.9ZM7 13.7a1.6 1.6 0 1 1 1.6 1.6A1.6 1.6 0 0 1 7 13.7Zm8.9 4.2a5.9 5.9 0 0 1-3.9 1.2 5.9 5.9 0 0 1-3.9-1.2.4.4 0 0 1 .6-.6 5 5 0 0 0 3.3 1 5 5 0 0 0 3.3-1 .4.4 0 1 1 .6.6Zm-.3-2.6a1.6 1.6 0 1 1 1.6-1.6 1.6 1.6 0 0 1-1.6 1.6Z',
);
export const PinterestIcon = /*#__PURE__*/ solidIcon(
  'M12 2a10 10 0 0 0-3.6 19.3 9.6 9.6 0 0 1 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4a1.2 1.2 0 0 1 1.3 1.4c0 .8-.5 2.1-.8 3.2a1.4 1.4 0 0 0 1.4 1.8c1.7 0 3-1.8 3-4.4a3.8 3.8 0 0 0-4-3.9 4.1 4.1 0 0 0-4.3 4.2 3.7 3.7 0 0 0 .7 2.2.3.3 0 0 1 .1.3l-.3 1.1c0 .2-.2.2-.4.1-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5a2.8 2.8 0 0 1-2.4-1.2l-.7 2.5a11 11 0 0 1-1.3 2.7A10 10 0 1 0 12 2Z',
);

/**
 * Brand marks, painted in the current colour by CSS masks (`.brand-*` in app/globals.css): the
 * header and footer show five each on every page, so their drawings live once in the cached
 * stylesheet instead of twice (HTML and RSC payload) in every page.
 */
const brand = (name: string) =>
  function BrandMark({ size = 20, className }: IconProps) {
    return (
      <span
        aria-hidden
        className={`brand brand-${name}${className ? ` ${className}` : ''}`}
        style={{ width: size, height: size }}
      />
    );
  };
export const FacebookIcon = /*#__PURE__*/ brand('facebook');
export const InstagramIcon = /*#__PURE__*/ brand('instagram');
export const TwitterIcon = /*#__PURE__*/ brand('twitter');
export const YouTubeIcon = /*#__PURE__*/ brand('youtube');
export const LinkedInIcon = /*#__PURE__*/ brand('linkedin');
