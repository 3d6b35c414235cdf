import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/account/AuthCard';

export const metadata: Metadata = { title: 'Unsubscribed', robots: { index: false } };

/** Where the unsubscribe link in a marketing mail lands once consent is off (app/api/unsubscribe). */
export default function UnsubscribedPage() {
  return (
    <AuthCard title="You are unsubscribed">
      <div className="space-y-4 text-sm text-ink">
        <p role="status">You will get no more offers or cart reminders by e-mail.</p>
        <p className="text-muted">
          Mails about your orders (confirmations, shipping, refunds) still come. The back-in-stock notices you had asked
          for are cancelled too; ask again on the product page. Changed your mind? Turn offers back on in your profile.
        </p>
        <Link href="/profile" className="btn btn-outline w-full">
          Go to your profile
        </Link>
      </div>
    </AuthCard>
  );
}
