/**
 * What the demo buyers wrote, by shelf and by how they liked it; the seed hands them out in turn.
 * Written to read like real reviews of Indian tea, honey and spices: short, specific, sometimes unhappy.
 */
export type ReviewShelf = 'tea' | 'honey' | 'spices';
export type ReviewMood = 'loved' | 'liked' | 'mixed' | 'unhappy';
export type ReviewText = { title: string; text: string };

/** 5 stars: loved; 4: liked; 3: mixed; 1–2: unhappy. */
export const moodOf = (rating: number): ReviewMood =>
  rating >= 5 ? 'loved' : rating === 4 ? 'liked' : rating === 3 ? 'mixed' : 'unhappy';

const r = (title: string, text: string): ReviewText => ({ title, text });

const SHELF_TEXTS: Record<ReviewShelf, Record<ReviewMood, ReviewText[]>> = {
  tea: {
    loved: [
      r(
        'Best tea I have had in years',
        'Fresh, fragrant leaves and a clean cup with no bitterness. My morning routine is sorted.',
      ),
      r(
        'Tastes like the estate',
        'Reminds me of the tea we drank on a trip to the hills. Whole leaves, lovely aroma when you open the pouch.',
      ),
      r(
        'Second infusion is just as good',
        'I get two full cups from one spoon. Brews bright and smooth, even my father who only drinks CTC liked it.',
      ),
      r(
        'Perfect with a little ginger',
        'Strong enough for milk, smooth enough without. Packed well and arrived within four days.',
      ),
      r('My new favourite', 'Light, floral and not at all dusty. I have already told my sister to order it.'),
      r('Worth every rupee', 'You can see the quality in the leaves. No more supermarket tea bags for me.'),
    ],
    liked: [
      r(
        'Very good, slightly pricey',
        'Good flavour and aroma. A bit expensive for daily use, but I keep it for weekends.',
      ),
      r('Nice and refreshing', 'Pleasant cup, not too strong. I steep it a minute longer than the pack says.'),
      r('Good everyday tea', 'Consistent taste from the first cup to the last. The pouch could have a better zip.'),
      r('Smooth cup', 'Mild and smooth. I expected a little more aroma but I will buy again.'),
      r('Fresh stock', 'Packing date was recent and the leaves were fresh. Took a week to arrive though.'),
    ],
    mixed: [
      r('Okay, not special', 'Decent tea but I did not notice much difference from what I usually buy.'),
      r('Too light for me', 'I like a strong chai and this was too mild even with extra leaves. Fine without milk.'),
      r('Average', 'Flavour is fine, but a few broken leaves and dust at the bottom of the pouch.'),
    ],
    unhappy: [
      r('Tasted stale', 'The leaves smelled flat when I opened the pouch. Not what I expected at this price.'),
      r('Not for me', 'Bitter even at a short steep. Maybe my water, but I will not reorder.'),
    ],
  },
  honey: {
    loved: [
      r(
        'Real honey, you can taste it',
        'Thick, floral and not overly sweet. It crystallised after a month, which is a good sign.',
      ),
      r('Kids love it', 'My children now ask for this on their toast instead of jam. Lovely jar and a good seal.'),
      r(
        'Perfect in warm water with lemon',
        'I take a spoon every morning. Rich taste, clearly not the sugary stuff from the supermarket.',
      ),
      r(
        'Beautiful colour and aroma',
        'Dark amber honey with a slightly smoky note. Packed very carefully, no leaks at all.',
      ),
      r('Pure and thick', 'Did the water test out of curiosity and it sank straight down. Will keep buying.'),
      r('Gifted to my parents', 'They were very happy with it and asked where I got it. The glass jar looks premium.'),
    ],
    liked: [
      r('Good quality honey', 'Nice thick honey with a mild taste. Wish there was a bigger jar option.'),
      r(
        'Tasty, jar a bit sticky',
        'The honey is lovely but the outside of the jar was sticky on arrival. Otherwise happy.',
      ),
      r('Lovely flavour', 'A gentle flowery taste, good in tea. Slightly pricier than others but feels pure.'),
      r('Crystallised quickly', 'Tastes good. It set in the cold, a warm water bath fixes it, as the label says.'),
      r('Would buy again', 'Good for daily use with ginger tea. Delivery took six days to Kolkata.'),
    ],
    mixed: [
      r('Fine but thin', 'Taste is nice but it was runnier than I expected for raw honey.'),
      r('Okay', 'Nothing wrong with it, but I did not find it very different from my usual brand.'),
      r(
        'Too strong a taste',
        'The flavour is quite strong and slightly bitter. Some will like it, I prefer a milder honey.',
      ),
    ],
    unhappy: [
      r('Jar arrived cracked', 'The lid was loose and some honey had leaked into the box. Honey itself seemed fine.'),
      r('Too expensive for the size', 'It is good honey but the jar is small for the price. Will not reorder.'),
    ],
  },
  spices: {
    loved: [
      r('So aromatic', 'The whole kitchen smelled wonderful the moment I opened it. A pinch goes a long way.'),
      r(
        'Colour and flavour are amazing',
        'My dal and sabzi look and taste so much better. You can tell it is freshly ground.',
      ),
      r('Just like from home', 'Tastes like the masala my grandmother used to make. Fresh and strong.'),
      r('Restaurant quality', 'Used it for biryani this weekend and everyone asked what I had changed.'),
      r('Fresh and pure', 'No colour bleeding in water, no fillers. Good packing in a sealed pouch.'),
      r('Excellent quality', 'Whole, plump pieces with a strong aroma. Far better than the local kirana stuff.'),
    ],
    liked: [
      r('Good flavour', 'Nice and fresh. The pack is a little small, I will take the bigger one next time.'),
      r('Strong aroma', 'Good quality. I use a little less than my old brand because it is stronger.'),
      r('Nice blend', 'Well balanced, not too much chilli. Good for everyday cooking.'),
      r('Fresh stock', 'Packed recently and smells fresh. The zip lock could be sturdier.'),
      r('Happy with it', 'Good colour and taste. Delivery was quick to Pune.'),
    ],
    mixed: [
      r('Decent', 'Flavour is okay. Not as strong as I hoped for the price.'),
      r('Average freshness', 'Smelled good but some pieces were broken. Works fine in cooking.'),
      r('Too much heat', 'Tastes good but much spicier than I expected. Use it carefully.'),
    ],
    unhappy: [
      r('Lost its aroma quickly', 'Smelled good at first but went flat within a few weeks even in a closed jar.'),
      r('Not fresh', 'The powder was clumpy and the aroma was weak. Disappointed.'),
    ],
  },
};

/** Said of anything on the shelves; mixed in with each shelf's own. */
const ANY_TEXTS: Record<ReviewMood, ReviewText[]> = {
  loved: [
    r('Excellent', 'Great quality and carefully packed. Arrived earlier than promised.'),
    r('Genuinely organic', 'You can taste the difference. Happy to support small farms.'),
    r('Repeat customer', 'This is my third order and the quality has been the same every time.'),
    r('Lovely gift', 'Bought extra to give at Diwali. Everyone liked it and the packing looked good.'),
  ],
  liked: [
    r('Good product', 'Good quality and reasonable packing. Delivery took a few days longer than shown.'),
    r('Worth trying', 'Nice product. I would give five stars if it were a little cheaper.'),
    r('Satisfied', 'Does what it says. Well sealed, good expiry date.'),
    r('Good but pack size small', 'Quality is good. I finish the pack too quickly, so will take the bigger size.'),
  ],
  mixed: [
    r('Could be better', 'The product is fine, but the box was crushed when it arrived.'),
    r('Not bad', 'Average experience. Nothing to complain about, nothing special either.'),
  ],
  unhappy: [
    r('Disappointed', 'Expected better quality for an organic brand at this price.'),
    r('Late delivery', 'Took almost two weeks to reach me and the seal was damaged.'),
  ],
};

/** The texts a review of this shelf at this mood may take, the shelf's own first. */
export const reviewTextsFor = (shelf: ReviewShelf, mood: ReviewMood): ReviewText[] => [
  ...SHELF_TEXTS[shelf][mood],
  ...ANY_TEXTS[mood],
];
