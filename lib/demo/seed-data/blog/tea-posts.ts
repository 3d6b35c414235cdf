import type { SeedBlogPost } from '../types';

export const brewDarjeeling: SeedBlogPost = {
  slug: 'how-to-brew-the-perfect-cup-of-darjeeling',
  title: 'How to Brew the Perfect Cup of Darjeeling',
  excerpt:
    'Water temperature, leaf quantity and steeping time make the difference between a flat, bitter cup and the bright, flowery Darjeeling the hills are famous for. Our tea taster explains.',
  author: 'Pemba Sherpa',
  publishedAt: '2026-04-02T09:30:00+05:30',
  featuredImage: '/images/blog/how-to-brew-the-perfect-cup-of-darjeeling.webp',
  tags: ['Tea Guide', 'darjeeling', 'brewing', 'black tea'],
  content: `
<p>Every spring I taste hundreds of Darjeeling samples in a small room in Kurseong, and the most common complaint I hear from customers afterwards is always the same: <em>"It tasted lovely in your description, but my cup was bitter."</em> Almost every time, the tea was fine. The brewing was not. Darjeeling is a delicate tea made from the small-leaved China bush, and it forgives far less than a strong Assam CTC. Here is how we brew it at the tasting table, adapted for a home kitchen.</p>

<h2>Start with good water</h2>
<p>A cup of tea is more than 98% water, so the water matters as much as the leaf. Use fresh, cold water from a filter rather than water that has been sitting in the kettle since morning; re-boiled water loses oxygen and makes the cup taste dull. If your tap water is very hard, as it is in much of Delhi and Bengaluru, a simple jug filter will make a visible difference to the colour and clarity of the liquor.</p>

<h2>Get the temperature right</h2>
<p>This is the single biggest mistake. Boiling water scalds the tender leaves of a first flush and pulls out bitter tannins before the flowery notes have a chance to appear.</p>
<ul>
  <li><strong>First flush:</strong> 85–90°C. Bring the water to a boil and let it rest for about a minute.</li>
  <li><strong>Second flush and autumnal:</strong> 90–95°C. Thirty seconds off the boil is enough.</li>
  <li><strong>Darjeeling oolong and white tea:</strong> 80–85°C and 75°C respectively.</li>
</ul>
<p>You do not need a thermometer. Watch the kettle: when large bubbles are rolling, it is at 100°C; wait as above and pour.</p>

<h2>Measure the leaf</h2>
<p>Darjeeling leaf is large and wiry, so teaspoons are misleading. As a rule, use <strong>2 to 2.5 grams per 200 ml cup</strong>, which is about one heaped teaspoon of first flush or one level teaspoon of a denser second flush. If you brew in a pot, add the leaves for each cup and do not add "one for the pot": this tea becomes harsh when overloaded.</p>

<h2>Steep, then separate</h2>
<p>Steep first flush for <strong>3 minutes</strong> and second flush for <strong>3 to 4 minutes</strong>. Then pour the tea off the leaves completely, through a strainer into a warmed cup or a second pot. Tea left sitting on its leaves keeps extracting and turns bitter within minutes. A good Darjeeling will give a second, lighter infusion; add a minute to the time.</p>

<blockquote>"Taste it plain first. A spoon of sugar is your choice, but milk will hide everything the garden worked for." — what my first tea maker told me in 2006, and still the best advice I know.</blockquote>

<h2>Should you add milk?</h2>
<p>With a first flush, please do not. The muscat and floral notes that make <a href="/products/darjeeling-first-flush">Darjeeling First Flush</a> special disappear under milk, and you will be paying for flavour you cannot taste. A rich <a href="/products/darjeeling-second-flush-muscatel">second flush</a> can take a small splash if you must. If you want a milky, kadak cup, choose a malty Assam such as our <a href="/products/assam-orthodox-black-tea">Assam Orthodox</a> instead; it is made for it.</p>

<h2>Store it properly</h2>
<p>Darjeeling loses its top notes faster than any other tea. Keep it in an airtight, opaque tin, away from the spice shelf and the stove, and finish an opened first flush within two to three months. Never keep tea in the fridge: it picks up moisture and smells every time you open the door.</p>

<h2>A quick checklist</h2>
<ul>
  <li>Fresh, filtered water, boiled once.</li>
  <li>85–95°C depending on the flush.</li>
  <li>2–2.5 g of leaf per 200 ml.</li>
  <li>3–4 minutes, then strain off completely.</li>
  <li>No milk for first flush.</li>
</ul>
<p>Brew it this way once and you will taste why people call Darjeeling the champagne of teas. If your cup still disappoints, write to our customer care team; we will happily talk you through it.</p>
`,
};

export const masalaChaiRecipe: SeedBlogPost = {
  slug: 'masala-chai-recipe-tapri-style',
  title: 'Masala Chai, Tapri Style: Our Recipe for the Perfect Kadak Cup',
  excerpt:
    'The chai from a roadside tapri tastes different for a reason. Here is the method, the spice ratio and the two boils that give masala chai its body.',
  author: 'Ishita Chatterjee',
  publishedAt: '2026-01-12T08:00:00+05:30',
  featuredImage: '/images/blog/masala-chai-recipe-tapri-style.webp',
  tags: ['Recipes', 'masala chai', 'chai', 'assam'],
  content: `
<p>Ask ten Indian families for their masala chai recipe and you will get twelve answers. But anyone who has stood at a tapri outside a railway station at six in the morning knows there is a particular kind of chai that is hard to make at home: thick, strong, fragrant, a little sweet and never watery. After many weeks of testing in our Guwahati office kitchen (and a great deal of caffeine), this is the method we settled on.</p>

<h2>What you need (for two cups)</h2>
<ul>
  <li>200 ml water</li>
  <li>200 ml full-cream milk</li>
  <li>2 heaped teaspoons of strong CTC tea, such as <a href="/products/assam-ctc-black-tea">Assam CTC Black Tea</a></li>
  <li>2 green cardamom pods, lightly crushed</li>
  <li>1 cm piece of fresh ginger, crushed, or 1/4 teaspoon <a href="/products/dry-ginger-powder">dry ginger powder</a></li>
  <li>A pinch of <a href="/products/chai-masala">Chai Masala</a> (or 2 black peppercorns, 1 clove and a small piece of cinnamon, crushed)</li>
  <li>2–3 teaspoons sugar, to taste</li>
</ul>
<p>If you prefer a ready blend, our <a href="/products/classic-masala-chai-tea">Classic Masala Chai Tea</a> already has the spices mixed into the leaf; skip the cardamom and masala.</p>

<h2>Why CTC and not whole leaf?</h2>
<p>Fine whole-leaf teas are wonderful but they are made to be brewed gently. Masala chai is boiled, with milk and sugar and spice, and it needs a tea that releases colour and body quickly. CTC granules from Assam do exactly that. Whole-leaf orthodox tea will work, but use a little more and boil a little longer.</p>

<h2>The method</h2>
<p><strong>1. Spice the water first.</strong> Bring the water to a boil with the ginger, cardamom and masala and let it bubble for a full minute. The spices need heat and water to open; adding them to milk later gives a flatter flavour.</p>
<p><strong>2. Add the tea.</strong> Tip in the tea and boil for another minute until the water turns a deep red-brown. This is where the kadak comes from.</p>
<p><strong>3. Milk and sugar.</strong> Add the milk and sugar and bring the pan back to a boil. As the chai rises, lower the heat, let it settle, then bring it up again. Tapri wallahs do this two or three times; it thickens the chai and blends the flavours.</p>
<p><strong>4. Strain and pour from a height.</strong> Strain into cups. Pouring from a little height aerates the chai and gives it the light froth you see at every stall.</p>

<blockquote>The secret is patience: two full boils, not one. Rush the chai and it tastes of hot milk with tea in it; let it rise twice and it tastes of chai.</blockquote>

<h2>Getting the balance right</h2>
<ul>
  <li><strong>Too weak?</strong> Use more tea, not a longer boil, or the chai turns bitter.</li>
  <li><strong>Too sharp?</strong> Reduce the ginger; fresh ginger can curdle very fresh milk if boiled with it for too long.</li>
  <li><strong>Too milky?</strong> Go for one part water to one part milk, as above; richer than that hides the spice.</li>
  <li><strong>Want it for a crowd?</strong> Multiply everything except the masala, which should go up by half as much again.</li>
</ul>

<h2>Variations from around India</h2>
<p>In Kolkata, a little less spice and more sugar, served in clay kulhars. In Hyderabad, Irani chai is made with milk reduced separately and added at the end. In Kashmir, the pink noon chai is a different drink altogether. And in winter, many families in the north add a few leaves of tulsi and a pinch of black pepper to the pan. Try our <a href="/products/ginger-masala-chai-tea">Ginger Masala Chai Tea</a> if you like yours extra fiery.</p>
<p>Whichever way you make it, make it slowly, share it with someone, and let us know your family's version. We read every e-mail.</p>
`,
};

export const firstVsSecondFlush: SeedBlogPost = {
  slug: 'first-flush-vs-second-flush',
  title: 'First Flush vs Second Flush: Understanding Darjeeling’s Seasons',
  excerpt:
    'Why does one Darjeeling taste of spring flowers and another of muscat grapes? A short guide to the flushes of the year and how to choose between them.',
  author: 'Pemba Sherpa',
  publishedAt: '2025-06-18T10:00:00+05:30',
  featuredImage: '/images/blog/first-flush-vs-second-flush.webp',
  tags: ['Tea Guide', 'darjeeling', 'first flush', 'second flush'],
  content: `
<p>Tea bushes in Darjeeling do not grow evenly through the year. After a cold, dormant winter, they put out new shoots in bursts called <em>flushes</em>, and each flush produces a tea with a very different character. Understanding them is the quickest way to buy Darjeeling you will enjoy.</p>

<h2>First flush: March to April</h2>
<p>The first flush is the first growth after winter. The shoots are tender and small, the weather is cool and dry, and the leaves are only lightly oxidised in the factory. The result is a greenish, flowery tea with a pale golden liquor, brisk and lively, often with notes of fresh apricot, lily and green almond.</p>
<ul>
  <li><strong>Colour:</strong> pale gold to light amber.</li>
  <li><strong>Taste:</strong> floral, fresh, astringent in a pleasant, mouth-drying way.</li>
  <li><strong>Best for:</strong> drinking plain, in the morning or early afternoon.</li>
</ul>
<p>Because it is the first tea of the year and the quantities are small, the first flush is the most expensive. Gardens compete to send the first samples to Kolkata, and the best lots sell out within weeks. Our <a href="/products/darjeeling-first-flush">Darjeeling First Flush</a> comes from a single garden in the Kurseong South valley.</p>

<h2>Second flush: May to June</h2>
<p>By May the days are warmer and the bushes grow faster. A tiny insect, the tea jassid, feeds on the leaves, and the plant responds by producing compounds that give second flush Darjeeling its famous <strong>muscatel</strong> character: ripe grape, stone fruit and a gentle sweetness. Leaves are oxidised longer, so the tea is darker and fuller.</p>
<ul>
  <li><strong>Colour:</strong> bright copper.</li>
  <li><strong>Taste:</strong> rounded, fruity, less astringent than the first flush.</li>
  <li><strong>Best for:</strong> afternoons; it can take a splash of milk.</li>
</ul>
<p>Try our <a href="/products/darjeeling-second-flush-muscatel">Darjeeling Second Flush Muscatel</a> to taste it for yourself.</p>

<h2>Monsoon and autumnal flushes</h2>
<p>From July to September the monsoon brings heavy rain and fast growth. These <em>rain teas</em> are plentiful, strong and simple, and mostly go into everyday blends. After the rains, from October to November, the <em>autumnal flush</em> produces a mellow, woody tea with a coppery cup, a good-value choice for everyday Darjeeling drinkers.</p>

<blockquote>"First flush is a spring morning. Second flush is a summer afternoon. Choose by the mood you want in your cup." — a line I use with every new customer at our tastings.</blockquote>

<h2>Which one should you buy?</h2>
<p>If you enjoy green tea or light, aromatic drinks, start with a first flush. If you usually drink Assam or English breakfast and want to explore, the second flush is the friendlier bridge. And if you cannot decide, buy a small pack of each and taste them side by side; it is the best tea lesson there is.</p>
<p>Whichever you choose, brew it gently. Our guide on <a href="/blog/how-to-brew-the-perfect-cup-of-darjeeling">how to brew the perfect cup of Darjeeling</a> covers water temperature and timing for each flush.</p>
`,
};

export const greenTeaMistakes: SeedBlogPost = {
  slug: 'green-tea-brewing-mistakes',
  title: 'Five Green Tea Mistakes That Make It Bitter',
  excerpt:
    'If you think green tea tastes like grass soaked in hot water, you have probably been brewing it the way most of us were taught. Five easy fixes.',
  author: 'Arjun Menon',
  publishedAt: '2025-04-22T11:00:00+05:30',
  featuredImage: '/images/blog/green-tea-brewing-mistakes.webp',
  tags: ['Tea Guide', 'green tea', 'brewing'],
  content: `
<p>At our customer care desk, "my green tea is bitter" is one of the questions we answer most often. The good news is that it almost never means the tea is bad. Green tea is not oxidised, so its leaves keep more of the catechins that turn bitter when handled roughly. Avoid these five habits and even an everyday green tea will taste sweet, fresh and smooth.</p>

<h2>1. Using boiling water</h2>
<p>Green tea leaves are essentially dried fresh leaves. Pour 100°C water over them and you cook them, releasing bitterness in seconds. Use water at <strong>75–80°C</strong>: boil the kettle, then leave it open for two to three minutes, or add a splash of cold water to the cup first.</p>

<h2>2. Steeping for too long</h2>
<p>Most green teas need <strong>2 to 3 minutes</strong>, no more. Set a timer and then remove the leaves or the tea bag. If you want a stronger cup, add more leaf rather than more time.</p>

<h2>3. Using too much leaf in a tiny cup</h2>
<p>One teaspoon (about 2 g) of loose leaf for a 200 ml cup is right for teas like our <a href="/products/nilgiri-green-tea">Nilgiri Green Tea</a> and <a href="/products/kangra-valley-green-tea">Kangra Valley Green Tea</a>. Fluffy blends with flowers or spices, such as <a href="/products/kashmiri-kahwa">Kashmiri Kahwa</a>, may need a little more by volume.</p>

<h2>4. Squeezing the tea bag</h2>
<p>Pressing the bag against the cup with a spoon pushes out the most bitter part of the brew. Lift the bag out, let it drip for a second, and let it go.</p>

<h2>5. Drinking stale tea</h2>
<p>Green tea fades faster than black tea. An opened pack left on a sunny kitchen shelf for a year will taste flat and hay-like. Buy smaller packs, keep them sealed, and use opened tea within three months.</p>

<blockquote>Good green tea should taste of something: fresh-cut grass, toasted nuts, a hint of sweetness. If all you taste is bitterness, the leaf has been hurried.</blockquote>

<h2>Try this simple routine</h2>
<ul>
  <li>Warm your cup with a little hot water and pour it out.</li>
  <li>Add 1 teaspoon of leaf.</li>
  <li>Pour 200 ml of water at about 80°C.</li>
  <li>Steep 2 minutes, taste, and give it up to a minute more if you like.</li>
  <li>Strain, and re-steep the same leaves later in the day.</li>
</ul>

<h2>What about adding lemon or honey?</h2>
<p>Both are fine. A squeeze of lemon brightens the cup, and a spoon of mild honey like <a href="/products/muzaffarpur-litchi-honey">Litchi Honey</a> softens the edges. Add honey only once the tea has cooled slightly, so its aroma is not lost in very hot water.</p>
<p>If you prefer a warming, spiced green tea, our <a href="/products/lemon-ginger-green-tea">Lemon Ginger Green Tea</a> is a good place to start. And if you have a question about brewing any of our teas, our team is available 10am to 4pm on working days.</p>
`,
};
