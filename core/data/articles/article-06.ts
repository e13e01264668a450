import type { HardCodedArticle } from './model.ts'

/** Article 6: habits that keep small businesses steady, from Oakland County owners. */
export const smallBusinessHabitsArticle: HardCodedArticle = {
  id: 6,
  slug: 'eight-habits-of-small-businesses-that-last',
  title: 'Eight Habits of Small Businesses That Last',
  excerpt:
    'Cash-flow forecasts, current books and a plan for the slow season: what Oakland County owners say keeps a small business steady for the long run.',
  category: 'Business',
  publishedAt: 'May 15, 2024',
  readTime: '5 min read',
  imageUrl: '/images/articles/small-business-habits.svg',
  images: {
    ledger: {
      src: '/images/articles/cash-flow-ledger.svg',
      alt: 'An open ledger with a rising line chart, a calculator and a pencil',
      caption: 'A rolling thirteen-week cash forecast helps owners see shortfalls before they arrive.',
    },
    team: {
      src: '/images/articles/small-team-meeting.svg',
      alt: 'Four people seated around a small round table with coffee cups and notes',
      caption: 'A short weekly team meeting keeps everyone pointed at the same priorities.',
    },
  },
  tags: ['Troy', 'Small Business', 'Entrepreneurship', 'Cash Flow'],
  author: 'Robert Haynes',
  featured: false,
  content: `
<p>Most small businesses do not fail because the owner lacked talent or work ethic. They struggle because of a handful of predictable problems: cash running short at the wrong moment, a single customer becoming too important, or an owner so busy working in the business that nobody is working on it. The businesses that last tend to share habits that guard against those problems.</p>
<p>We talked with owners across Oakland County, from a family print shop in Troy to a landscaping company that has grown from one truck to six, about what keeps them steady. Their advice was practical, and it applies to almost any kind of small business.</p>
<h2>1. They watch cash flow, not just profit</h2>
<p>A business can be profitable on paper and still run out of money. Customers pay late, inventory must be bought before it is sold, and tax payments come due on a schedule. Owners who last keep a simple cash-flow forecast, often just a spreadsheet covering the next thirteen weeks, that shows what is expected to come in and go out.</p>
<figure><img src="/images/articles/cash-flow-ledger.svg" alt="An open ledger with a rising line chart, a calculator and a pencil"><figcaption>A rolling thirteen-week cash forecast helps owners see shortfalls before they arrive.</figcaption></figure>
<blockquote><p>“The first time I made a real forecast, I saw that every March was tight because our insurance and our biggest supply order landed in the same month. We moved one of them, and the problem went away,” said Greg Patel, who runs a print and sign shop in Troy with his sister.</p></blockquote>
<h2>2. They keep the books current</h2>
<p>Shoeboxes of receipts are a classic small-business hazard. Owners who last update their books at least weekly, reconcile bank accounts monthly and keep business and personal spending in separate accounts. Accounting software has made this easier, and a part-time bookkeeper is often one of the best investments a growing business can make.</p>
<h2>3. They do not depend on one customer</h2>
<p>Landing a large client can feel like a breakthrough, but when one customer makes up a big share of revenue, losing that customer can be devastating. Durable businesses keep looking for new customers even when they are busy, and they pay attention when any single account grows too large.</p>
<h2>4. They price with intention</h2>
<p>Many owners underprice when they start, worried about losing customers. Over time, costs rise and margins shrink. Businesses that last know their real costs, including the value of the owner’s own time, and review prices at least once a year. A modest, well-explained increase rarely drives away the customers a business most wants to keep.</p>
<h2>5. They invest in their people</h2>
<p>In a small business, every employee matters. Owners who keep good staff pay as fairly as they can, train people properly and give them room to take on more responsibility. Turnover is expensive: hiring and training a replacement costs time and money, and customers notice when familiar faces disappear.</p>
<figure><img src="/images/articles/small-team-meeting.svg" alt="Four people seated around a small round table with coffee cups and notes"><figcaption>A short weekly team meeting keeps everyone pointed at the same priorities.</figcaption></figure>
<h2>6. They ask for help early</h2>
<p>The owners we spoke with were quick to name the advisers who helped them: an accountant, a banker, a mentor from a business group. The Michigan Small Business Development Center offers free one-on-one consulting to businesses around the state, and SCORE volunteers provide free mentoring from experienced business people. Local chambers of commerce offer networking and, often, practical workshops.</p>
<h2>7. They plan for the slow season</h2>
<p>Nearly every business has a slow season. For a landscaper it is winter; for a tax preparer it is summer; for many retailers it is the weeks after the holidays. Owners who last set aside cash during the busy months and use the quiet stretch for maintenance, training, marketing and planning, rather than treating it as a crisis.</p>
<blockquote><p>“Our trucks sat idle every January until we added snow removal. Now winter pays for the equipment, and the crew stays with us all year,” said Maria Esposito, whose landscaping company serves homeowners in Troy and Rochester Hills.</p></blockquote>
<h2>8. They protect the business</h2>
<p>Good insurance, clear contracts and basic cybersecurity are not exciting, but they prevent the kind of setback that can close a business. Review coverage with an agent each year, put agreements with customers and suppliers in writing, use strong passwords and two-factor authentication, and keep backups of important records somewhere other than the office computer.</p>
<h3>Where to start</h3>
<p>No owner adopts all eight habits at once. Pick the one that addresses your biggest worry right now, which for many owners is cash flow, and spend an hour on it this week. Then pick another next month. A short list makes a good first step:</p>
<ul>
<li>Build a thirteen-week cash forecast.</li>
<li>Separate business and personal accounts.</li>
<li>List your five largest customers and each one’s share of revenue.</li>
<li>Schedule a free consultation with a small-business adviser.</li>
</ul>
<p>Small, consistent improvements are exactly what the businesses that last have in common. None of the owners we interviewed described a single brilliant decision that saved them. They described dozens of ordinary ones, made week after week.</p>
`,
}
