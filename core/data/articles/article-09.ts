import { DANA_WHITFIELD } from './authors.ts'
import type { HardCodedArticle } from './model.ts'

/** Article 9: the values, millage and exemptions behind a Michigan property tax bill. */
export const propertyTaxBillArticle: HardCodedArticle = {
  id: 9,
  slug: 'how-to-read-your-michigan-property-tax-bill',
  title: 'How to Read Your Michigan Property Tax Bill',
  excerpt:
    'State equalized value, taxable value, millage and the homestead exemption: a plain-language guide to the numbers on a Michigan property tax bill.',
  category: 'Finance',
  publishedAt: '2024-02-12',
  readTime: '5 min read',
  imageUrl: '/images/articles/property-tax-bill.svg',
  images: {
    assessment: {
      src: '/images/articles/assessment-notice.svg',
      alt: 'An assessment notice on a desk beside a small model house and reading glasses',
      caption: 'The annual assessment notice shows both the state equalized value and the taxable value.',
    },
    millage: {
      src: '/images/articles/millage-chart.svg',
      alt: 'A bar chart made of stacked coins of different heights',
      caption:
        'A typical bill combines levies from schools, the county, the municipality and other authorities.',
    },
  },
  tags: ['Birmingham', 'Royal Oak', 'Property Taxes', 'Homeownership', 'Michigan'],
  author: DANA_WHITFIELD,
  featured: false,
  content: `
<p>For many Michigan homeowners, the property tax bill is one of the largest payments of the year, and one of the least understood. The numbers on the bill, and on the assessment notice that arrives before it, follow rules that differ from those in many other states. Understanding them can help you budget, spot mistakes and know when an appeal might be worth your time.</p>
<h2>Two values, not one</h2>
<p>Your assessment notice lists several figures, but two matter most. The first is the <strong>state equalized value</strong>, or SEV, which is meant to be half of the property’s true cash value, roughly its market value. If your home would sell for about $300,000, its SEV should be near $150,000.</p>
<p>The second is the <strong>taxable value</strong>, and this is the number your taxes are actually calculated from. Since voters approved Proposal A in 1994, yearly increases in a home’s taxable value have been capped at the rate of inflation or 5 percent, whichever is lower, as long as the home does not change hands. Additions and new construction can raise it further.</p>
<figure><img src="/images/articles/assessment-notice.svg" alt="An assessment notice on a desk beside a small model house and reading glasses"><figcaption>The annual assessment notice shows both the state equalized value and the taxable value.</figcaption></figure>
<h3>Why your neighbor pays a different amount</h3>
<p>Because of the cap, a home’s taxable value can fall well below its SEV when prices rise faster than inflation. That gap closes when a property is sold. In the year after a transfer of ownership, the taxable value “uncaps” and is reset to the SEV, and the cap starts again from there.</p>
<p>This is why two nearly identical houses on the same street in Birmingham or Royal Oak can carry very different tax bills. An owner who has lived there for twenty years may have a taxable value far below the SEV, while a new buyer’s taxable value starts at the full SEV. Buyers should keep this in mind: the seller’s tax bill is not a reliable guide to what a new owner will pay.</p>
<h2>How millage turns value into a bill</h2>
<p>Property tax rates in Michigan are expressed in mills. One mill equals one dollar of tax for every $1,000 of taxable value. A home with a taxable value of $120,000 and a total rate of 40 mills would owe about $4,800 a year.</p>
<p>That total rate combines many separate levies: the county, the city or township, the local school district, community colleges, libraries and other authorities, along with the state education tax. Voters approve many of these millages at the ballot box, so the mix differs from one community to the next. Your bill lists each levy separately.</p>
<figure><img src="/images/articles/millage-chart.svg" alt="A bar chart made of stacked coins of different heights"><figcaption>A typical bill combines levies from schools, the county, the municipality and other authorities.</figcaption></figure>
<h2>The principal residence exemption</h2>
<p>If you own and live in your home as your primary residence, make sure you have claimed the principal residence exemption, often called the homestead exemption. It exempts your home from up to 18 mills of local school operating taxes, which can be a substantial saving. You claim it by filing an affidavit with your local assessor, usually soon after buying the home, and your bill shows the exemption as a percentage.</p>
<p>Homeowners and renters with limited household income may also qualify for the homestead property tax credit, claimed with the state income tax return, and local governments offer a poverty exemption for owners facing hardship. Certain disabled veterans may qualify for a full exemption.</p>
<h2>Summer and winter bills</h2>
<p>Many Michigan communities send two tax bills a year, one in the summer and one in the winter. Which levies appear on which bill varies by community. If you have a mortgage with an escrow account, your lender usually pays the bills for you, but it is still worth reviewing them to make sure the exemption and values are correct.</p>
<h2>When and how to appeal</h2>
<p>Assessment notices typically arrive in late winter. If you believe your assessed value is too high, because it is more than half of what your home would sell for, you can appeal to your local board of review, which meets in March. Check your notice for the meeting dates and whether an appointment or a written appeal is needed.</p>
<p>The board reviews your assessment; the millage rates themselves are set by voters and local governments, not by the board. A successful appeal rests on evidence:</p>
<ul>
<li>Recent sales of comparable homes nearby, ideally close in size, age and condition.</li>
<li>An independent appraisal, if you have one.</li>
<li>Photos and documents showing problems that reduce value, such as a failing roof or foundation issues.</li>
<li>Corrections to the assessor’s records, such as the wrong square footage or a basement listed as finished when it is not.</li>
</ul>
<p>If the board of review does not grant relief, homeowners may take their case to the Michigan Tax Tribunal, whose small claims division hears many residential appeals.</p>
<blockquote><p>“I assumed the numbers were right because they came from the city. It turned out the records listed a full bathroom we never had. One visit to the assessor’s office fixed it,” said Theresa Mullins, a homeowner in Royal Oak.</p></blockquote>
<h3>A quick annual routine</h3>
<p>Each year when the notice arrives, take ten minutes: confirm that your principal residence exemption is listed, compare the SEV with what similar homes have recently sold for, and check the description of your property for errors. It is a small habit that can save real money.</p>
`,
}
