import type { SeedPage } from '../types';
import { corporateGifting, exportImport, storeLocator, wholesaleBusiness } from './business';
import { faq, whyUs } from './info';
import { exportImportPolicy, privacy, refundPolicy, shippingPolicy, terms } from './policies';

/** One page per header/footer link; /about is a coded page, not content. */
export const pages: SeedPage[] = [
  wholesaleBusiness,
  exportImport,
  corporateGifting,
  storeLocator,
  faq,
  whyUs,
  privacy,
  terms,
  refundPolicy,
  shippingPolicy,
  exportImportPolicy,
];
