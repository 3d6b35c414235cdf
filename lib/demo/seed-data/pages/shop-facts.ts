/**
 * Facts the content pages quote, matching the demo identity in lib/shop.ts and the spec's
 * business constants, kept in one place so a policy never contradicts another.
 */
export const FACTS = {
  legalName: 'Organic Tattva Naturals Pvt. Ltd.',
  address: '14, Tea Garden Lane, Khanapara, Guwahati, Assam 781022, India',
  phone: '+91 98765 43210',
  email: 'care@organictattva.example',
  gstin: '18AABCO1234F1Z5',
  fssai: '10323002000456',
  hours: '9 AM-5 PM IST',
  supportHours: '10am to 4pm, on working days',
  grievanceOfficer: 'Priyanka Deka',
  grievanceEmail: 'grievance@organictattva.example',
  wholesaleEmail: 'wholesale@organictattva.example',
  exportEmail: 'exports@organictattva.example',
  giftingEmail: 'gifting@organictattva.example',
} as const;
