import type { SeedBlogPost } from '../types';

export const honeyPurity: SeedBlogPost = {
  slug: 'how-to-tell-if-honey-is-pure',
  title: 'How to Tell If Your Honey Is Pure (and Why Home Tests Fail)',
  excerpt:
    'The thumb test, the water test and the flame test are all over social media. Our quality head explains what they can and cannot tell you, and what a real purity test looks like.',
  author: 'Dr. Farhana Ahmed',
  publishedAt: '2025-11-05T09:00:00+05:30',
  featuredImage: '/images/blog/how-to-tell-if-honey-is-pure.webp',
  tags: ['Honey Guide', 'honey', 'purity', 'lab testing'],
  content: `
<p>In 2020, an investigation by the Centre for Science and Environment found that most of the big honey brands it tested failed an advanced test for sugar syrup adulteration, even though they passed the standard Indian tests of the time. It was a shock to many families who had trusted those jars for years. Since then, we get asked one question more than any other: <em>how do I know my honey is real?</em></p>

<h2>The popular home tests</h2>
<p>You have probably seen these videos:</p>
<ul>
  <li><strong>The water test:</strong> pure honey sinks to the bottom of a glass of water in a lump, fake honey dissolves.</li>
  <li><strong>The thumb test:</strong> pure honey stays on your thumb, fake honey spreads.</li>
  <li><strong>The flame test:</strong> a cotton wick dipped in pure honey burns, one dipped in fake honey does not.</li>
  <li><strong>The ant test:</strong> ants are not attracted to pure honey.</li>
</ul>
<p>Unfortunately, none of these are reliable. They mostly measure how thick and dry a honey is. A runny, high-moisture raw honey like fresh litchi or acacia may "fail" the thumb test, while a thick, carefully made rice or corn syrup blend can pass all four. Modern adulterants are designed precisely to behave like honey.</p>

<h2>What crystallisation does and does not mean</h2>
<p>A honey that crystallises in winter is not fake. Crystallisation depends on the ratio of glucose to fructose, which depends on the flowers. <a href="/products/mustard-blossom-honey">Mustard honey</a> sets within weeks; <a href="/products/kashmir-acacia-honey">acacia honey</a> can stay liquid for a year. Equally, a honey that never crystallises is not automatically pure. We explain this in more detail in <a href="/blog/why-raw-honey-crystallises">why raw honey crystallises</a>.</p>

<h2>What a real purity test looks like</h2>
<p>FSSAI's honey standard, revised in 2020, includes markers that reveal cheap sugars. Every lot we sell is tested at an NABL-accredited laboratory before it is packed. The report covers, among other things:</p>
<ul>
  <li><strong>C4 sugar test</strong> (stable carbon isotope ratio): detects cane and corn syrups.</li>
  <li><strong>SMR and TMR markers</strong> for rice syrup, the most common adulterant today.</li>
  <li><strong>Foreign oligosaccharides</strong>, another marker of added syrup.</li>
  <li><strong>HMF (hydroxymethylfurfural)</strong>: high levels mean the honey was heated or stored badly.</li>
  <li><strong>Moisture</strong>, <strong>pollen count</strong> and <strong>fructose-to-glucose ratio</strong>.</li>
</ul>

<blockquote>If a seller cannot show you a recent lab report for the batch in your hand, the word "pure" on the label is only a promise.</blockquote>

<h2>What you can do as a shopper</h2>
<ul>
  <li>Buy from sellers who name the region, the flower and the beekeepers, and who share their batch test reports.</li>
  <li>Be wary of honey that is much cheaper than the market. Raw honey from small apiaries cannot be sold at the price of syrup.</li>
  <li>Taste different varieties. Real honey from different flowers tastes clearly different: <a href="/products/jamun-honey">jamun</a> is tart and dark, litchi is fruity and light, forest honey is complex. Identical sweetness from every jar is a warning sign.</li>
  <li>Check the FSSAI licence number on the label and look it up on the FSSAI website.</li>
</ul>

<h2>Our promise</h2>
<p>We do not heat, blend or ultra-filter our honey. We buy directly from beekeeping collectives in Kumaon, Meghalaya, the Sundarbans and Kerala, keep a retained sample of every batch, and share the lab report for any jar on request. Write to us with the batch number printed on the lid and we will send it to you.</p>
`,
};

export const honeyCrystallises: SeedBlogPost = {
  slug: 'why-raw-honey-crystallises',
  title: 'Why Raw Honey Crystallises, and What to Do About It',
  excerpt:
    'Your honey turned solid and grainy in the cupboard. It has not gone bad, and it is probably a sign that it is raw. Here is the science and the gentle way to make it runny again.',
  author: 'Kavita Bisht',
  publishedAt: '2025-12-10T09:00:00+05:30',
  featuredImage: '/images/blog/why-raw-honey-crystallises.webp',
  tags: ['Honey Guide', 'honey', 'raw honey', 'storage'],
  content: `
<p>Every winter our customer care team receives photographs of jars of honey that have turned pale, thick and grainy, often with the worried question: <em>"Has sugar been added to this?"</em> The answer is almost always the opposite. Crystallisation is one of the most natural things honey does, and raw honey does it more readily than processed honey.</p>

<h2>The science in one paragraph</h2>
<p>Honey is a supersaturated solution: it holds more sugar dissolved in water than is normally stable. The two main sugars are fructose and glucose. Glucose is less soluble, so over time it separates out as tiny crystals, and the honey sets. Pollen grains and bits of beeswax in raw honey give the crystals something to form around, which is why unfiltered honey crystallises sooner than honey that has been heated and pressure-filtered.</p>

<h2>Why some honeys set faster</h2>
<ul>
  <li><strong>Flower source:</strong> honeys high in glucose, such as <a href="/products/mustard-blossom-honey">mustard</a>, eucalyptus and coriander, can set within weeks. Honeys high in fructose, such as <a href="/products/kashmir-acacia-honey">acacia</a> and jamun, stay liquid for months.</li>
  <li><strong>Temperature:</strong> crystallisation is fastest between 10°C and 15°C, which is why it happens in North Indian winters and in the fridge.</li>
  <li><strong>Processing:</strong> heating to 60–70°C and ultra-filtering removes pollen and delays crystallisation, but also destroys enzymes and aroma.</li>
</ul>

<blockquote>When our beekeepers in Kumaon see the season's mustard honey set solid in the tins, they smile. It means nothing has been cooked out of it.</blockquote>

<h2>How to make it runny again</h2>
<p>Gentle warmth is all it takes:</p>
<ul>
  <li>Place the closed glass jar in a bowl of warm water, about 40°C (comfortable to keep your hand in).</li>
  <li>Leave it for 20–30 minutes, stirring once the top softens, and replace the water as it cools.</li>
  <li>Never microwave honey or put the jar in boiling water. Overheating darkens the honey, raises HMF and destroys its delicate aroma.</li>
</ul>

<h2>Or enjoy it as it is</h2>
<p>Crystallised honey is delicious. In many countries it is sold deliberately as "creamed" or "set" honey. It spreads on toast and rotis like butter, does not drip off the spoon, and dissolves instantly in warm milk or tea. If you enjoy it this way, stir the jar well once it begins to set; that gives finer, creamier crystals.</p>

<h2>What about the white layer on top?</h2>
<p>Sometimes a white, frothy or lacy layer forms at the top of the jar. These are tiny air bubbles and crystals rising as the honey settles, sometimes called "frosting". It is completely harmless. A thin layer of liquid on top of a crystallised jar is also normal: it is the fructose-rich part that has not crystallised.</p>

<h2>How to store honey</h2>
<ul>
  <li>Keep it at room temperature, ideally between 20°C and 25°C, with the lid tightly closed.</li>
  <li>Do not refrigerate it.</li>
  <li>Always use a dry spoon. Moisture can start fermentation, which gives a sour, alcoholic smell.</li>
</ul>
<p>Raw honey, stored well, keeps for years. Archaeologists have found edible honey in Egyptian tombs. Your jar of <a href="/products/raw-multiflora-honey">Raw Multiflora Honey</a> will certainly last the winter.</p>
`,
};
