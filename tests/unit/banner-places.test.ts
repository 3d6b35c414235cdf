import { bannerPlace, splitBanners, uploadAdvice } from '@/lib/content/banner-places';

test('orders 1 and 2 are the side tiles, top then bottom; 3 and up are the slides in turn; 0 is not shown', () => {
  expect(bannerPlace(1).label).toBe('Side tile (top)');
  expect(bannerPlace(2).label).toBe('Side tile (bottom)');
  expect(bannerPlace(3).label).toBe('Slider, slide 1');
  expect(bannerPlace(5).label).toBe('Slider, slide 3');
  expect(bannerPlace(0).kind).toBe('hidden');
  // the editor's labels agree with where the home page puts each banner
  const { side, slider } = splitBanners([0, 4, 1, 3, 2].map((displayOrder) => ({ displayOrder })));
  expect(side.map((b) => bannerPlace(b.displayOrder).kind)).toEqual(['side', 'side']);
  expect(slider.map((b) => bannerPlace(b.displayOrder).label)).toEqual(['Slider, slide 1', 'Slider, slide 2']);
});

test('each place says the picture to upload, in the shape it is shown', () => {
  expect(uploadAdvice(bannerPlace(4))).toBe('Upload 1800 × 1000 px (9:5), JPEG or WebP, under 2 MB');
  expect(uploadAdvice(bannerPlace(1))).toBe('Upload 1200 × 640 px (15:8), JPEG or WebP, under 2 MB');
  for (const order of [1, 3]) {
    const { upload, shown } = bannerPlace(order);
    expect(Math.abs(upload.width / upload.height - shown.width / shown.height)).toBeLessThan(0.03);
  }
});
