'use client';

import { authApi } from '@/lib/api-client/auth';

/** Ends the session and returns to the staff sign-in. */
export function SignOutButton() {
  async function signOut() {
    await authApi.logout();
    // A full load, so nothing of the signed-in screens stays in the client's memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/admin/login');
  }
  return (
    <button
      type="button"
      onClick={signOut}
      className="text-sm font-medium text-leaf-800 underline-offset-4 hover:underline"
    >
      Sign out
    </button>
  );
}
