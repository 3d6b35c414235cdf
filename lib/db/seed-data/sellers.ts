import type { SeedSeller } from './types';

/** GSTINs follow the real format (state code + PAN + entity + Z + check) but are fictitious. */
export const sellers: SeedSeller[] = [
  { slug: 'organic-tattva', name: 'Organic Tattva Naturals Pvt. Ltd.', city: 'Guwahati', state: 'Assam', gstin: '18AABCO1234F1Z5' },
  { slug: 'brahmaputra-valley-estates', name: 'Brahmaputra Valley Tea Estates', city: 'Dibrugarh', state: 'Assam', gstin: '18AAHFB7412M1Z9' },
  { slug: 'himalayan-leaf-co', name: 'Himalayan Leaf Company', city: 'Darjeeling', state: 'West Bengal', gstin: '19AAKCH3398Q1ZB' },
  { slug: 'kumaon-bee-collective', name: 'Kumaon Bee Keepers Collective', city: 'Nainital', state: 'Uttarakhand', gstin: '05AADAK6120R1Z2' },
  { slug: 'malabar-spice-growers', name: 'Malabar Spice Growers Co.', city: 'Kozhikode', state: 'Kerala', gstin: '32AAGCM5567J1ZX' },
  { slug: 'jaintia-hills-organics', name: 'Jaintia Hills Organic Farmers Society', city: 'Jowai', state: 'Meghalaya', gstin: '17AABTJ2841D1Z6' },
];
