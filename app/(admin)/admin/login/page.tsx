import type { Metadata } from 'next';
import { StaffLoginForm } from '@/components/admin/StaffLoginForm';
import { sanitizeRedirect } from '@/lib/security/redirect';

export const metadata: Metadata = { title: 'Staff sign-in' };

export default async function StaffLoginPage({ searchParams }: { searchParams: Promise<{ redirect?: string }> }) {
  const { redirect } = await searchParams;
  const target = sanitizeRedirect(redirect, '/admin');
  return (
    <main id="main" className="flex min-h-dvh items-start justify-center px-4 pt-16">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-card">
        <h1 className="mb-1 font-serif text-2xl text-leaf-900">Back office</h1>
        <p className="mb-5 text-sm text-muted">Sign in with your staff or seller account.</p>
        <StaffLoginForm redirectTo={target.startsWith('/admin') ? target : '/admin'} />
      </div>
    </main>
  );
}
