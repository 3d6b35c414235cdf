import type { SeedSeller } from './types';

/**
 * GSTINs follow the real format (state code + PAN + entity + Z + check) but are fictitious, as are the
 * streets and phone numbers; PINs are the towns' real ones so a label sorts like a real parcel.
 */
export const sellers: SeedSeller[] = [
  {
    slug: 'organic-tattva',
    name: 'Organic Tattva Naturals Pvt. Ltd.',
    city: 'Guwahati',
    state: 'Assam',
    gstin: '18AABCO1234F1Z5',
    address: '14, Tea Garden Lane, Khanapara',
    pincode: '781022',
    phone: '+91 98765 43210',
  },
  {
    slug: 'brahmaputra-valley-estates',
    name: 'Brahmaputra Valley Tea Estates',
    city: 'Dibrugarh',
    state: 'Assam',
    gstin: '18AAHFB7412M1Z9',
    legalName: 'Brahmaputra Valley Tea Estates LLP',
    address: 'Chowkidinghee Tea Garden, Mancotta Road',
    pincode: '786003',
    phone: '0373 232 1187',
  },
  {
    slug: 'himalayan-leaf-co',
    name: 'Himalayan Leaf Company',
    city: 'Darjeeling',
    state: 'West Bengal',
    gstin: '19AAKCH3398Q1ZB',
    legalName: 'Himalayan Leaf Company Pvt. Ltd.',
    address: '7 Hill Cart Road, near Clock Tower',
    pincode: '734101',
    phone: '0354 225 6032',
  },
  {
    slug: 'kumaon-bee-collective',
    name: 'Kumaon Bee Keepers Collective',
    city: 'Nainital',
    state: 'Uttarakhand',
    gstin: '05AADAK6120R1Z2',
    legalName: 'Kumaon Bee Keepers Producer Company Ltd.',
    address: 'Village Satkhol, Mukteshwar Road',
    pincode: '263138',
    phone: '+91 94120 55318',
  },
  {
    slug: 'malabar-spice-growers',
    name: 'Malabar Spice Growers Co.',
    city: 'Kozhikode',
    state: 'Kerala',
    gstin: '32AAGCM5567J1ZX',
    address: 'Warehouse 3, Big Bazaar Road, Valiyangadi',
    pincode: '673001',
    phone: '0495 270 3391',
  },
  {
    slug: 'jaintia-hills-organics',
    name: 'Jaintia Hills Organic Farmers Society',
    city: 'Jowai',
    state: 'Meghalaya',
    gstin: '17AABTJ2841D1Z6',
    address: 'Iongpiah, near Jowai Bus Stand',
    pincode: '793150',
    phone: '+91 98630 41277',
  },
];
