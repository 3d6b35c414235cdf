/**
 * India's common couriers and where each tracks a parcel. The ship form pre-fills the tracking
 * link from here, and the status schema refuses a link for a known courier that points at another
 * host: the link goes out in the shop's mails, so it must lead to the courier the seller named.
 * A courier typed in ("Other") keeps its link, shown to the shopper as the seller's own.
 */
export type Courier = { name: string; domain: string; track: (waybill: string) => string };

const at = (domain: string, path: (w: string) => string): Pick<Courier, 'domain' | 'track'> => ({
  domain,
  track: path,
});

export const COURIERS: readonly Courier[] = [
  { name: 'Delhivery', ...at('delhivery.com', (w) => `https://www.delhivery.com/track/package/${w}`) },
  {
    name: 'Blue Dart',
    ...at('bluedart.com', (w) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${w}`),
  },
  { name: 'DTDC', ...at('dtdc.in', (w) => `https://www.dtdc.in/trace.asp?strCnno=${w}`) },
  { name: 'Ecom Express', ...at('ecomexpress.in', (w) => `https://ecomexpress.in/tracking/?awb_field=${w}`) },
  { name: 'Xpressbees', ...at('xpressbees.com', (w) => `https://www.xpressbees.com/shipment/tracking?awbNo=${w}`) },
  { name: 'Shadowfax', ...at('shadowfax.in', (w) => `https://tracker.shadowfax.in/track?trackingId=${w}`) },
  { name: 'Ekart', ...at('ekartlogistics.com', (w) => `https://ekartlogistics.com/shipmenttrack/${w}`) },
  {
    name: 'India Post Speed Post',
    ...at(
      'indiapost.gov.in',
      (w) => `https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment=${w}`,
    ),
  },
  { name: 'Shiprocket', ...at('shiprocket.co', (w) => `https://shiprocket.co/tracking/${w}`) },
  {
    name: 'Professional Couriers',
    ...at('tpcindia.com', (w) => `https://www.tpcindia.com/Tracking2014.aspx?id=${w}&type=0&service=0`),
  },
  { name: 'Gati', ...at('gati.com', (w) => `https://www.gati.com/track-by-docket/?docketNo=${w}`) },
];

/** The known courier of this name (any case, spaces trimmed); undefined for one typed in. */
export function knownCourier(name: string | null | undefined): Courier | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  return COURIERS.find((c) => c.name.toLowerCase() === wanted);
}

/** The courier's tracking page for this waybill; empty when the courier is not known or there is no waybill yet. */
export function trackingUrlFor(courier: string, waybill: string): string {
  const known = knownCourier(courier);
  const w = waybill.trim();
  return known && w ? known.track(encodeURIComponent(w)) : '';
}

function httpsHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The refusal for a known courier's tracking link on another host (the courier's domain or a
 * subdomain of it is fine), or null. A link that is not https at all is the schema's other refusal.
 */
export function trackingHostProblem(courierName: string | undefined, url: string | undefined): string | null {
  const known = knownCourier(courierName);
  const host = url ? httpsHost(url) : null;
  if (!known || !host || host === known.domain || host.endsWith(`.${known.domain}`)) return null;
  return `A ${known.name} tracking link must be on ${known.domain}.`;
}
