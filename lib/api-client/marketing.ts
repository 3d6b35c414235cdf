import { apiFetch } from './fetch';

/** Back-in-stock requests (app/api/products/[slug]/notify). */
export const marketingApi = {
  /** One mail when this sold-out pack is back; asking again changes nothing. */
  notifyWhenBack: (slug: string, variantId: number) =>
    apiFetch<null>(`/api/products/${encodeURIComponent(slug)}/notify`, { method: 'POST', json: { variantId } }),
};
