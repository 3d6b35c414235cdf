import type { SeedPage } from '../types';
import { FACTS } from './shop-facts';

export const wholesaleBusiness: SeedPage = {
  slug: 'wholesale-business',
  title: 'Wholesale & B2B',
  metaTitle: 'Wholesale Organic Tea, Honey & Spices | Organic Tattva B2B',
  metaDescription:
    'Buy organic Assam and Darjeeling tea, raw honey and Indian spices in bulk for cafés, hotels, retailers and Ayurvedic brands. GST invoices, lab reports, pan-India delivery.',
  keywords: 'wholesale tea, bulk honey supplier, bulk spices india, B2B organic tea, cafe tea supplier, horeca',
  updatedAt: '2026-03-04',
  content: `
<p>Organic Tattva supplies cafés, restaurants, hotels, retailers, gifting companies and food brands across India with the same single-origin tea, raw honey and spices we sell on this website, in bulk packs and at trade prices.</p>

<h2>Who we work with</h2>
<ul>
  <li><strong>Cafés and tea rooms:</strong> loose-leaf Assam, Darjeeling, Nilgiri and herbal teas in 1 kg and 5 kg packs, and custom chai blends.</li>
  <li><strong>Hotels, restaurants and caterers:</strong> whole and ground spices, spice blends and honey portion packs.</li>
  <li><strong>Retailers and organic stores:</strong> our retail range with shelf-ready packaging and MRP labels.</li>
  <li><strong>Food and wellness brands:</strong> raw honey in 25 kg food-grade drums, Lakadong turmeric and other ingredients with full traceability.</li>
</ul>

<h2>Why buy from us</h2>
<ul>
  <li>Direct sourcing from more than 400 farming families and grower societies in Assam, Meghalaya, Darjeeling, Kumaon and Kerala.</li>
  <li>A lab report for every lot: pesticide residues, moisture, and for honey the full FSSAI purity panel including C4 sugar, SMR and TMR markers.</li>
  <li>FSSAI-licensed facility (Lic. No. ${FACTS.fssai}) and GST invoices with input tax credit (GSTIN ${FACTS.gstin}).</li>
  <li>Consistent grades season after season, with retained samples of every batch.</li>
</ul>

<h2>Minimum order and pricing</h2>
<p>Trade prices start from an order value of ₹25,000 (excluding GST). Volume slabs apply above ₹1,00,000 and for annual contracts. Samples of up to five products are available for ₹500, adjusted against your first order.</p>

<h2>Delivery and payment</h2>
<p>We dispatch from our Guwahati warehouse, usually within 24 hours for stocked items and within 7 working days for custom blends and private-label packs. Freight is charged at actuals or included on orders above ₹75,000. First orders are paid in advance by bank transfer or UPI; regular partners may apply for 30-day credit.</p>

<h2>Request a price list</h2>
<p>Write to <a href="mailto:${FACTS.wholesaleEmail}">${FACTS.wholesaleEmail}</a> with your business name, GSTIN, city and the products you are interested in, or call ${FACTS.phone} (${FACTS.hours}, Monday to Saturday). Our wholesale team replies within one working day.</p>
`,
};

export const exportImport: SeedPage = {
  slug: 'export-import',
  title: 'Export & Import',
  metaTitle: 'Export Indian Organic Tea, Honey & Spices | Organic Tattva',
  metaDescription:
    'Organic Tattva exports Assam and Darjeeling tea, raw honey and Indian spices to importers in 100+ countries, with APEDA registration, phytosanitary certificates and full documentation.',
  keywords: 'export indian tea, darjeeling tea exporter, honey exporter india, spice exporter, APEDA, organic export',
  updatedAt: '2026-02-20',
  content: `
<p>From our base in Guwahati, close to the tea gardens of Assam and the spice and honey forests of the North East, we export Indian tea, honey and spices to importers, distributors and private-label brands in more than 100 countries.</p>

<h2>What we export</h2>
<ul>
  <li><strong>Tea:</strong> Assam orthodox and CTC, Darjeeling (GI) first and second flush, Nilgiri, Kangra, oolong, white and herbal teas; bulk or retail-packed.</li>
  <li><strong>Honey:</strong> raw multiflora, monofloral (litchi, mustard, acacia, jamun) and wild forest honey in drums, buckets or retail jars.</li>
  <li><strong>Spices:</strong> cardamom, Tellicherry pepper, Lakadong turmeric, Kashmiri saffron, cinnamon, cloves, chillies and blends.</li>
</ul>

<h2>Certifications and documentation</h2>
<ul>
  <li>Importer Exporter Code (IEC) and APEDA and Spices Board registration.</li>
  <li>Organic certification under India's National Programme for Organic Production (NPOP) for certified lines.</li>
  <li>Phytosanitary certificate, certificate of origin, and lab analysis for every shipment, including pesticide residues to EU and US limits on request.</li>
  <li>FSSAI licence ${FACTS.fssai}; GSTIN ${FACTS.gstin}.</li>
</ul>

<h2>How an export order works</h2>
<ul>
  <li><strong>Enquiry:</strong> tell us the products, grades, packaging and destination port.</li>
  <li><strong>Samples:</strong> we courier pre-shipment samples, usually within a week.</li>
  <li><strong>Contract:</strong> FOB Kolkata or CIF destination, with payment by advance or letter of credit.</li>
  <li><strong>Shipment:</strong> by sea from Kolkata or Nhava Sheva, or by air for small and urgent orders.</li>
</ul>
<p>Minimum quantities are 500 kg for tea and spices and one pallet for honey. Smaller trial orders are possible by air.</p>

<h2>Importing into India</h2>
<p>We also help overseas producers of complementary products, such as speciality coffee and herbal ingredients, with FSSAI import clearance and distribution in North East India. Please write to us with details of your product and its certifications.</p>

<p>Read our <a href="/export-import-policy">export and import policy</a> for terms, or write to <a href="mailto:${FACTS.exportEmail}">${FACTS.exportEmail}</a>.</p>
`,
};

export const corporateGifting: SeedPage = {
  slug: 'corporate-gifting',
  title: 'Corporate Gifting',
  metaTitle: 'Corporate Gift Hampers: Organic Tea, Honey & Spices | Organic Tattva',
  metaDescription:
    'Diwali, new year and client gift hampers with single-origin Indian tea, raw honey and spices. Custom branding, GST invoices and pan-India delivery to every recipient.',
  keywords: 'corporate gifts india, diwali gift hamper, tea gift box, honey gift hamper, client gifts, employee gifts',
  updatedAt: '2026-09-01',
  content: `
<p>A gift of fine tea, raw honey or rare spice is one your clients and colleagues will actually use and remember. We create corporate hampers for Diwali, the new year, employee milestones, conferences and client thank-yous, from 25 boxes to 10,000.</p>

<h2>Popular hampers</h2>
<ul>
  <li><strong>The Tea Trail</strong> (from ₹899): Assam Orthodox, Darjeeling First Flush and Kashmiri Kahwa in printed tins.</li>
  <li><strong>Honey &amp; Spice</strong> (from ₹1,299): Raw Multiflora Honey, Kerala Green Cardamom, Lakadong Turmeric and a wooden honey dipper.</li>
  <li><strong>The Festive Chest</strong> (from ₹2,499): Kashmiri Mongra Saffron, Saffron Almond Honey, Assam Golden Tips and Garam Masala in a handmade bamboo box from Assam.</li>
</ul>
<p>Every hamper can be customised with products from our full range, a printed sleeve with your logo, and a personal card for each recipient.</p>

<h2>Why companies choose us</h2>
<ul>
  <li>Food-safe, FSSAI-compliant packing with batch numbers and best-before dates on every item.</li>
  <li>Plastic-free packaging options using bamboo, jute and recycled board made by craftspeople in the North East.</li>
  <li>GST invoice with input tax credit (GSTIN ${FACTS.gstin}).</li>
  <li>Delivery to a single office or individually to each recipient's address across India, with a tracking sheet.</li>
</ul>

<h2>Timelines</h2>
<p>Standard hampers ship within 3 working days of confirmation. Custom-branded hampers need 10–15 working days. For Diwali, please confirm orders by the end of September so every box arrives before Dhanteras.</p>

<h2>Get a quote</h2>
<p>Tell us your budget per gift, the number of recipients and your delivery date at <a href="mailto:${FACTS.giftingEmail}">${FACTS.giftingEmail}</a> or call ${FACTS.phone}. We will send a proposal with photographs within two working days.</p>
`,
};

export const storeLocator: SeedPage = {
  slug: 'store-locator',
  title: 'Store Locator',
  metaTitle: 'Find Organic Tattva Near You | Store Locator',
  metaDescription:
    'Visit the Organic Tattva flagship tea and honey store in Khanapara, Guwahati, or find our products at partner stores in Shillong, Kolkata, Delhi, Bengaluru and Mumbai.',
  keywords: 'organic tattva store, tea shop guwahati, organic store near me, buy darjeeling tea kolkata, honey shop',
  updatedAt: '2026-07-15',
  content: `
<p>Most of our customers shop online, but nothing beats tasting a tea before you buy it. Visit our flagship store or one of the partner shops that stock our range.</p>

<h2>Flagship store: Guwahati</h2>
<p><strong>Organic Tattva Tea &amp; Spice House</strong><br>${FACTS.address}<br>Open Monday to Saturday, ${FACTS.hours}. Closed on Sundays and national holidays.<br>Phone: ${FACTS.phone}</p>
<p>Free tea tastings every Saturday at 11 AM. Parking is available in the lane; the store is a five-minute walk from the Khanapara bus stop on GS Road.</p>

<h2>Partner stores</h2>
<ul>
  <li><strong>Shillong:</strong> Pine Valley Organics, Police Bazar, Shillong, Meghalaya 793001.</li>
  <li><strong>Kolkata:</strong> The Green Basket, Sarat Bose Road, Ballygunge, Kolkata, West Bengal 700029.</li>
  <li><strong>New Delhi:</strong> Earthbound Organic Store, Khan Market, New Delhi 110003.</li>
  <li><strong>Bengaluru:</strong> Namma Organic Mart, 12th Main, Indiranagar, Bengaluru, Karnataka 560038.</li>
  <li><strong>Mumbai:</strong> Harvest Table, Hill Road, Bandra West, Mumbai, Maharashtra 400050.</li>
  <li><strong>Kochi:</strong> Spice Route Gourmet, MG Road, Ernakulam, Kerala 682016.</li>
</ul>
<p>Partner stores carry a selection of our range, so availability of individual products varies. Please call the store before visiting for a particular item.</p>

<h2>Want to stock Organic Tattva?</h2>
<p>If you run an organic store, café or gift shop, see our <a href="/wholesale-business">wholesale page</a> or write to <a href="mailto:${FACTS.wholesaleEmail}">${FACTS.wholesaleEmail}</a>.</p>
`,
};
