import type { SeedPage } from '../types';
import { FACTS } from './shop-facts';

export const faq: SeedPage = {
  slug: 'faq',
  title: 'Frequently Asked Questions',
  metaTitle: 'FAQ: Orders, Delivery, Returns & Products | Organic Tattva',
  metaDescription:
    'Answers to common questions about ordering, payment, COD, shipping charges, delivery times, returns, refunds, honey purity and storing tea and spices at Organic Tattva.',
  keywords:
    'organic tattva faq, delivery time, cod charges, return policy, refund, honey crystallised, shipping charges',
  updatedAt: '2026-08-10',
  content: `
<h2>Orders and payment</h2>
<h3>How do I place an order?</h3>
<p>Add products to your cart, or use Buy Now on any product page, then sign in and check out. You can review your order, choose or add a delivery address, and pay by UPI, credit or debit card, or cash on delivery.</p>
<h3>Which payment methods do you accept?</h3>
<p>UPI (Google Pay, PhonePe, Paytm and any UPI app), credit and debit cards, and net banking through our payment partner Razorpay, plus cash on delivery (COD). Card details are handled by Razorpay and are never stored by us.</p>
<h3>Is there a charge for cash on delivery?</h3>
<p>Yes, a nominal handling fee of ₹49 is added to COD orders. Prepaid orders have no handling fee.</p>
<h3>I paid but my order shows Pending. What should I do?</h3>
<p>Sometimes a bank takes a few minutes to confirm a payment. Open the order in <a href="/orders">Order History</a> and use Pay Now only if the payment failed. Unpaid orders are cancelled automatically after 30 minutes and any amount debited is refunded by your bank within 5–7 working days.</p>

<h2>Shipping and delivery</h2>
<h3>How much is shipping?</h3>
<p>Shipping is free on orders over ₹5000. Below that, a flat delivery fee of ₹59 applies anywhere in India.</p>
<h3>When will my order arrive?</h3>
<p>We usually dispatch within 24 hours (excluding Sundays and holidays) from Guwahati. Delivery takes from 1–2 business days nearby to up to 10 to remote areas; enter your pincode on a product page, or see the checkout, for your delivery date. You will receive a tracking link when the parcel is handed over to the courier. See our <a href="/shiping-policy">shipping policy</a>.</p>
<h3>Do you ship outside India?</h3>
<p>Retail orders on this website ship within India. For international orders and trade enquiries, see <a href="/export-import">Export &amp; Import</a>.</p>

<h2>Returns and refunds</h2>
<h3>What if my order arrives damaged or wrong?</h3>
<p>Tell us within 24 hours of delivery, with a photo of the parcel and the product, and we will send a replacement or a full refund. This is our easy returns, 24-hour policy.</p>
<h3>How long does a refund take?</h3>
<p>Full refunds within 14 business days, to your original payment method (or to your bank account or UPI ID for COD orders). Details in our <a href="/refund-policy">refund policy</a>.</p>
<h3>Can I return a product I have opened?</h3>
<p>Because these are food products, we cannot accept returns of opened packs for reasons of taste. If you believe a product is not of the quality described, contact us and we will look into it with the batch records.</p>

<h2>Our products</h2>
<h3>My honey has turned solid. Is it fake?</h3>
<p>No. Raw honey crystallises naturally, especially in cool weather. Stand the closed jar in warm water to make it runny again. Read <a href="/blog/why-raw-honey-crystallises">why raw honey crystallises</a>.</p>
<h3>Are your products certified organic?</h3>
<p>Products sold as organic come from certified farms or from grower groups certified under the Participatory Guarantee System (PGS-India). Every lot is tested for pesticide residues regardless. Our FSSAI licence number is ${FACTS.fssai}.</p>
<h3>How should I store tea and spices?</h3>
<p>In airtight containers away from heat, light and moisture, and away from each other, since tea absorbs smells. See our <a href="/blog/storing-spices-so-they-last">spice storage guide</a>.</p>

<h2>Still have a question?</h2>
<p>Call ${FACTS.phone} or e-mail <a href="mailto:${FACTS.email}">${FACTS.email}</a>. Our support team is available ${FACTS.supportHours}.</p>
`,
};

export const whyUs: SeedPage = {
  slug: 'why-us',
  title: 'Why Organic Tattva',
  metaTitle: 'Why Choose Organic Tattva | Traceable, Lab-Tested Organic Food',
  metaDescription:
    'Single-origin tea, raw honey and spices bought directly from Indian growers, lab-tested batch by batch, packed fresh in Guwahati and dispatched within 24 hours.',
  keywords:
    'why organic tattva, traceable tea, lab tested honey, farm direct spices, fair trade india, organic food online',
  updatedAt: '2026-05-30',
  content: `
<p>There are many places to buy tea, honey and spices in India. Here is what we do differently, and why it matters to what reaches your cup and your kitchen.</p>

<h2>1. We know who grew it</h2>
<p>Every product on our shelves comes from a named region and, wherever possible, a named estate, village or collective: Dibrugarh for our Assam teas, Kurseong for Darjeeling, the Jaintia Hills for Lakadong turmeric, Idukki for cardamom, the Sundarbans and the Kumaon hills for honey. We buy directly, without commission agents, and pay growers within 15 days of delivery.</p>

<h2>2. Every batch is tested</h2>
<ul>
  <li>Pesticide residue screening for tea and spices at NABL-accredited laboratories.</li>
  <li>The full FSSAI honey panel, including C4 sugar, SMR and TMR markers for rice and cane syrup.</li>
  <li>Curcumin content for turmeric and grading checks for saffron and cardamom.</li>
  <li>Retained samples of every batch, so any complaint can be traced and re-tested.</li>
</ul>

<h2>3. Nothing added, nothing taken away</h2>
<p>No colours, no flavouring oils in our teas, no sugar syrups or heating in our honey, no fillers in our spice powders. If a product contains more than one ingredient, all of them are listed on the pack and on the product page.</p>

<h2>4. Fresh, because we pack small</h2>
<p>We pack in small runs at our FSSAI-licensed unit in Guwahati, in nitrogen-flushed pouches and glass jars, and we dispatch usually within 24 hours of your order. Best-before dates are printed on every pack.</p>

<h2>5. Fair to you</h2>
<ul>
  <li>Transparent pricing: free shipping over ₹5000, a flat ₹59 below, and a ₹49 handling fee only for cash on delivery, shown before you pay.</li>
  <li>Easy returns with a 24-hour policy for damaged or wrong items.</li>
  <li>Full refunds within 14 business days.</li>
  <li>Real people on the phone ${FACTS.supportHours}.</li>
</ul>

<blockquote>Grown slowly, sold honestly. That is the whole idea behind Organic Tattva.</blockquote>

<p>Read more <a href="/about">about us</a>, meet <a href="/team">our team</a>, or start with our <a href="/products?category=tea">tea collection</a>.</p>
`,
};
