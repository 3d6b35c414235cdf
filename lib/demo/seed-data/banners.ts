import type { SeedBanner } from './types';

const img = (name: string) => `/images/banners/${name}.webp`;

/** displayOrder 1 and 2 are the small side banners; 3-7 rotate in the home slider (7 is a video). */
export const banners: SeedBanner[] = [
  {
    imageUrl: img('side-raw-honey'),
    title: 'Raw Honey, Lab Tested',
    subtitle: 'Every batch checked for sugar syrup before it is jarred',
    tag: 'Pure & Raw',
    actionButtonText: 'Shop Honey',
    actionUrl: '/products?category=honey',
    displayOrder: 1,
  },
  {
    imageUrl: img('side-spice-box'),
    title: 'Lakadong Turmeric',
    subtitle: '7–9% curcumin, straight from the Jaintia Hills',
    tag: 'Farm Direct',
    actionButtonText: 'Shop Spices',
    actionUrl: '/products?category=spices',
    displayOrder: 2,
  },
  {
    imageUrl: img('slide-first-flush'),
    title: 'Darjeeling First Flush 2026 Is Here',
    subtitle: 'Spring-plucked, green-flecked leaves with a bright, flowery cup. Small lots, only while they last.',
    tag: 'New Season',
    actionButtonText: 'Shop Tea',
    actionUrl: '/products?category=tea&sub=black-tea',
    secondaryActionText: 'How to brew it',
    secondaryActionUrl: '/blog/how-to-brew-the-perfect-cup-of-darjeeling',
    displayOrder: 3,
  },
  {
    imageUrl: img('slide-masala-chai'),
    title: 'Kadak Chai, the Way You Like It',
    subtitle: 'Assam CTC, ginger masala and elaichi chai blends made for boiling with milk.',
    tag: 'Bestseller',
    actionButtonText: 'Shop Masala Chai',
    actionUrl: '/products?category=tea&sub=masala-chai',
    secondaryActionText: 'Our chai recipe',
    secondaryActionUrl: '/blog/masala-chai-recipe-tapri-style',
    displayOrder: 4,
  },
  {
    imageUrl: img('slide-wild-honey'),
    title: 'Wild Honey from India’s Forests',
    subtitle: 'Sundarban, Meghalaya and Western Ghats honey, collected by forest communities and never heated.',
    tag: 'Raw & Unprocessed',
    actionButtonText: 'Shop Honey',
    actionUrl: '/products?category=honey&sub=forest-honey',
    displayOrder: 5,
  },
  {
    imageUrl: img('slide-spice-route'),
    title: 'Spices from the Source',
    subtitle: 'Kerala cardamom, Tellicherry pepper and Kashmiri saffron. Free shipping on orders over ₹5000.',
    tag: 'Farm Direct',
    actionButtonText: 'Shop Spices',
    actionUrl: '/products?category=spices',
    secondaryActionText: 'Corporate gifting',
    secondaryActionUrl: '/corporate-gifting',
    displayOrder: 6,
  },
  {
    // A six-second pan across the tea garden, made for the store by scripts/make-hero-video.sh (VP9, ~55 KB).
    imageUrl: '/videos/tea-garden.webm',
    posterUrl: '/videos/tea-garden-poster.webp',
    title: 'From Garden to Cup in Days',
    subtitle: 'We buy straight from the estates, so this season’s leaf reaches you while it is still fresh.',
    tag: 'Watch',
    actionButtonText: 'Shop Fresh Tea',
    actionUrl: '/products?category=tea',
    displayOrder: 7,
  },
];
