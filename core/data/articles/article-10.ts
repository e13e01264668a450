import type { HardCodedArticle } from './model.ts'

/** Article 10: shopping metro Detroit's farmers markets through the growing season. */
export const farmersMarketsArticle: HardCodedArticle = {
  id: 10,
  slug: 'a-guide-to-farmers-markets-across-metro-detroit',
  title: 'A Guide to Farmers Markets Across Metro Detroit',
  excerpt:
    'From Eastern Market to neighborhood tents: what is in season, what to bring and how to shop metro Detroit farmers markets like a regular.',
  category: 'Lifestyle',
  publishedAt: 'July 12, 2024',
  readTime: '4 min read',
  imageUrl: '/images/articles/farmers-market-stalls.svg',
  images: [
    {
      src: '/images/articles/market-produce-crates.svg',
      alt: 'Wooden crates of tomatoes, corn and peppers under a market awning',
      caption: 'Late summer brings the widest variety of Michigan-grown produce to market stalls.',
    },
    {
      src: '/images/articles/market-flower-stand.svg',
      alt: 'Buckets of sunflowers and zinnias at a market flower stand',
      caption: 'Flower stands add color to the market from early summer until the first frost.',
    },
  ],
  tags: ['Detroit', 'Royal Oak', 'Farmers Markets', 'Food', 'Summer'],
  author: 'Nadia Brooks',
  featured: false,
  content: `
<p>Saturday morning at a busy farmers market is one of the great pleasures of a Michigan summer. Crates of sweet corn and tomatoes are stacked beside buckets of cut flowers, a fiddler plays near the entrance, and the smell of fresh bread and kettle corn drifts across the lot. Metro Detroit has markets to suit almost every schedule and taste, from sprawling historic sheds to a handful of tents in a church parking lot.</p>
<p>This guide covers what to expect, how to shop well and how to get the most out of the season.</p>
<h2>Eastern Market: the big one</h2>
<p>Detroit’s Eastern Market is one of the oldest and largest public markets in the country, and its Saturday market draws crowds all year. Long, open-sided sheds fill with farmers, bakers, florists and food vendors, and the surrounding blocks are lined with meat and cheese shops, restaurants and murals.</p>
<p>Veteran shoppers arrive early for the best selection and the easiest parking, or late in the morning when some vendors discount what they would rather not carry home. Bring sturdy bags, and consider a small wagon if you plan to buy in bulk; bushels of tomatoes and peppers for canning are a common sight in late summer.</p>
<figure><img src="/images/articles/market-produce-crates.svg" alt="Wooden crates of tomatoes, corn and peppers under a market awning"><figcaption>Late summer brings the widest variety of Michigan-grown produce to market stalls.</figcaption></figure>
<h2>Neighborhood and suburban markets</h2>
<p>Beyond Eastern Market, many communities host their own weekly markets. Royal Oak’s farmers market, in a covered market hall a short walk from downtown, is open on Saturdays. Smaller markets in Detroit neighborhoods and in suburbs across the region typically run from late spring into the fall, often on a weekday afternoon or a weekend morning. Schedules change from year to year, so check a market’s website or social media pages before you go.</p>
<p>Smaller markets have their own charm. Vendors have more time to talk, lines are shorter, and it is easier to build a relationship with a farmer you see every week.</p>
<h2>What is in season</h2>
<p>Michigan’s growing season brings a steady progression of crops, and knowing roughly what to expect helps you plan meals around the best of each month:</p>
<ul>
<li><strong>Late spring:</strong> asparagus, rhubarb, radishes, green onions and salad greens.</li>
<li><strong>Early summer:</strong> strawberries, peas, new potatoes and the first zucchini.</li>
<li><strong>Midsummer:</strong> cherries, blueberries, sweet corn, green beans, cucumbers and tomatoes.</li>
<li><strong>Late summer and fall:</strong> peaches, apples, pears, winter squash, pumpkins and hardy greens.</li>
</ul>
<h2>How to shop like a regular</h2>
<h3>Bring cash, but not only cash</h3>
<p>Many vendors now accept cards or mobile payments, but not all of them, and small bills make transactions faster for everyone. Some markets sell tokens at an information booth that work like cash at participating stalls.</p>
<h3>Ask questions</h3>
<p>Farmers are usually happy to talk about how they grow their crops, which apple is best for pie, or when the peaches will be at their peak. Not every vendor grows everything on the table, and asking where the produce came from is perfectly polite.</p>
<h3>Walk the whole market first</h3>
<p>Prices and quality vary between stalls. Take a full lap before buying, then go back for what looked best. Buy delicate items such as berries and greens last so they are not crushed at the bottom of the bag.</p>
<blockquote><p>“My first few summers I’d buy everything at the first table I saw. Now I do a lap, talk to a couple of farmers, and I come home with half the waste and twice the flavor,” said Monique Reyes, a Detroit resident who shops at Eastern Market most Saturdays.</p></blockquote>
<h2>Food assistance at the market</h2>
<p>Many Michigan farmers markets accept SNAP benefits on the Bridge Card, and a number of them take part in Double Up Food Bucks, a program that matches SNAP spending on Michigan-grown fruits and vegetables up to a daily limit. Look for signs at the market’s information booth, or ask the market manager how it works.</p>
<figure><img src="/images/articles/market-flower-stand.svg" alt="Buckets of sunflowers and zinnias at a market flower stand"><figcaption>Flower stands add color to the market from early summer until the first frost.</figcaption></figure>
<h2>Make a morning of it</h2>
<p>Part of the appeal of a farmers market is everything around the shopping. Many markets feature live music, cooking demonstrations, children’s activities and food trucks. Grab breakfast from a vendor, sit for a while and watch the crowd. On hot days, keep a cooler in the car so nothing wilts on the drive home.</p>
<p>Once you are home, a little care keeps the haul at its best: store tomatoes on the counter rather than in the refrigerator, refrigerate sweet corn and cook it soon, and wash berries only right before eating. Then plan the week’s meals around what you bought. Few things taste better than a dinner made almost entirely from food grown a short drive away.</p>
`,
}
