import type { HardCodedArticle } from './model.ts'

/** Article 4: small businesses filling storefronts on Detroit's neighborhood corridors. */
export const detroitStorefrontsArticle: HardCodedArticle = {
  id: 4,
  slug: 'how-neighborhood-storefronts-are-reviving-detroit-main-streets',
  title: 'How Neighborhood Storefronts Are Reviving Detroit Main Streets',
  excerpt:
    'Along Detroit’s neighborhood corridors, small bakeries, cafés and shops are filling long-empty storefronts. Here is what helps them succeed.',
  category: 'Business',
  publishedAt: 'April 9, 2024',
  readTime: '5 min read',
  imageUrl: '/images/articles/detroit-storefronts.svg',
  images: [
    {
      src: '/images/articles/corridor-coffee-shop.svg',
      alt: 'A corner coffee shop with a striped awning and outdoor tables',
      caption: 'Neighborhood cafés often become informal meeting places for the blocks around them.',
    },
    {
      src: '/images/articles/storefront-grand-opening.svg',
      alt: 'A brick storefront with a ribbon across the door and balloons in the window',
      caption: 'A grand opening on a neighborhood block is often a community event.',
    },
  ],
  tags: ['Detroit', 'Ferndale', 'Small Business', 'Woodward Avenue'],
  author: 'Jasmine Carter',
  featured: false,
  content: `
<p>On a weekday morning along a Detroit neighborhood corridor, the signs of change are easy to spot: a coffee shop with its door propped open, a bakery with a line of regulars, freshly painted window lettering on a space that sat empty for years. Downtown’s revival has drawn most of the headlines over the past decade, but a quieter story is unfolding along the commercial strips that run through the city’s neighborhoods.</p>
<p>These corridors were built for walking. Their two-story brick buildings, with shops below and apartments above, date from an era when most residents bought groceries, clothing and hardware within a few blocks of home. Many storefronts emptied as people and investment left the city, but the buildings themselves remained, and for a new generation of business owners they are an opportunity.</p>
<h2>Small spaces, lower barriers</h2>
<p>For entrepreneurs starting out, a modest neighborhood storefront can be far more attainable than a space downtown. Rents are often lower, the square footage is manageable, and the customer base is close by. Owners describe the appeal in similar terms: they want to build something in the neighborhood where they live, for the people who live there too.</p>
<blockquote><p>“I didn’t need foot traffic from tourists. I needed the people on my block to know I was here,” said Denise Harper, who opened a small bakery on the city’s east side after years of selling at pop-up markets. “Most mornings I know half my customers by name.”</p></blockquote>
<p>Getting from idea to open door is rarely simple. Older buildings can need new wiring, plumbing, accessibility improvements and roof repairs before they pass inspection. Owners commonly describe the build-out as the hardest phase, taking longer and costing more than they first planned.</p>
<h2>Help for first-time owners</h2>
<p>Several programs aim to close that gap. Motor City Match, run by the city with the Detroit Economic Growth Corporation, connects business owners with available buildings and offers grants and technical assistance, while community development organizations in many neighborhoods help with business plans, permits and financing. Community lenders offer small loans designed for businesses that may not qualify for traditional bank credit.</p>
<figure><img src="/images/articles/corridor-coffee-shop.svg" alt="A corner coffee shop with a striped awning and outdoor tables"><figcaption>Neighborhood cafés often become informal meeting places for the blocks around them.</figcaption></figure>
<p>Just as important, owners say, is the informal network that forms on a revived block. Shopkeepers recommend each other to customers, share contractors and compare notes on suppliers. A new business benefits from the foot traffic of the one next door, and a block with three open shops feels livelier and safer than a block with one.</p>
<h2>Along Woodward and beyond</h2>
<p>The same pattern extends past the city limits. Woodward Avenue runs north from downtown Detroit through Ferndale, Royal Oak and Birmingham, and the communities along it show how a walkable main street can anchor a place. Ferndale’s compact downtown of independent restaurants and shops is a nearby example of what a few lively blocks can become.</p>
<p>Customers increasingly look for that kind of experience close to home: the ability to walk to dinner, pick up a gift from a local maker or get a haircut from someone who remembers how you like it. Neighborhood businesses meet that demand in a way that large retailers struggle to match.</p>
<h3>Challenges that remain</h3>
<p>The revival is uneven. Some corridors have seen a wave of openings; others still have more empty windows than open ones. Business owners point to a familiar list of concerns:</p>
<ul>
<li>The cost and time of bringing older buildings up to current code.</li>
<li>Access to affordable credit for owners without a long financial history.</li>
<li>Parking, lighting and sidewalk conditions that affect whether customers feel comfortable visiting.</li>
<li>Rising rents on blocks that become popular, which can squeeze the very businesses that made them popular.</li>
</ul>
<p>Residents, too, have a stake in how their corridors change. Community meetings about new developments can be lively, and longtime neighbors often want reassurance that new businesses will serve them rather than only visitors from elsewhere.</p>
<figure><img src="/images/articles/storefront-grand-opening.svg" alt="A brick storefront with a ribbon across the door and balloons in the window"><figcaption>A grand opening on a neighborhood block is often a community event.</figcaption></figure>
<h2>How residents can help</h2>
<p>The simplest support is also the most effective: shop there. Buying a coffee, ordering a cake for a birthday or choosing a neighborhood hardware store for a weekend project keeps money circulating close to home. Leaving an honest online review, following a business on social media and telling friends about a new favorite spot all help a small operation that cannot afford much advertising.</p>
<p>Showing up matters too. Block clubs and business associations are often looking for volunteers for cleanups, seasonal events and holiday markets. Those events draw visitors who may not have known a corridor existed, and some of them become regulars.</p>
<p>Detroit’s neighborhood main streets were never meant to be empty. Storefront by storefront, the people opening their doors on them are bringing back what these blocks were built for: a place to run errands, see neighbors and feel at home.</p>
`,
}
