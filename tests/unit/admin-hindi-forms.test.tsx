/** @jest-environment jsdom */
/**
 * The back office edits the Hindi beside the English (design §15): the product and category forms
 * show each Hindi field with the English fallback hint, and send what is typed as `translations`.
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProductForm } from '@/components/admin/products/ProductForm';
import { CategoryForm } from '@/components/admin/categories/CategoryForm';
import { BannerForm } from '@/components/admin/content/BannerForm';
import type { AdminProduct } from '@/lib/catalog/admin-products';

const push = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }), usePathname: () => '/admin' }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
// The Tiptap editor is a browser-only dynamic import; a plain textarea stands in for it here.
jest.mock('@/components/admin/editor/RichTextField', () => ({
  RichTextField: ({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) => (
    <label>
      {label}
      <textarea value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  ),
}));

// The banner's live preview measures its box (ResizeObserver), which jsdom lacks; it is not what is tested here.
jest.mock('@/components/admin/content/BannerPreview', () => ({ BannerPreview: () => null }));

const fetchMock = jest.fn();
const answer = (status: number, body: object) =>
  Promise.resolve({
    ok: status < 400,
    status,
    statusText: '',
    json: () => Promise.resolve({ status, message: 'OK', data: null, ...body }),
  });
const sent = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string);

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const product: AdminProduct = {
  id: 7,
  slug: 'tulsi-green-tea',
  title: 'Tulsi Green Tea',
  price: 249,
  mrp: 299,
  stock: 10,
  packs: 1,
  isActive: true,
  seller: { slug: 'tattva', name: 'Tattva' },
  category: { slug: 'green-tea', title: 'Green Tea' },
  updatedAt: '2026-01-01T00:00:00.000Z',
  size: '100 g',
  options: [],
  variants: [],
  hsnCode: null,
  hsCode: null,
  gstRate: 5,
  description: '<p>Fresh</p>',
  metadata: [
    {
      type: 'STORAGE',
      title: 'Storage',
      content: '<p>Cool and dry</p>',
      translations: { hi: { title: 'कैसे रखें', content: '<p>ठंडी, सूखी जगह</p>' } },
    },
  ],
  tags: [],
  videoUrl: null,
  seoTitle: null,
  seoDescription: null,
  weightGrams: null,
  images: [],
  translations: { hi: { title: 'तुलसी ग्रीन टी', description: '<p>ताज़ा</p>', size: '100 ग्राम' } },
  createdAt: '2026-01-01T00:00:00.000Z',
};
const categories = [{ value: 'green-tea', label: 'Green tea' }];
const HINT = 'Left empty, the Hindi shop (/hi) shows the English.';

test('the product form shows the Hindi beside each English field and sends it as translations', async () => {
  fetchMock.mockImplementation(() => answer(200, { data: product }));
  render(<ProductForm product={product} categories={categories} sellers={null} />);
  const title = screen.getByLabelText('Hindi title', { exact: false });
  expect(title).toHaveValue('तुलसी ग्रीन टी');
  expect(title).toHaveAttribute('lang', 'hi');
  expect(title).toHaveAccessibleDescription(HINT);
  expect(screen.getByLabelText('Hindi size', { exact: false })).toHaveValue('100 ग्राम');
  expect(screen.getByLabelText('Hindi description')).toHaveValue('<p>ताज़ा</p>');
  expect(screen.getByLabelText('Hindi tab 1 title', { exact: false })).toHaveValue('कैसे रखें');
  expect(screen.getByLabelText('Hindi storage text')).toHaveValue('<p>ठंडी, सूखी जगह</p>');
  expect(screen.getByLabelText('Hindi SEO title', { exact: false })).toHaveValue('');
  // the English fields keep their own labels
  expect(screen.getByLabelText(/^Title/)).toHaveValue('Tulsi Green Tea');

  fireEvent.change(title, { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Hindi SEO title', { exact: false }), {
    target: { value: 'तुलसी ग्रीन टी ख़रीदें' },
  });
  fireEvent.change(screen.getByLabelText('Hindi storage text'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/admin/products/7');
  expect(sent()).toMatchObject({
    title: 'Tulsi Green Tea',
    translations: {
      hi: {
        title: '',
        seoTitle: 'तुलसी ग्रीन टी ख़रीदें',
        seoDescription: '',
        description: '<p>ताज़ा</p>',
        size: '100 ग्राम',
      },
    },
    metadata: [{ type: 'STORAGE', title: 'Storage', translations: { hi: { title: 'कैसे रखें', content: '' } } }],
  });
});

test('Hindi longer than allowed shows its message on the Hindi field, and nothing is sent', async () => {
  render(<ProductForm product={product} categories={categories} sellers={null} />);
  const title = screen.getByLabelText('Hindi title', { exact: false });
  fireEvent.change(title, { target: { value: 'क'.repeat(201) } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
  expect(title).toHaveAccessibleDescription(expect.stringContaining('Hindi title is at most 200 characters'));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the category form edits the Hindi title beside the English one', async () => {
  fetchMock.mockImplementation(() => answer(200, { data: {} }));
  const category = {
    id: 3,
    slug: 'green-tea',
    title: 'Green Tea',
    imageUrl: null,
    parentSlug: 'tea',
    displayOrder: 0,
    translations: { hi: { title: 'ग्रीन टी' } },
  };
  render(<CategoryForm category={category} parents={[{ value: 'tea', label: 'Tea' }]} />);
  const hindi = screen.getByLabelText('Hindi title', { exact: false });
  expect(hindi).toHaveValue('ग्रीन टी');
  expect(hindi).toHaveAccessibleDescription(HINT);
  fireEvent.change(hindi, { target: { value: 'हरी चाय' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(sent()).toMatchObject({ title: 'Green Tea', translations: { hi: { title: 'हरी चाय' } } });
});

test('the banner form sends its Hindi words as translations, and only as translations', async () => {
  fetchMock.mockImplementation(() => answer(200, { data: {} }));
  const banner = {
    id: 5,
    imageUrl: '/images/banners/honey.webp',
    posterUrl: null,
    title: 'Raw Honey, Lab Tested',
    subtitle: 'Every batch tested',
    tag: 'Pure & Raw',
    actionButtonText: 'Shop Honey',
    actionUrl: '/products/honey',
    isExternal: false,
    secondaryActionText: null,
    secondaryActionUrl: null,
    displayOrder: 3,
    isActive: true,
    translations: { hi: { title: 'कच्चा शहद', tag: 'शुद्ध और कच्चा' } },
  };
  render(<BannerForm banner={banner} />);
  expect(screen.getByLabelText('Hindi title', { exact: false })).toHaveValue('कच्चा शहद');
  expect(screen.getByLabelText('Hindi subtitle', { exact: false })).toHaveValue('');
  fireEvent.change(screen.getByLabelText('Hindi button text', { exact: false }), { target: { value: 'शहद ख़रीदें' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const body = sent();
  expect(body).toMatchObject({
    title: 'Raw Honey, Lab Tested',
    displayOrder: 3,
    translations: {
      hi: {
        title: 'कच्चा शहद',
        subtitle: '',
        tag: 'शुद्ध और कच्चा',
        actionButtonText: 'शहद ख़रीदें',
        secondaryActionText: '',
      },
    },
  });
  expect(Object.keys(body).filter((k) => k.startsWith('hi_'))).toEqual([]);
});
