import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { CartIcon } from '@/components/ui/icons';

export function CartEmpty() {
  const t = useTranslations('Cart');
  return (
    <div className="container-shop py-20">
      <div className="mx-auto max-w-md rounded-3xl border border-line bg-white p-10 text-center">
        <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-leaf-50 text-leaf-700">
          <CartIcon size={30} />
        </span>
        <h1 className="mt-5 font-serif text-2xl font-semibold text-leaf-950">{t('emptyTitle')}</h1>
        <p className="mt-2 text-muted">{t('emptyText')}</p>
        <Link href="/products" className="btn btn-primary mt-6">
          {t('continueShopping')}
        </Link>
      </div>
    </div>
  );
}
