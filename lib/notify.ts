/**
 * Toasts without sonner in every page's first load: the library is fetched with the first message
 * (the <Toaster> components/providers.tsx mounts after hydration shows toasts raised before it mounted).
 */
type Kind = 'success' | 'error';

type Options = { description?: string };

const show = (kind: Kind) => (message: string, options?: Options) => {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
};

export const notify = { success: show('success'), error: show('error') };
