import { pack, product } from './product-builder';

const LEAF_STORAGE =
  'Keep in the resealable pouch or an airtight tin, away from sunlight, moisture and strong smells such as spices or coffee. Best within 18 months of packing; once opened, enjoy within 3 months for the brightest flavour.';

export const teaProducts = [
  // ── Green tea ────────────────────────────────────────────────
  product({
    slug: 'nilgiri-green-tea',
    title: 'Nilgiri Green Tea',
    category: 'green-tea',
    seller: 'organic-tattva',
    hsn: '09021020',
    packs: [pack('100 g', 399, 349, 140)],
    days: 96,
    tags: ['green tea', 'hari chai', 'chai', 'nilgiri', 'loose leaf', 'antioxidant'],
    description:
      '<p>Long, twisted leaves from high-grown Nilgiri gardens above 1,800 metres, steamed within hours of plucking to keep their fresh, grassy sweetness. The cup is pale gold with a clean, slightly citrus finish and none of the bitterness of dusty supermarket bags.</p><p>An easy everyday green tea for anyone moving from milk chai to something lighter.</p>',
    howToUse:
      'Heat water to about 80°C (let boiling water rest for 2 minutes). Use 1 teaspoon (2 g) per 200 ml cup and steep for 2–3 minutes. The leaves give a good second infusion; add 30 seconds.',
    storage: LEAF_STORAGE,
  }),
  product({
    slug: 'kangra-valley-green-tea',
    title: 'Kangra Valley Green Tea',
    category: 'green-tea',
    seller: 'himalayan-leaf-co',
    hsn: '09021020',
    packs: [pack('100 g', 450, 450, 64)],
    images: 2,
    days: 41,
    tags: ['green tea', 'hari chai', 'chai', 'kangra', 'himachal', 'gi tag'],
    description:
      '<p>Kangra tea carries a Geographical Indication and comes from small gardens in the shadow of the Dhauladhar range in Himachal Pradesh. These pan-fired leaves brew a light, nutty cup with a gentle sweetness that lingers.</p><p>Grown without synthetic pesticides by family estates near Palampur, and packed in small lots so each pouch is fresh.</p>',
    howToUse:
      'Steep 2 g in 200 ml of water at 75–80°C for 2 minutes. Do not squeeze the leaves; re-steep up to three times.',
    origin: 'Palampur, Kangra district, Himachal Pradesh (GI-registered Kangra Tea).',
  }),
  product({
    slug: 'kashmiri-kahwa',
    title: 'Kashmiri Kahwa',
    category: 'green-tea',
    seller: 'organic-tattva',
    hsn: '09021010',
    packs: [pack('100 g', 549, 469, 85), pack('250 g', 1249, 1049, 40)],
    images: 4,
    days: 12,
    tags: ['kahwa', 'kehwa', 'kashmiri', 'green tea', 'saffron', 'almond', 'winter tea'],
    description:
      '<p>The traditional welcome drink of Kashmir: green tea leaves blended with saffron strands, green cardamom, cinnamon bark and slivered almonds. It brews a golden, fragrant cup that is warming without being heavy.</p><p>Our blend follows the recipe served from samovars in Srinagar homes, using Pampore saffron and whole spices we grind only lightly so the aroma holds.</p>',
    ingredients:
      '<ul><li>Green tea (75%)</li><li>Almond slivers</li><li>Green cardamom</li><li>Cinnamon bark</li><li>Kashmiri saffron (0.5%)</li></ul>',
    howToUse:
      'Simmer 1 teaspoon in 250 ml water for 3 minutes, strain into a cup and sweeten with a little honey if you like. Served without milk.',
  }),
  product({
    slug: 'tulsi-green-tea',
    title: 'Tulsi Green Tea',
    category: 'green-tea',
    seller: 'organic-tattva',
    hsn: '09021010',
    packs: [pack('25 tea bags', 299, 249, 210)],
    images: 2,
    days: 150,
    tags: ['tulsi', 'holy basil', 'green tea', 'tea bags', 'chai'],
    description:
      '<p>Assam green tea blended with Rama and Krishna tulsi leaves in unbleached, staple-free tea bags. The tulsi adds a peppery, clove-like note that rounds off the green tea and makes a soothing mid-afternoon cup.</p>',
    ingredients: 'Green tea (60%), Rama tulsi leaves (20%), Krishna tulsi leaves (20%).',
    howToUse: 'Steep one bag in 200 ml of hot (not boiling) water for 3 minutes. Lovely with a squeeze of lemon.',
  }),
  product({
    slug: 'lemon-ginger-green-tea',
    title: 'Lemon Ginger Green Tea',
    category: 'green-tea',
    seller: 'brahmaputra-valley-estates',
    hsn: '09021010',
    packs: [pack('100 g', 349, 299, 77)],
    days: 63,
    tags: ['green tea', 'ginger', 'adrak', 'lemon', 'lemongrass', 'chai'],
    description:
      '<p>Whole-leaf Assam green tea with sun-dried ginger pieces, lemongrass and lemon peel. Bright and zesty, with a slow ginger warmth that makes it a favourite on monsoon evenings.</p><p>No flavouring oils are used: all the lemon and ginger you taste comes from real, dried ingredients.</p>',
    ingredients: 'Green tea (70%), dried ginger (15%), lemongrass (10%), lemon peel (5%).',
    howToUse:
      'Use 1 teaspoon per cup with water at 80°C; steep 3 minutes. For an iced version, brew double strength and pour over ice.',
  }),
  product({
    slug: 'jasmine-green-tea',
    title: 'Jasmine Green Tea',
    category: 'green-tea',
    seller: 'himalayan-leaf-co',
    hsn: '09021010',
    packs: [pack('100 g', 599, 525, 38), pack('250 g', 1349, 1199, 20), pack('500 g', 2499, 2249, 0)],
    days: 205,
    tags: ['jasmine', 'mogra', 'green tea', 'floral tea', 'chai'],
    description:
      '<p>Spring green tea layered with fresh jasmine blossoms over several nights, so the leaves absorb the scent naturally. The flowers are then sifted out, leaving a smooth tea with a sweet, heady aroma and no perfume-like aftertaste.</p>',
    howToUse: 'Steep 2 g in 200 ml water at 75°C for 2 minutes. Cooler water keeps the jasmine delicate.',
    storage: LEAF_STORAGE,
  }),

  // ── Black tea ────────────────────────────────────────────────
  product({
    slug: 'assam-orthodox-black-tea',
    title: 'Assam Orthodox Black Tea',
    category: 'black-tea',
    seller: 'brahmaputra-valley-estates',
    hsn: '09023090',
    packs: [pack('250 g', 499, 425, 260), pack('500 g', 949, 799, 120), pack('1 kg', 1799, 1499, 45)],
    images: 4,
    days: 180,
    tags: ['black tea', 'assam', 'chai', 'patti chai', 'orthodox', 'breakfast tea', 'kadak'],
    description:
      '<p>Hand-rolled orthodox leaf from the second flush of our Dibrugarh gardens, with plenty of golden tips. It brews a deep amber cup with the malty, brisk body Assam is famous for, strong enough for milk but smooth enough to drink black.</p><p>Orthodox rolling keeps the leaf whole, so the flavour unfolds slowly instead of hitting all at once like CTC.</p>',
    howToUse:
      'Black: 2.5 g per 200 ml of freshly boiled water, steep 3–4 minutes. With milk: brew 4–5 minutes, then add hot milk and sugar to taste.',
    origin: 'Single estate, Dibrugarh district, Upper Assam. Second flush (May–June) plucking.',
    storage: LEAF_STORAGE,
  }),
  product({
    slug: 'darjeeling-first-flush',
    title: 'Darjeeling First Flush',
    category: 'black-tea',
    seller: 'himalayan-leaf-co',
    hsn: '09023090',
    packs: [pack('100 g', 1450, 1299, 42), pack('250 g', 3399, 2999, 15)],
    images: 4,
    days: 9,
    tags: ['darjeeling', 'first flush', 'black tea', 'chai', 'spring tea', 'champagne of teas'],
    description:
      '<p>The spring harvest from a Kurseong-area estate, plucked in March when the bushes wake after winter. The leaf is green-flecked and lightly oxidised, giving a bright, flowery cup with hints of fresh apricot and a brisk finish.</p><p>First flush is the most prized Darjeeling of the year; drink it without milk to enjoy its delicate character.</p>',
    howToUse:
      'Use 2 g per 200 ml water at 90°C and steep for 3 minutes. Avoid boiling water and milk, which hide the muscat notes.',
    origin: 'Kurseong South valley, Darjeeling district, West Bengal. GI-registered Darjeeling Tea, 2026 spring flush.',
  }),
  product({
    slug: 'darjeeling-second-flush-muscatel',
    title: 'Darjeeling Second Flush Muscatel',
    category: 'black-tea',
    seller: 'himalayan-leaf-co',
    hsn: '09023090',
    packs: [pack('100 g', 1250, 1250, 35), pack('250 g', 2899, 2899, 12), pack('500 g', 5499, 4999, 0)],
    days: 75,
    tags: ['darjeeling', 'second flush', 'muscatel', 'black tea', 'chai'],
    description:
      '<p>Summer-plucked Darjeeling with the famous muscatel character: a rounded, coppery cup with ripe grape and stone-fruit notes. Fuller than first flush, it is the Darjeeling to choose if you like a richer tea without losing finesse.</p>',
    howToUse: '2.5 g per 200 ml at 95°C for 3–4 minutes. A splash of milk is acceptable here, but try it plain first.',
    storage: LEAF_STORAGE,
  }),
  product({
    slug: 'assam-ctc-black-tea',
    title: 'Assam CTC Black Tea',
    category: 'black-tea',
    seller: 'brahmaputra-valley-estates',
    hsn: '09023090',
    packs: [pack('500 g', 399, 349, 400), pack('1 kg', 749, 649, 180)],
    days: 260,
    tags: ['ctc', 'assam', 'patti chai', 'kadak chai', 'chai', 'black tea', 'milk tea'],
    description:
      '<p>Granular CTC (crush, tear, curl) tea from Upper Assam that brews fast and strong: the kadak, deep-red base for the chai made in most Indian homes. Holds its own against milk, sugar and spices without turning flat.</p><p>Packed in a 500 g pouch that lasts a two-person household about a month.</p>',
    howToUse:
      'Boil 1 heaped teaspoon with 150 ml water for 1 minute, add 100 ml milk and sugar, bring to a boil twice, strain and serve.',
  }),
  product({
    slug: 'nilgiri-frost-black-tea',
    title: 'Nilgiri Frost Black Tea',
    category: 'black-tea',
    seller: 'organic-tattva',
    hsn: '09023090',
    packs: [pack('100 g', 650, 585, 0)],
    images: 2,
    days: 120,
    tags: ['nilgiri', 'frost tea', 'winter flush', 'black tea', 'chai'],
    description:
      '<p>Plucked in the cold weeks of January when night frost in the Nilgiris slows the bushes and concentrates their flavour. A brisk, fragrant black tea with a clean, almost minty lift and very little astringency.</p><p>Made in small quantities each winter; this season&rsquo;s lot is sold out and the next arrives in February.</p>',
    howToUse: '2.5 g per 200 ml of water just off the boil, steep 3 minutes. Excellent iced.',
    origin: 'Kotagiri, Nilgiris district, Tamil Nadu. Winter (frost) flush.',
  }),
  product({
    slug: 'assam-golden-tips-black-tea',
    title: 'Assam Golden Tips Black Tea',
    category: 'black-tea',
    seller: 'brahmaputra-valley-estates',
    hsn: '09023090',
    packs: [pack('100 g', 1899, 1699, 18), pack('250 g', 4499, 3999, 6)],
    images: 4,
    days: 5,
    tags: ['golden tips', 'assam', 'black tea', 'chai', 'premium tea', 'gift'],
    description:
      '<p>Almost entirely golden buds, hand-sorted from the finest second-flush plucking. The cup is honey-sweet and malty with notes of cocoa, smooth enough that it needs neither milk nor sugar.</p><p>Only a few kilos are made per estate each season, which is why this is our most treasured Assam.</p>',
    howToUse: 'Use 3 g per 250 ml water at 90°C; steep 4 minutes. Re-steep once for a lighter, sweeter cup.',
    storage: 'Store the tin closed, in a cool cupboard. Use within 6 months of opening.',
  }),

  // ── Oolong and white tea ─────────────────────────────────────
  product({
    slug: 'darjeeling-oolong-tea',
    title: 'Darjeeling Oolong Tea',
    category: 'oolong-tea',
    seller: 'himalayan-leaf-co',
    hsn: '09023090',
    packs: [pack('100 g', 1100, 990, 27), pack('250 g', 2599, 2299, 10)],
    days: 33,
    tags: ['oolong', 'darjeeling', 'chai', 'semi oxidised'],
    description:
      '<p>A semi-oxidised tea made from Darjeeling clonal bushes: large, twisted leaves in shades of green, copper and brown. The cup is peachy and floral with a soft, rounded body, sitting neatly between a green and a black tea.</p>',
    howToUse:
      '3 g per 200 ml at 85–90°C. First steep 2 minutes, then 3 and 4 minutes; oolong improves over several infusions.',
  }),
  product({
    slug: 'sikkim-temi-oolong-tea',
    title: 'Sikkim Temi Oolong Tea',
    category: 'oolong-tea',
    seller: 'himalayan-leaf-co',
    hsn: '09023090',
    packs: [pack('50 g', 899, 899, 14)],
    images: 2,
    days: 140,
    tags: ['oolong', 'sikkim', 'temi', 'chai', 'organic'],
    description:
      '<p>From Temi, Sikkim&rsquo;s only tea garden, certified organic since 2008 as part of the state&rsquo;s all-organic farming programme. Lightly rolled leaves brew a buttery, orchid-scented cup with a sweet aftertaste.</p>',
    howToUse: 'Steep 2.5 g in 150 ml water at 85°C for 2 minutes; re-steep four or five times.',
    origin: 'Temi Tea Estate, South Sikkim.',
  }),
  product({
    slug: 'darjeeling-silver-needle-white-tea',
    title: 'Darjeeling Silver Needle White Tea',
    category: 'white-tea',
    seller: 'himalayan-leaf-co',
    hsn: '09021020',
    packs: [pack('50 g', 2400, 2199, 5)],
    images: 3,
    days: 3,
    tags: ['white tea', 'silver needle', 'darjeeling', 'chai', 'premium tea'],
    description:
      '<p>Only the unopened buds, covered in fine silver down, hand-plucked at dawn and simply withered and dried. The liquor is pale and silky, with notes of melon, honey and fresh hay.</p><p>An extremely small harvest: we receive a few kilos a year, so stock is very limited.</p>',
    howToUse: 'Use 3 g per 200 ml of water at 75°C and steep 4–5 minutes. Never use boiling water.',
    storage: 'Keep the tin tightly closed away from light and humidity. Best within 12 months.',
  }),

  // ── Herbal tea ───────────────────────────────────────────────
  product({
    slug: 'rama-tulsi-herbal-tea',
    title: 'Rama Tulsi Herbal Tea',
    category: 'herbal-tea',
    seller: 'organic-tattva',
    hsn: '12119099',
    packs: [pack('100 g', 249, 219, 190), pack('250 g', 549, 479, 90), pack('500 g', 999, 899, 40)],
    days: 300,
    tags: ['tulsi', 'holy basil', 'herbal tea', 'caffeine free', 'chai'],
    description:
      '<p>Shade-dried leaves of Rama tulsi (holy basil) from organic farms in the Terai. Naturally caffeine-free, it makes a mellow, slightly sweet infusion with a clove-like aroma, a calming cup before bed.</p>',
    ingredients: '100% Rama tulsi (Ocimum tenuiflorum) leaves.',
    howToUse: 'Steep 1 teaspoon in 200 ml boiling water for 5 minutes. Add honey and a slice of ginger if you like.',
  }),
  product({
    slug: 'chamomile-flower-tea',
    title: 'Chamomile Flower Tea',
    category: 'herbal-tea',
    seller: 'himalayan-leaf-co',
    hsn: '12119099',
    packs: [pack('50 g', 399, 359, 73), pack('100 g', 699, 649, 30)],
    days: 88,
    tags: ['chamomile', 'herbal tea', 'caffeine free', 'sleep', 'chai'],
    description:
      '<p>Whole chamomile flower heads grown in the Kumaon hills and dried gently in the shade so they keep their golden centres. Sweet, apple-like and soothing, an evening cup to help the day wind down.</p>',
    ingredients: 'Whole chamomile flowers (Matricaria chamomilla).',
    howToUse: 'Steep 1 tablespoon of flowers in 250 ml boiling water, covered, for 5–7 minutes.',
  }),
  product({
    slug: 'hibiscus-rose-herbal-tea',
    title: 'Hibiscus Rose Herbal Tea',
    category: 'herbal-tea',
    seller: 'organic-tattva',
    hsn: '12119099',
    packs: [pack('100 g', 349, 349, 95), pack('250 g', 799, 749, 35)],
    images: 2,
    days: 55,
    tags: ['hibiscus', 'gudhal', 'rose', 'gulab', 'herbal tea', 'iced tea', 'chai'],
    description:
      '<p>Tart hibiscus calyces, Kannauj rose petals and a touch of cinnamon make a ruby-red infusion that is as good iced as it is hot. Tangy and floral, with a natural fruity sourness and no added flavour.</p>',
    ingredients: 'Hibiscus calyces (70%), rose petals (20%), cinnamon (10%).',
    howToUse:
      'Steep 2 teaspoons in 250 ml boiling water for 5 minutes. For iced tea, steep double strength, cool, and serve over ice with mint.',
  }),
  product({
    slug: 'butterfly-pea-flower-tea',
    title: 'Butterfly Pea Flower Tea',
    category: 'herbal-tea',
    seller: 'malabar-spice-growers',
    hsn: '12119099',
    packs: [pack(null, 299, 259, 0)],
    days: 210,
    tags: ['butterfly pea', 'aparajita', 'blue tea', 'herbal tea', 'caffeine free', 'chai'],
    description:
      '<p>Dried aparajita (butterfly pea) flowers from Kerala that brew a vivid blue tea. Add a squeeze of lemon and watch it turn violet. The flavour is mild and earthy, so it pairs well with lemongrass or honey.</p>',
    howToUse: 'Steep 6–8 flowers in 200 ml hot water for 4 minutes. Add lemon juice to change the colour.',
  }),
  product({
    slug: 'ashwagandha-tulsi-tea',
    title: 'Ashwagandha Tulsi Tea',
    category: 'herbal-tea',
    seller: 'organic-tattva',
    hsn: '12119099',
    packs: [pack('100 g', 399, 339, 60), pack('250 g', 899, 769, 25)],
    days: 26,
    tags: ['ashwagandha', 'tulsi', 'holy basil', 'herbal tea', 'ayurvedic', 'chai'],
    description:
      '<p>An Ayurvedic-inspired infusion of ashwagandha root, tulsi leaves, cinnamon and a little liquorice for natural sweetness. Earthy and warming, designed as a calm, caffeine-free evening ritual.</p>',
    ingredients: 'Tulsi leaves (40%), ashwagandha root (30%), cinnamon (15%), liquorice root (15%).',
    howToUse:
      'Simmer 1 teaspoon in 250 ml water for 3 minutes, strain, and sweeten with honey. Not recommended during pregnancy.',
  }),
  product({
    slug: 'ayurvedic-immunity-kadha',
    title: 'Ayurvedic Immunity Kadha',
    category: 'herbal-tea',
    seller: 'organic-tattva',
    hsn: '21069099',
    packs: [pack('100 g', 299, 269, 110)],
    days: 400,
    tags: ['kadha', 'kadha powder', 'immunity', 'giloy', 'mulethi', 'herbal tea'],
    description:
      '<p>A coarse blend of the herbs grandmothers boil into kadha when the weather turns: giloy, tulsi, dry ginger, black pepper, cinnamon and liquorice. It simmers into a bold, peppery brew that is best sweetened with jaggery or honey.</p><p>This is a traditional food preparation, not a medicine; please ask your doctor if you take regular medication.</p>',
    ingredients: 'Giloy stem, tulsi leaves, dry ginger, black pepper, cinnamon, liquorice root, clove.',
    howToUse: 'Boil 1 teaspoon in 300 ml water until it reduces to about 200 ml (8–10 minutes). Strain and sip warm.',
  }),

  // ── Masala chai ──────────────────────────────────────────────
  product({
    slug: 'classic-masala-chai-tea',
    title: 'Classic Masala Chai Tea',
    category: 'masala-chai',
    seller: 'organic-tattva',
    hsn: '09023090',
    packs: [pack('250 g', 399, 349, 230), pack('500 g', 749, 649, 110), pack('1 kg', 1399, 1199, 0)],
    images: 4,
    days: 160,
    tags: ['masala chai', 'chai', 'kadak chai', 'tapri chai', 'assam'],
    description:
      '<p>Strong Assam CTC tea blended with cardamom, cinnamon, clove, black pepper and dry ginger in the proportions of a Mumbai roadside tapri. Boiled with milk it gives a rich, fragrant cup that is spiced but never harsh.</p>',
    ingredients: 'Assam CTC black tea (80%), cardamom, dry ginger, cinnamon, black pepper, clove.',
    howToUse:
      'Boil 150 ml water with 1 heaped teaspoon for 1 minute, add 100 ml milk and sugar to taste, boil twice and strain.',
  }),
  product({
    slug: 'ginger-masala-chai-tea',
    title: 'Ginger Masala Chai Tea',
    category: 'masala-chai',
    seller: 'brahmaputra-valley-estates',
    hsn: '09023090',
    packs: [pack('250 g', 425, 379, 150), pack('500 g', 799, 699, 60)],
    days: 70,
    tags: ['adrak', 'ginger', 'adrak chai', 'masala chai', 'chai', 'ginger tea'],
    description:
      '<p>Our masala chai with a double measure of sun-dried Meghalaya ginger for a punchy, throat-warming adrak chai. Made on a base of second-flush Assam CTC so the tea still shines through the spice.</p>',
    ingredients: 'Assam CTC black tea (75%), dry ginger (15%), cardamom, black pepper, clove.',
    howToUse: 'Boil 1 teaspoon with 150 ml water for 2 minutes so the ginger opens up, then add milk and sugar.',
  }),
  product({
    slug: 'cardamom-chai-tea',
    title: 'Cardamom Chai Tea',
    category: 'masala-chai',
    seller: 'organic-tattva',
    hsn: '09023090',
    packs: [pack('250 g', 425, 425, 0), pack('500 g', 799, 749, 30)],
    images: 2,
    days: 230,
    tags: ['elaichi', 'cardamom', 'elaichi chai', 'masala chai', 'chai'],
    description:
      '<p>Assam tea with crushed Kerala green cardamom and nothing else: the gentle, perfumed elaichi chai served in most Indian homes. Sweet-scented and soothing, a good choice for anyone who finds masala chai too fiery.</p>',
    ingredients: 'Assam CTC black tea (92%), green cardamom (8%).',
    howToUse:
      'Boil 1 teaspoon with 150 ml water, add 100 ml milk, sweeten and bring to a rolling boil before straining.',
  }),
];
