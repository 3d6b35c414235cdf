import type { SeedBlogPost } from '../types';

export const storingSpices: SeedBlogPost = {
  slug: 'storing-spices-so-they-last',
  title: 'The Indian Masala Dabba Guide: Storing Spices So They Last',
  excerpt:
    'Heat, light, air and moisture steal the flavour from spices long before their best-before date. Simple habits that keep your masala dabba fragrant all year.',
  author: 'Meenakshi Iyer',
  publishedAt: '2025-09-18T09:00:00+05:30',
  featuredImage: '/images/blog/storing-spices-so-they-last.webp',
  tags: ['Spice Guide', 'spices', 'storage', 'kitchen tips'],
  content: `
<p>Open any Indian kitchen and you will find a masala dabba, the round steel box with seven little katoris that sits beside the stove. It is perfect for cooking and, unfortunately, one of the worst places to keep spices for long. After ten years of working with spice growers and testing labs, here is what I have learned about keeping spices fragrant.</p>

<h2>Know the four enemies</h2>
<ul>
  <li><strong>Heat:</strong> the aromatic oils that give spices their flavour are volatile. A shelf above the gas stove can be 10°C warmer than the rest of the kitchen.</li>
  <li><strong>Light:</strong> sunlight fades the colour of chilli, turmeric and saffron and breaks down their compounds.</li>
  <li><strong>Air:</strong> every time a jar is opened, some aroma escapes and oxygen gets in.</li>
  <li><strong>Moisture:</strong> steam from the cooker and a wet spoon bring lumps, mould and insects.</li>
</ul>

<h2>Whole spices last longer than ground</h2>
<p>Grinding breaks open the cells that hold the oils, so ground spices lose their aroma many times faster. Whole <a href="/products/kerala-green-cardamom">cardamom</a>, <a href="/products/tellicherry-black-pepper">black pepper</a>, cloves and cinnamon keep well for a year or more; ground spices are best within six months of opening. Where you can, buy whole and grind small batches in a mixie or a mortar every couple of weeks.</p>

<h2>A simple storage routine</h2>
<ul>
  <li>Keep the bulk stock in airtight glass jars in a closed cupboard away from the stove.</li>
  <li>Fill the masala dabba with only a week or two of each spice.</li>
  <li>Use a dry spoon, every time. Never shake spices over a steaming pot.</li>
  <li>Write the date you opened each pack on the jar with a marker.</li>
  <li>Refrigerate only spices that are ground with oil-rich seeds, such as sesame or poppy mixes, and let the jar come to room temperature before opening it.</li>
</ul>

<blockquote>"If you cannot smell it from the jar, it will not taste of anything in the dal." My grandmother in Kochi said it, and the lab reports agree.</blockquote>

<h2>How to tell a spice is past its best</h2>
<p>Rub a pinch between your fingers and smell it. Fresh <a href="/products/lakadong-turmeric-powder">turmeric</a> smells earthy and slightly peppery; old turmeric smells of dust. Fresh chilli powder is bright red and fruity; faded chilli is brick-brown. Cumin should smell warm and nutty the moment it touches hot oil. If you need to double the amount to get the same flavour, it is time to replace the spice.</p>

<h2>Watch for pests in summer and monsoon</h2>
<p>Small insects love stored flours and spices in humid months. A few dried red chillies or bay leaves in the storage jar help, and so does buying smaller packs more often. Our spices are cleaned, sorted and packed in nitrogen-flushed, food-grade pouches, but once a pack is opened, an airtight jar is your best defence.</p>

<h2>Special cases</h2>
<ul>
  <li><strong>Saffron</strong> needs a small glass vial in a dark drawer. It keeps for up to two years; see our <a href="/blog/saffron-buying-guide">saffron buying guide</a>.</li>
  <li><strong>Hing</strong> should be tightly closed so its strong smell does not spread to everything else.</li>
  <li><strong>Vanilla beans</strong> belong in an airtight jar at room temperature, never in the fridge, where they dry out.</li>
</ul>
<p>Look after your spices and they will look after your cooking. A fresh, well-kept spice shelf is the cheapest upgrade any kitchen can make.</p>
`,
};

export const lakadongStory: SeedBlogPost = {
  slug: 'lakadong-turmeric-story',
  title: 'Lakadong: The Story of Meghalaya’s Golden Turmeric',
  excerpt:
    'In a handful of villages in the Jaintia Hills grows a turmeric with three times the curcumin of ordinary haldi. We visited the farmers who grow it.',
  author: 'Ishita Chatterjee',
  publishedAt: '2025-08-02T09:00:00+05:30',
  featuredImage: '/images/blog/lakadong-turmeric-story.webp',
  tags: ['Farm Stories', 'turmeric', 'haldi', 'meghalaya'],
  content: `
<p>The road to Lakadong leaves the highway at Jowai and winds south through pine forests and limestone country towards the Bangladesh border. In November, when we visited, the fields were full of women lifting turmeric rhizomes with short hoes and laying them out to dry on bamboo mats. The colour, even through the dust, was an almost fluorescent orange.</p>

<h2>What makes Lakadong different</h2>
<p>Turmeric gets its colour and much of its reputation from curcumin. Ordinary turmeric sold in Indian markets contains around 2–3% curcumin. Lakadong turmeric, grown in this small area of the West Jaintia Hills, regularly tests at <strong>7 to 9%</strong>, among the highest in the world. It received a Geographical Indication tag in 2024.</p>
<p>Nobody is quite sure why. The farmers credit the seed rhizomes handed down for generations; scientists point to the acidic, iron-rich soils, the heavy rainfall and the altitude of around 1,000 metres. Most likely it is all of these together.</p>

<h2>How it is grown</h2>
<ul>
  <li>Planted in April on hill slopes, by hand, with no chemical fertilisers; farmyard manure and leaf litter feed the soil.</li>
  <li>Harvested after 9 to 10 months, when the leaves turn yellow.</li>
  <li>Sliced, sun-dried for several weeks and then stone-ground in small village mills.</li>
</ul>
<p>The Jaintia Hills Organic Farmers Society, our partner for <a href="/products/lakadong-turmeric-powder">Lakadong Turmeric Powder</a>, brings together over 120 families. The society tests each lot for curcumin and for added colours such as lead chromate, which sadly remains a problem in cheap turmeric.</p>

<blockquote>"Our grandmothers gave this haldi to new mothers and to anyone with a cough. Now people from Delhi and Bengaluru ask for it by name." — Mrs Khonglah, farmer and society member, Lakadong village.</blockquote>

<h2>How to use it in your kitchen</h2>
<p>Because it is so strong, use about <strong>half</strong> the quantity you would of regular turmeric. It will colour your dal a deeper yellow and give a warm, slightly peppery earthiness. Some of our favourite ways:</p>
<ul>
  <li>Haldi doodh: a quarter teaspoon in warm milk with a pinch of black pepper and a little honey, or our ready <a href="/products/golden-turmeric-latte-mix">Golden Turmeric Latte Mix</a>.</li>
  <li>In a simple tadka of ghee, mustard seeds and curry leaves over plain dal.</li>
  <li>Rubbed with salt on fish before frying, the Assamese way.</li>
  <li>Stirred into <a href="/products/turmeric-black-pepper-honey">Turmeric Black Pepper Honey</a> for a spoon of comfort on a cold evening.</li>
</ul>

<h2>Why black pepper?</h2>
<p>Curcumin on its own is poorly absorbed by the body. Piperine, the compound that makes black pepper hot, is often said to improve its absorption, which is why Indian cooks have paired the two for centuries. We leave medical claims to doctors, but the pairing certainly tastes good.</p>

<h2>Fair prices for the farmers</h2>
<p>For years Lakadong farmers sold raw turmeric to middlemen at a fraction of its value. Selling as a society, with their own grinding unit and quality tests, they now earn several times more per kilo. When you buy Lakadong from us, the society is paid in advance of each season, and its name is printed on every pack.</p>
`,
};

export const saffronGuide: SeedBlogPost = {
  slug: 'saffron-buying-guide',
  title: 'Kashmiri Saffron: A Buyer’s Guide to Grades and Fakes',
  excerpt:
    'Mongra, lachha, or just "kesar"? How to read saffron grades, spot the common fakes, and use a few precious strands well.',
  author: 'Meenakshi Iyer',
  publishedAt: '2026-02-14T09:00:00+05:30',
  featuredImage: '/images/blog/saffron-buying-guide.webp',
  tags: ['Spice Guide', 'saffron', 'kesar', 'kashmir'],
  content: `
<p>Saffron is the dried stigma of the crocus flower, picked by hand. It takes around 1,50,000 flowers to make a single kilogram, which is why it is the most expensive spice in the world, and also the most faked. In India the finest saffron comes from the karewa plateaus around Pampore in Kashmir, where the purple crocus fields bloom for just a few weeks in late October.</p>

<h2>Understanding the grades</h2>
<p>Each crocus flower has three red stigmas joined to a pale yellow style. How much of that yellow part is kept decides the grade.</p>
<ul>
  <li><strong>Mongra:</strong> only the deep red tips, with no yellow. The strongest colour, aroma and flavour. Our <a href="/products/kashmiri-mongra-saffron">Kashmiri Mongra Saffron</a> is this grade.</li>
  <li><strong>Lachha:</strong> the whole thread, red with the yellow style attached. Good, but weaker by weight.</li>
  <li><strong>Guchhi:</strong> lachha saffron tied in bundles, a traditional presentation.</li>
</ul>
<p>Kashmir saffron received a Geographical Indication tag in 2020. Genuine GI saffron carries a certificate and a traceable lot number from the Indian Institute of Kashmir Saffron Technology in Pampore.</p>

<h2>Common fakes</h2>
<ul>
  <li><strong>Dyed corn silk or coconut fibres</strong>, coloured red. They look uniform and lack the trumpet-shaped end of a real stigma.</li>
  <li><strong>Safflower</strong> petals, sold as "Indian saffron". Orange-red, flat, and almost no aroma.</li>
  <li><strong>Used saffron</strong>, already soaked and then re-dried and dyed.</li>
  <li><strong>Genuine saffron mixed with the yellow styles</strong>, or weighted with oil, sugar or glycerine.</li>
</ul>

<blockquote>Real saffron colours water slowly, in golden streams, over ten to fifteen minutes. If the water turns red instantly, be suspicious.</blockquote>

<h2>Simple checks at home</h2>
<ul>
  <li><strong>Water test:</strong> drop a few strands into lukewarm water. Real saffron releases yellow-gold colour gradually and the strands stay red.</li>
  <li><strong>Shape:</strong> under a magnifying glass, each thread should flare into a small trumpet at one end.</li>
  <li><strong>Smell and taste:</strong> honeyed and hay-like; the taste is slightly bitter, not sweet.</li>
  <li><strong>Price:</strong> good Mongra saffron costs several hundred rupees a gram. If it is much cheaper, it is not what the label says.</li>
</ul>

<h2>How to use saffron well</h2>
<p>Never throw strands straight into a pan. Crush 8–10 strands lightly and soak them in two tablespoons of warm milk or water for at least 15 minutes, then add both the liquid and the strands to your biryani, kheer, shrikhand or <a href="/products/kashmiri-kahwa">Kashmiri Kahwa</a>. A gram of Mongra saffron, used this way, flavours about a dozen dishes for a family of four.</p>

<h2>Storing it</h2>
<p>Keep saffron in its glass vial, tightly closed, in a dark drawer away from heat. It does not need the fridge. Stored well, it keeps its colour and aroma for up to two years. For a sweeter way to enjoy it, try our <a href="/products/saffron-almond-honey">Saffron Almond Honey</a>.</p>
`,
};

export const monsoonKadhaDraft: SeedBlogPost = {
  slug: 'kadha-recipes-for-the-monsoon',
  title: 'Three Kadha Recipes for the Monsoon',
  excerpt: 'Warming kitchen-spice brews from three Indian households, for damp and chilly evenings.',
  author: 'Ishita Chatterjee',
  publishedAt: null,
  featuredImage: '/images/blog/kadha-recipes-for-the-monsoon.webp',
  tags: ['Recipes', 'kadha', 'monsoon'],
  content: `
<p>Draft for the monsoon newsletter. When the rains arrive, every Indian kitchen seems to have its own kadha: a strong, simmered brew of spices and herbs, sweetened with jaggery or honey. Here are three family versions collected from our team.</p>
<h2>1. Tulsi, ginger and black pepper (Guwahati)</h2>
<p>Simmer 8 tulsi leaves, a thumb of crushed ginger and 4 crushed peppercorns in 400 ml water until reduced by half. Strain and stir in honey once it has cooled a little.</p>
<h2>2. Cinnamon, clove and jaggery (Kozhikode)</h2>
<p>Boil a small stick of cinnamon, 2 cloves and a piece of jaggery in 300 ml water for 8 minutes.</p>
<h2>3. Our ready blend</h2>
<p>Or use a teaspoon of <a href="/products/ayurvedic-immunity-kadha">Ayurvedic Immunity Kadha</a>. To do: add photographs and a note on who should avoid strong kadha.</p>
`,
};
