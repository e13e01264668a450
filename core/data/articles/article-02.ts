import type { HardCodedArticle } from './model.ts'

/** Article 2: the gardening year in Michigan, season by season. */
export const seasonalGardenArticle: HardCodedArticle = {
  id: 2,
  slug: 'a-year-round-guide-to-gardening-through-michigan-seasons',
  title: 'A Year-Round Guide to Gardening Through Michigan Seasons',
  excerpt:
    'A season-by-season guide to Michigan gardening, from soil tests and frost dates in spring to bulbs, leaves and winter protection in the fall.',
  category: 'Home & Garden',
  publishedAt: 'March 21, 2024',
  readTime: '5 min read',
  imageUrl: '/images/articles/michigan-garden-seasons.svg',
  images: {
    spring: {
      src: '/images/articles/garden-spring-seedlings.svg',
      alt: 'Trays of young seedlings on a sunny windowsill',
      caption: 'Seedlings started indoors in March and April are ready to harden off once nights stay mild.',
    },
    fall: {
      src: '/images/articles/garden-fall-mulch.svg',
      alt: 'A garden bed covered with shredded autumn leaves beside a wheelbarrow',
      caption: 'Shredded leaves make a free, effective winter mulch for perennial beds.',
    },
  },
  tags: ['Royal Oak', 'Gardening', 'Seasonal Guide', 'Michigan'],
  author: 'Tom Alvarez',
  featured: false,
  content: `
<p>Gardening in Michigan is a conversation with the weather. A warm week in April can tempt anyone to plant tomatoes, and a hard frost a few days later can undo the work overnight. The gardeners who do best here are not the ones with the most expensive tools; they are the ones who plan for each season and let the calendar, not impatience, set the pace.</p>
<p>This guide walks through the gardening year in the Lower Peninsula, with notes for gardeners farther north, where everything tends to happen a little later.</p>
<h2>Know your zone and your frost dates</h2>
<p>The U.S. Department of Agriculture’s plant hardiness zone map, last updated in 2023, places most of the Lower Peninsula in zones 5 and 6, while the Upper Peninsula is colder. Your zone tells you which perennials, shrubs and trees are likely to survive a typical winter. It does not tell you when to plant, which is where frost dates come in.</p>
<p>Many gardeners in southeast Michigan wait until mid-May before setting out warm-season crops such as tomatoes, peppers and basil, and gardeners in northern Michigan often wait until late May or early June. Local conditions vary, so it helps to keep a simple notebook: the date of your last frost, when the lilacs bloomed, when the first tomato ripened.</p>
<h2>Spring: soil first, plants second</h2>
<p>It is tempting to start spring by buying plants. Start with the soil instead. A soil test, available through Michigan State University Extension as an affordable home kit, tells you the pH of your beds and which nutrients are missing, so you add only what the garden needs.</p>
<p>Wait until the soil is dry enough to crumble in your hand before digging. Working wet clay, common across much of metro Detroit, compacts it into clods that roots struggle to penetrate. Mixing in compost each spring gradually improves heavy soil and sandy soil alike.</p>
<figure><img src="/images/articles/garden-spring-seedlings.svg" alt="Trays of young seedlings on a sunny windowsill"><figcaption>Seedlings started indoors in March and April are ready to harden off once nights stay mild.</figcaption></figure>
<h3>Cool-season crops go in early</h3>
<p>Peas, spinach, lettuce, radishes and onions tolerate cool weather and can go into the ground as soon as the soil is workable, often in April in the southern half of the state. Seedlings started indoors should be hardened off for a week or so, set outside for a few hours at a time and then longer, before they are planted for good.</p>
<h2>Summer: water wisely and stay ahead of weeds</h2>
<p>Michigan summers can swing between soaking rains and dry spells that last for weeks. Most vegetables and new plantings do best with about an inch of water a week, delivered in a deep soaking rather than a daily sprinkle. Watering in the early morning reduces evaporation and gives leaves time to dry, which helps limit fungal disease.</p>
<p>A few inches of mulch, whether shredded leaves, straw or wood chips depending on the bed, holds moisture in the soil and smothers weeds before they get a foothold. Ten minutes of weeding a couple of times a week is far easier than an afternoon spent clearing a bed that has gotten away from you.</p>
<blockquote><p>“I used to plant everything on one weekend and then wonder why I had forty heads of lettuce at once. Now I sow a short row every two weeks, and we eat from the garden all summer,” said Carol Dunning, who has tended the same backyard in Royal Oak for more than twenty years.</p></blockquote>
<h2>Fall: the most underrated season</h2>
<p>Autumn is planting season for many of the things Michigan gardeners enjoy most in spring. Tulips, daffodils and other spring bulbs go in after the soil cools, typically from late September through October. Fall is also a good time to plant trees, shrubs and perennials, since cool air and warm soil encourage root growth without the stress of summer heat.</p>
<p>Resist the urge to clean up every bed. Leaving some seed heads and hollow stems standing provides food and shelter for birds and overwintering insects, including many beneficial ones. Fallen leaves can be shredded with a mower and spread across beds as free mulch, or piled to become leaf compost by next year.</p>
<figure><img src="/images/articles/garden-fall-mulch.svg" alt="A garden bed covered with shredded autumn leaves beside a wheelbarrow"><figcaption>Shredded leaves make a free, effective winter mulch for perennial beds.</figcaption></figure>
<h2>Winter: rest, plan and protect</h2>
<p>Winter is not a lost season. It is the time to clean and sharpen tools, review last year’s notebook and order seeds while the selection is best. Young trees benefit from guards around their trunks to discourage rabbits and voles, and evergreens planted in exposed spots may need a burlap screen to shield them from drying winter winds.</p>
<p>Be careful with de-icing salt near garden beds and lawns. Salt spray and runoff can damage plants along driveways and sidewalks; shoveling early and using sand for traction where possible reduces how much salt you need.</p>
<h3>A simple seasonal checklist</h3>
<ul>
<li><strong>Spring:</strong> test the soil, add compost, sow cool-season crops and harden off seedlings.</li>
<li><strong>Summer:</strong> water deeply, mulch, weed often and sow in succession.</li>
<li><strong>Fall:</strong> plant bulbs and perennials, shred leaves and leave some stems for wildlife.</li>
<li><strong>Winter:</strong> protect young trees, limit salt, then plan and order seeds.</li>
</ul>
<p>Every Michigan garden is different, shaped by its soil, its shade and its own small climate. Pay attention through one full year, write down what you notice, and the next year’s garden will almost certainly be better than the last.</p>
`,
}
