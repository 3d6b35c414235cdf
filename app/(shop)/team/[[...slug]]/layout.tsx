import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';

/**
 * The words the team page's client leaves read: the open-positions dialog, the directory and its
 * cards, and the error boundary. A layout sits outside its segment's error.tsx, so this is the
 * boundary's server parent (a client error boundary can only get messages from above it). 'Common':
 * the shared words of the components/ui pieces inside (the error view, the dialog), once they have any.
 */
export default function TeamLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages only={['Content.team.positions', 'Content.team.directory', 'Errors.load']}>
      {children}
    </ClientMessages>
  );
}
