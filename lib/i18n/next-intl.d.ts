import type { Messages } from '@/messages';
import type { Locale } from './locales';

// Message keys are checked by the compiler: t('Cart.emty') does not build (English is the reference shape).
declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages;
    Locale: Locale;
  }
}
