/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderIntl } from './render-with-providers';
import { BuyBar } from '@/components/product/BuyBar';
import { CardActions } from '@/components/product/CardActions';
import { PackPicker } from '@/components/product/PackPicker';
import { PackPrice } from '@/components/product/PackPrice';
import type { VariantDto } from '@/lib/catalog/products';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));

const pack = (sku: string, label: string, price: number, stock: number, grams: number | null): VariantDto => ({
  id: price,
  sku,
  label,
  options: { 'Pack size': label },
  sellingPrice: price,
  productPrice: Math.round(price * 1.25),
  stockQuantity: stock,
  weightGrams: grams,
  unitPrice: grams
    ? {
        amount: Math.round((price * 100 * (grams >= 1000 ? 1000 : 100)) / grams) / 100,
        per: grams >= 1000 ? 'kg' : '100 g',
      }
    : null,
  imageUrl: null,
});
const packs = [
  pack('DARJ-100', '100 g', 199, 12, 100),
  pack('DARJ-500', '500 g', 799, 0, 500),
  pack('DARJ-1K', '1 kg', 1499, 4, 1000),
];
const choices = packs.map((p) => ({
  sku: p.sku,
  label: p.label,
  price: p.sellingPrice,
  soldOut: p.stockQuantity <= 0,
}));

beforeEach(() => replace.mockClear());

test('the packs are a labelled radio group with the chosen one checked and a sold-out pack marked but selectable', () => {
  renderIntl(<PackPicker slug="darjeeling" legend="Pack size" packs={choices} chosen="DARJ-1K" />);
  const group = screen.getByRole('group', { name: 'Pack size' });
  const radios = within(group).getAllByRole('radio');
  expect(radios).toHaveLength(3);
  expect(within(group).getByRole('radio', { name: /1 kg/ })).toBeChecked();
  const soldOut = within(group).getByRole('radio', { name: /500 g.*Sold out/ });
  expect(soldOut).not.toBeChecked();
  expect(soldOut).toBeEnabled();
  expect(within(group).getByRole('radio', { name: /100 g/ })).not.toHaveAccessibleName(/Sold out/);
});

test('choosing a pack puts its SKU in the URL, without scrolling, and checks it at once', () => {
  renderIntl(<PackPicker slug="darjeeling" legend="Pack size" packs={choices} chosen="DARJ-100" />);
  act(() => {
    fireEvent.click(screen.getByRole('radio', { name: /500 g/ }));
  });
  expect(replace).toHaveBeenCalledWith('/products/darjeeling?pack=DARJ-500', { scroll: false });
});

test("the chosen pack's price, MRP, discount, unit price and stock are shown", () => {
  const { rerender } = renderIntl(<PackPrice pack={packs[2]} />);
  expect(screen.getByText('₹1,499')).toBeInTheDocument();
  expect(screen.getByText('₹1,874')).toBeInTheDocument();
  expect(screen.getByText('20% off')).toBeInTheDocument();
  expect(screen.getByText(/₹1,499\.00 \/ kg/)).toBeInTheDocument();
  expect(screen.getByText('Only 4 left in stock')).toBeInTheDocument();
  rerender(<PackPrice pack={packs[0]} />);
  expect(screen.getByText(/₹199\.00 \/ 100 g/)).toBeInTheDocument();
  expect(screen.getByText('In stock')).toBeInTheDocument();
  rerender(<PackPrice pack={packs[1]} />);
  expect(screen.getByText('Out of stock')).toBeInTheDocument();
});

test('a card of several packs never adds one silently: it links to the product page to choose', () => {
  const { rerender } = renderIntl(
    <CardActions productId={7} slug="darjeeling" title="Darjeeling" stock={16} packs={3} />,
  );
  expect(screen.getByRole('link', { name: 'Choose pack: Darjeeling' })).toHaveAttribute('href', '/products/darjeeling');
  expect(screen.queryByRole('button')).toBeNull();
  rerender(<CardActions productId={7} slug="darjeeling" title="Darjeeling" stock={16} packs={1} />);
  expect(screen.getByRole('button', { name: 'Add Darjeeling to cart' })).toBeEnabled();
  expect(screen.queryByRole('link')).toBeNull();
});

describe('in Hindi', () => {
  test('a sold-out pack is marked in Hindi and the chosen pack keeps the page under /hi', () => {
    renderIntl(<PackPicker slug="darjeeling" legend="पैक साइज़" packs={choices} chosen="DARJ-100" />, 'hi');
    expect(screen.getByRole('radio', { name: /500 g.*बिक गया/ })).toBeEnabled();
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: /1 kg/ }));
    });
    expect(replace).toHaveBeenCalledWith('/hi/products/darjeeling?pack=DARJ-1K', { scroll: false });
  });

  test('the stock bands, the discount and the unit price are in Hindi', () => {
    const { rerender } = renderIntl(<PackPrice pack={packs[2]} />, 'hi');
    expect(screen.getByText('सिर्फ़ 4 बचे हैं')).toBeInTheDocument();
    expect(screen.getByText('20% छूट')).toBeInTheDocument();
    expect(screen.getByText(/₹1,499\.00 \/ किलो/)).toBeInTheDocument();
    rerender(<PackPrice pack={packs[0]} />);
    expect(screen.getByText('स्टॉक में है')).toBeInTheDocument();
    expect(screen.getByText(/₹199\.00 \/ 100 ग्राम/)).toBeInTheDocument();
    rerender(<PackPrice pack={packs[1]} />);
    expect(screen.getByText('स्टॉक में नहीं है')).toBeInTheDocument();
  });

  test("a card's buttons: choose a pack on the Hindi page, or add to cart and buy now in Hindi", () => {
    const { rerender } = renderIntl(
      <CardActions productId={7} slug="darjeeling" title="दार्जिलिंग" stock={16} packs={3} />,
      'hi',
    );
    expect(screen.getByRole('link', { name: 'पैक चुनें: दार्जिलिंग' })).toHaveAttribute('href', '/hi/products/darjeeling');
    rerender(<CardActions productId={7} slug="darjeeling" title="दार्जिलिंग" stock={16} packs={1} />);
    expect(screen.getByRole('button', { name: 'दार्जिलिंग कार्ट में जोड़ें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'अभी ख़रीदें: दार्जिलिंग' })).toHaveTextContent('अभी ख़रीदें');
  });

  test('the phone buy bar says Add to cart and Buy now in Hindi', () => {
    renderIntl(<BuyBar price={199} soldOut={false} busy={false} onAdd={jest.fn()} onBuy={jest.fn()} />, 'hi');
    expect(screen.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'अभी ख़रीदें' })).toBeEnabled();
  });
});
