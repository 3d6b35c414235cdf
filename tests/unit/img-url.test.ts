import { optimizedUrl } from '@/components/ui/Img';

describe('optimized picture addresses', () => {
  test('a plain path takes the short address the rewrite hands to the optimizer', () => {
    expect(optimizedUrl('/images/products/kashmiri-kahwa-1.webp', 384)).toBe(
      '/img/384/images/products/kashmiri-kahwa-1.webp',
    );
  });
  test('a path with a query or characters to escape keeps the optimizer’s own address', () => {
    expect(optimizedUrl('/api/media/7?v=2', 640)).toBe('/_next/image?url=/api/media/7%3Fv%3D2&w=640&q=75');
    expect(optimizedUrl('/uploads/tea leaf.webp', 256)).toBe('/_next/image?url=/uploads/tea%20leaf.webp&w=256&q=75');
  });
});
