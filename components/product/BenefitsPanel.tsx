import { getCachedShopSettings } from '@/lib/settings/cached';
import { Benefits } from './Benefits';

/** The product page's benefits, with the shop's stored charges and return window. */
export async function BenefitsPanel() {
  const { rates, returnWindowHours } = await getCachedShopSettings();
  return <Benefits rates={rates} returnWindowHours={returnWindowHours} />;
}
