import type { Metadata } from 'next';
import { requirePageUser } from '@/lib/auth/page';
import { ChangePasswordForm } from '@/components/account/ChangePasswordForm';

export const metadata: Metadata = { title: 'Change password', robots: { index: false } };

export default async function ChangePasswordPage() {
  await requirePageUser('/change-password');
  return (
    <div className="container-shop flex justify-center py-8 sm:py-12">
      <section className="w-full max-w-lg rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-semibold text-leaf-900 sm:text-3xl">Change password</h1>
        <p className="mt-2 text-sm text-muted">Changing your password signs you out on every other device.</p>
        <div className="mt-6">
          <ChangePasswordForm />
        </div>
      </section>
    </div>
  );
}
