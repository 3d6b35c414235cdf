import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CartView } from '@/components/cart/CartView';
import { getSessionUser } from '@/lib/auth/session';
import { loginPathFor } from '@/lib/security/redirect';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your Cart', robots: { index: false, follow: false } };

export default async function CartPage() {
  if (!(await getSessionUser())) redirect(loginPathFor('/cart'));
  return <CartView />;
}
