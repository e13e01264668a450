import { DANA_WHITFIELD } from './authors.ts'
import type { HardCodedArticle } from './model.ts'

/** Article 1: a season-aware household budget, written for January. */
export const householdBudgetArticle: HardCodedArticle = {
  id: 1,
  slug: 'a-practical-household-budget-for-michigan-families-in-2024',
  title: 'A Practical Household Budget for Michigan Families in 2024',
  excerpt:
    'A season-aware budget plan for Michigan households: prepare for heating bills, build a cushion first, and claim the credits you already qualify for.',
  category: 'Finance',
  publishedAt: '2024-01-16',
  readTime: '5 min read',
  imageUrl: '/images/articles/family-budget-hero.svg',
  images: [
    {
      src: '/images/articles/budget-jars.svg',
      alt: 'Three glass jars holding coins, each with a different colored lid',
      caption: 'Separate "jars" for regular bills, irregular bills and savings keep each dollar’s job clear.',
    },
    {
      src: '/images/articles/utility-savings.svg',
      alt: 'A small house with a thermostat and a glowing light bulb beside it',
      caption: 'Thermostat settings and efficiency upgrades trim winter utility bills.',
    },
  ],
  tags: ['Detroit', 'Budgeting', 'Personal Finance', 'Family', 'Michigan'],
  author: DANA_WHITFIELD,
  featured: true,
  content: `
<p>January has a way of arriving with bills attached. The holiday charges post, the first full month of heating costs lands, and the winter property tax bill is still fresh in memory. It is also the month when good intentions about money tend to be strongest, which makes it the right time to build a budget that actually survives the rest of the year.</p>
<p>The plan below is not built around a spreadsheet template or a budgeting app, although either can help. It is built around the way money really moves through a Michigan household: uneven seasons, irregular bills and a handful of large expenses that are easy to forget until they arrive.</p>
<h2>Start with what already happened</h2>
<p>Before setting targets, look backward. Pull the last three months of bank and card statements and sort every charge into a few broad groups: housing, utilities, food, transportation, childcare, debt payments and everything else. Most families are surprised by one category, and it is rarely the one they expected.</p>
<h2>Plan for the seasons, not just the month</h2>
<p>A Michigan budget that treats every month the same will break by February. Heating costs climb in the coldest months, while summer can bring higher electric bills from air conditioning, along with camp fees and travel. Car costs have a season too: winter tires, wiper blades and the occasional pothole repair tend to show up between December and April.</p>
<p>Two habits smooth out the bumps:</p>
<ul>
<li><strong>Ask about budget billing.</strong> Michigan’s large utilities offer plans that spread your expected annual energy cost into roughly equal monthly payments, adjusted from time to time. You pay for the same energy, but January stops being a shock.</li>
<li><strong>Open a separate account for irregular bills.</strong> Add up the expenses that arrive once or twice a year, such as insurance premiums, vehicle registration, school fees and holiday gifts. Divide by twelve, and move that amount every payday into an account you do not use for daily spending.</li>
</ul>
<figure><img src="/images/articles/budget-jars.svg" alt="Three glass jars holding coins, each with a different colored lid"><figcaption>Separate "jars" for regular bills, irregular bills and savings keep each dollar’s job clear.</figcaption></figure>
<h2>Build the cushion before the goals</h2>
<p>Financial planners often suggest an emergency fund of three to six months of essential expenses. For a family living paycheck to paycheck, that number can feel impossible, so start smaller. A first goal of one thousand dollars covers many of the surprises that otherwise end up on a credit card: a furnace repair, a broken phone, a trip to urgent care.</p>
<p>Keep the cushion in a savings account that is easy to reach but not linked to your debit card. Online banks and local credit unions often pay noticeably more interest than a standard checking account, and many savings accounts are paying more this year than they have in a long time.</p>
<h2>Use the credits you already qualify for</h2>
<p>Tax season is part of a family budget. Michigan expanded its state earned income tax credit, known as the Michigan Working Families Tax Credit, in 2023, so eligible working families may see a larger refund than they once did. Households that rent or own their home may also qualify for the state’s homestead property tax credit, which is claimed on a separate form filed with the state return.</p>
<p>Free help is available. Volunteer Income Tax Assistance sites, supported by the IRS, operate across the state each spring, and dialing 2-1-1 connects Michigan residents with information about local assistance programs, from help with utility bills to food resources.</p>
<h2>Give every dollar a job</h2>
<p>Once the backward look, the seasonal plan and the cushion are in place, writing the monthly budget is the easy part. List your take-home pay, subtract fixed bills and the transfer to your irregular-bills account, then assign what is left to groceries, gas, debt payments and savings goals. If the numbers do not balance, adjust the flexible categories first and revisit them after a month of real spending.</p>
<blockquote><p>“We stopped asking whether we could afford something and started asking which job that money already had. It changed the conversation at our house,” said Angela Morrison, a mother of three in Dearborn who began budgeting with her husband last winter.</p></blockquote>
<h3>Review it together</h3>
<p>A budget works best when everyone who spends money in the household has a voice in it. A fifteen-minute check-in on the first weekend of each month, covering what went well, what ran over and what is coming up, keeps small problems from growing. Older children can join too; learning that the family has a grocery budget is one of the more useful lessons a kid can pick up at home.</p>
<h2>Small savings that add up</h2>
<figure><img src="/images/articles/utility-savings.svg" alt="A small house with a thermostat and a glowing light bulb beside it"><figcaption>Thermostat settings and efficiency upgrades trim winter utility bills.</figcaption></figure>
<ul>
<li>Lower the thermostat a few degrees at night and while the house is empty; a programmable or smart thermostat makes this automatic.</li>
<li>Check whether your utility offers free or discounted efficiency items such as LED bulbs and weatherstripping.</li>
<li>Compare car and home insurance quotes once a year; bundling policies often lowers the total.</li>
<li>Plan meals around what is on sale, and cook in batches on weekends.</li>
</ul>
<p>None of these steps is dramatic on its own. Together they can free up a meaningful amount each month, money that can go toward the cushion, a stubborn debt or something the whole family has been looking forward to. By next January, the goal is simple: open the statements and find no surprises at all.</p>
`,
}
