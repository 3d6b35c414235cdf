import type { SeedPage } from '../types';
import { FACTS } from './shop-facts';

export const privacy: SeedPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  metaTitle: 'Privacy Policy | Organic Tattva',
  metaDescription:
    'How Organic Tattva collects, uses, stores and protects your personal data under the Digital Personal Data Protection Act, 2023, and how to exercise your rights.',
  keywords: 'privacy policy, personal data, DPDP act, data protection, cookies, organic tattva',
  updatedAt: '2026-06-01',
  content: `
<p>${FACTS.legalName} ("Organic Tattva", "we") respects your privacy. This policy explains what personal data we collect when you use organictattva.example, why we collect it, and the choices you have. It is written to comply with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 and its rules.</p>

<h2>Data we collect</h2>
<ul>
  <li><strong>Account details:</strong> your name, e-mail address, phone number and password (stored only as a one-way hash).</li>
  <li><strong>Delivery addresses</strong> you save for checkout.</li>
  <li><strong>Order details:</strong> products, amounts, payment method and delivery status.</li>
  <li><strong>Payment information:</strong> handled by our payment partner Razorpay. We receive a payment reference and status, never your full card number, CVV or UPI PIN.</li>
  <li><strong>Profile photo</strong>, if you choose to upload one.</li>
  <li><strong>Messages</strong> you send us through the contact form or by e-mail.</li>
  <li><strong>Technical data:</strong> IP address, browser type and pages visited, used for security and to keep the site working.</li>
</ul>

<h2>How we use it</h2>
<ul>
  <li>To create and secure your account, including sending one-time passwords and password reset links.</li>
  <li>To process, deliver and support your orders, refunds and returns.</li>
  <li>To comply with tax, food safety (FSSAI) and consumer protection laws.</li>
  <li>To prevent fraud and abuse of our website.</li>
</ul>
<p>We do not sell your personal data. We send promotional e-mails only if you opt in, and every such e-mail has an unsubscribe link.</p>

<h2>Who we share it with</h2>
<p>Only with service providers who help us run the shop, under contracts that protect your data: our payment gateway, courier partners (name, address and phone number for delivery), our e-mail provider and our hosting provider in India. We may disclose data when required by law.</p>

<h2>Cookies</h2>
<p>We use essential cookies to keep you signed in and to protect forms against misuse. We do not use advertising cookies.</p>

<h2>How long we keep it</h2>
<p>Account data is kept while your account is active. Order and invoice records are kept for 8 years as required by GST law. You can ask us to delete your account at any time; we will erase or anonymise your data except what the law requires us to keep.</p>

<h2>Your rights</h2>
<p>You may ask to access, correct or erase your personal data, withdraw consent, or nominate someone to exercise these rights on your behalf. Write to our Grievance Officer and we will respond within 30 days.</p>

<h2>Grievance Officer</h2>
<p>${FACTS.grievanceOfficer}, ${FACTS.legalName}, ${FACTS.address}. E-mail: <a href="mailto:${FACTS.grievanceEmail}">${FACTS.grievanceEmail}</a>. Phone: ${FACTS.phone} (${FACTS.supportHours}).</p>
`,
};

export const terms: SeedPage = {
  slug: 'terms',
  title: 'Terms & Conditions',
  metaTitle: 'Terms & Conditions | Organic Tattva',
  metaDescription:
    'Terms for using the Organic Tattva website and buying our tea, honey and spices: accounts, pricing, payment, delivery, returns, liability and governing law.',
  keywords: 'terms and conditions, terms of use, organic tattva, online shopping terms india',
  updatedAt: '2026-06-01',
  content: `
<p>These terms apply to your use of this website and to every order you place with ${FACTS.legalName}, a company registered in India with its office at ${FACTS.address} (GSTIN ${FACTS.gstin}, FSSAI Lic. No. ${FACTS.fssai}). By using the website or placing an order you agree to them.</p>

<h2>Your account</h2>
<ul>
  <li>You must be at least 18 years old to create an account and buy from us.</li>
  <li>Keep your password confidential. You are responsible for orders placed from your account.</li>
  <li>We may suspend accounts used for fraud, abuse or repeated cancellation of COD orders.</li>
</ul>

<h2>Products and prices</h2>
<ul>
  <li>All prices are in Indian rupees (₹) and include GST. The price you pay is the price shown at checkout.</li>
  <li>Shipping is free on orders over ₹5000; below that, a ₹59 delivery fee applies. Cash on delivery carries a ₹49 handling fee. Both are shown before you place the order.</li>
  <li>Natural products vary from harvest to harvest in colour, aroma and texture. Photographs are illustrative.</li>
  <li>If a product is listed at an obviously wrong price, we may cancel the order and refund you in full.</li>
</ul>

<h2>Orders and payment</h2>
<p>An order is confirmed when you receive an order number and, for prepaid orders, when the payment succeeds. Prepaid orders not paid within 30 minutes are cancelled automatically. We may cancel an order if a product is out of stock, in which case any amount paid is refunded in full.</p>

<h2>Delivery</h2>
<p>We usually dispatch within 24 hours. The delivery date for your pincode is shown on the product page and at checkout before you order. Delivery dates are estimates and may be affected by weather, strikes or courier delays. See our <a href="/shiping-policy">shipping policy</a>.</p>

<h2>Returns and refunds</h2>
<p>Damaged, defective or wrong items must be reported within 24 hours of delivery. Full refunds within 14 business days. See our <a href="/refund-policy">refund policy</a>.</p>

<h2>Health information</h2>
<p>Content on this website, including our blog, is for general information and is not medical advice. Honey must not be given to infants under 12 months. Please consult a doctor before using herbal products if you are pregnant, nursing or taking medication.</p>

<h2>Limitation of liability</h2>
<p>Our liability for any order is limited to the amount you paid for it, except where the law does not allow such a limit.</p>

<h2>Governing law</h2>
<p>These terms are governed by the laws of India. Courts at Guwahati, Assam have jurisdiction, without affecting your rights under the Consumer Protection Act, 2019.</p>

<h2>Contact</h2>
<p>Questions about these terms: <a href="mailto:${FACTS.email}">${FACTS.email}</a> or ${FACTS.phone}, ${FACTS.supportHours}.</p>
`,
};

export const refundPolicy: SeedPage = {
  slug: 'refund-policy',
  title: 'Refund & Return Policy',
  metaTitle: 'Refund & Return Policy | Organic Tattva',
  metaDescription:
    'Report damaged or wrong items within 24 hours of delivery for a replacement or refund. Full refunds within 14 business days to your original payment method.',
  keywords: 'refund policy, return policy, replacement, damaged product, organic tattva refund',
  updatedAt: '2026-06-01',
  content: `
<p>We want every parcel to arrive exactly as it left our Guwahati packing room. If something goes wrong, this is how we put it right.</p>

<h2>Easy returns: our 24-hour policy</h2>
<p>If your order arrives <strong>damaged, leaking, defective, past its best-before date, or different from what you ordered</strong>, tell us within 24 hours of delivery:</p>
<ul>
  <li>E-mail <a href="mailto:${FACTS.email}">${FACTS.email}</a> or call ${FACTS.phone} with your order number.</li>
  <li>Attach clear photos of the outer parcel, the product and its batch label.</li>
  <li>Keep the product and packaging until the return is completed.</li>
</ul>
<p>We will arrange a free pickup where the courier serves your pincode, or ask you to dispose of the item safely, and then send a replacement or a full refund, as you prefer.</p>

<h2>What we cannot accept</h2>
<ul>
  <li>Opened or partly used food products returned for reasons of taste or preference.</li>
  <li>Products reported more than 24 hours after delivery, except for hidden quality defects confirmed by our quality team.</li>
  <li>Natural changes such as honey crystallising, which is a sign of raw honey and not a defect.</li>
</ul>

<h2>Cancellations</h2>
<p>You can cancel an order until it has been dispatched. Unpaid prepaid orders are cancelled automatically after 30 minutes. Once shipped, an order can be refused at the door; the refund for a refused prepaid order excludes the shipping charge.</p>

<h2>How refunds are paid</h2>
<ul>
  <li><strong>Full refunds within 14 business days</strong> of approval.</li>
  <li>UPI and card payments are refunded to the original payment method.</li>
  <li>COD orders are refunded by bank transfer or UPI to details you provide; the ₹49 COD handling fee is refunded when the fault was ours.</li>
  <li>Shipping charges are refunded in full for damaged, defective or wrong items.</li>
</ul>

<h2>Questions</h2>
<p>Our customer care team is available ${FACTS.supportHours}. For unresolved complaints, write to our Grievance Officer, ${FACTS.grievanceOfficer}, at <a href="mailto:${FACTS.grievanceEmail}">${FACTS.grievanceEmail}</a>; we acknowledge complaints within 48 hours and resolve them within one month, as required by the Consumer Protection (E-Commerce) Rules, 2020.</p>
`,
};

export const shippingPolicy: SeedPage = {
  slug: 'shiping-policy',
  title: 'Shipping Policy',
  metaTitle: 'Shipping & Delivery Policy | Organic Tattva',
  metaDescription:
    'Free shipping on orders over ₹5000, ₹59 below. Dispatch usually within 24 hours; delivery days depend on the distance to your pincode, and your delivery date is shown before you buy. COD available.',
  keywords: 'shipping policy, delivery charges, free shipping over 5000, delivery time, cod, organic tattva shipping',
  updatedAt: '2026-06-01',
  content: `
<p>We ship across India from our warehouse at ${FACTS.address}.</p>

<h2>Shipping charges</h2>
<ul>
  <li><strong>Free shipping on orders over ₹5000</strong> (after discounts).</li>
  <li>A flat <strong>₹59 delivery fee</strong> on orders below ₹5000, anywhere in India.</li>
  <li>Cash on delivery is available on most pincodes, with a nominal <strong>₹49 handling fee</strong>.</li>
</ul>
<p>All charges are shown in your cart and at checkout before you pay.</p>

<h2>Dispatch</h2>
<p>Orders are packed and dispatched usually within 24 hours of confirmation (prepaid orders once payment succeeds; COD orders once you confirm them), Monday to Saturday excluding national holidays. Orders placed on Sunday are dispatched on Monday.</p>

<h2>Delivery times</h2>
<p>How long a parcel takes depends on how far it travels from the seller who dispatches it to your pincode. Business days are Monday to Saturday, excluding holidays; orders placed after 2 pm IST are dispatched the next business day.</p>
<ul>
  <li>Within the seller's own city: 1–2 business days.</li>
  <li>Within the seller's state: 2–4 business days.</li>
  <li>To a metro city (Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune, Ahmedabad): 2–5 business days.</li>
  <li>The rest of India: 4–7 business days.</li>
  <li>North East India, Jammu &amp; Kashmir, Ladakh, the Andaman &amp; Nicobar and Lakshadweep islands: up to 10 business days.</li>
</ul>
<p>Enter your pincode under <strong>Check delivery</strong> on any product page to see the date, and the checkout shows each seller's delivery date for your address before you pay. If we cannot deliver to a pincode yet, we say so there.</p>
<p>Delivery times are estimates. Weather, festivals and courier delays may occasionally add a day or two; we will keep you informed.</p>

<h2>Tracking</h2>
<p>When your parcel is handed to our courier partner (Delhivery, Blue Dart or India Post, depending on your pincode), the courier name, waybill number and a tracking link appear on your order page in <a href="/orders">Order History</a>, and we e-mail them to you.</p>

<h2>Packaging</h2>
<p>Honey jars travel in moulded pulp protectors, tea and spices in sealed pouches inside recycled cardboard boxes. We avoid plastic fillers wherever possible.</p>

<h2>Damaged in transit?</h2>
<p>Please report it within 24 hours of delivery with photos, and we will replace or refund it. See our <a href="/refund-policy">refund policy</a>.</p>

<h2>International orders</h2>
<p>This website ships within India only. For exports, see <a href="/export-import">Export &amp; Import</a> and our <a href="/export-import-policy">export and import policy</a>.</p>
`,
};

export const exportImportPolicy: SeedPage = {
  slug: 'export-import-policy',
  title: 'Export & Import Policy',
  metaTitle: 'Export & Import Policy | Organic Tattva',
  metaDescription:
    'Terms for international trade orders with Organic Tattva: samples, quotations, Incoterms, payment, documentation, quality claims and compliance with Indian export law.',
  keywords:
    'export policy, import policy, incoterms, FOB kolkata, letter of credit, phytosanitary, organic tattva exports',
  updatedAt: '2026-02-20',
  content: `
<p>This policy applies to trade orders shipped outside India, and to products we import for distribution in India, by ${FACTS.legalName} (IEC registered; GSTIN ${FACTS.gstin}). Retail orders on this website are covered by our <a href="/terms">terms</a> instead.</p>

<h2>Quotations and samples</h2>
<ul>
  <li>Quotations are valid for 15 days, as tea and spice prices move with auction and harvest markets.</li>
  <li>Pre-shipment samples are charged at cost plus courier, adjusted against the first order.</li>
  <li>The approved sample is retained by both parties and is the reference for quality.</li>
</ul>

<h2>Terms of sale</h2>
<ul>
  <li>Prices are quoted FOB Kolkata or Nhava Sheva, or CIF to the buyer's port, under Incoterms 2020.</li>
  <li>Payment: 50% advance and balance against documents, or an irrevocable letter of credit at sight from a bank acceptable to us.</li>
  <li>Lead time: 2–4 weeks from confirmation for stocked grades; longer for seasonal teas booked in advance of the harvest.</li>
</ul>

<h2>Documentation</h2>
<p>Each shipment travels with a commercial invoice, packing list, bill of lading or airway bill, certificate of origin, phytosanitary certificate, and a laboratory analysis report. Organic certificates (NPOP), health certificates and pesticide residue reports to the destination market's limits are provided on request and may be charged.</p>

<h2>Compliance</h2>
<p>The buyer is responsible for import licences, duties and compliance with food laws in the destination country. We comply with India's Foreign Trade Policy, Spices Board and Tea Board regulations, and FSSAI requirements for imported foods.</p>

<h2>Quality claims</h2>
<p>Claims must be made in writing within 15 days of the goods arriving at the destination port, with photographs and, where relevant, an independent laboratory report on a sealed sample. We will replace the goods or issue a credit note for confirmed defects. We are not responsible for deterioration caused by storage after delivery.</p>

<h2>Force majeure</h2>
<p>Neither party is liable for delays caused by events beyond its control, including floods in Assam, port congestion, strikes or changes in government regulation.</p>

<h2>Contact</h2>
<p>Exports desk: <a href="mailto:${FACTS.exportEmail}">${FACTS.exportEmail}</a>, ${FACTS.phone} (${FACTS.hours}, Monday to Saturday).</p>
`,
};
