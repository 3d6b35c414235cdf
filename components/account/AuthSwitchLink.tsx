import { Link } from '@/lib/i18n/navigation';

/** The line under a sign-in or sign-up form that leads to the other one ("New here? Create an account"). */
export function AuthSwitchLink({ lead, href, children }: { lead?: string; href: string; children: string }) {
  return (
    <p className="text-center text-sm text-muted">
      {lead && `${lead} `}
      <Link href={href} className="font-semibold text-leaf-700 underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}
