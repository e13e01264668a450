import type { HardCodedArticle } from './model.ts'

/** Article 8: a two-day fall checklist to get a house ready for winter. */
export const winterHomeChecklistArticle: HardCodedArticle = {
  id: 8,
  slug: 'a-weekend-checklist-for-getting-your-michigan-home-ready-for-winter',
  title: 'A Weekend Checklist for Getting Your Michigan Home Ready for Winter',
  excerpt:
    'One fall weekend of work can prevent burst pipes, ice dams and furnace trouble. Here is a two-day checklist for a winter-ready Michigan home.',
  category: 'Home & Garden',
  publishedAt: '2024-10-18',
  readTime: '5 min read',
  imageUrl: '/images/articles/winter-ready-home.svg',
  images: {
    gutters: {
      src: '/images/articles/clean-gutters.svg',
      alt: 'A ladder against a house while leaves are cleared from the gutter',
      caption: 'Clean gutters and extended downspouts keep meltwater away from the foundation.',
    },
    furnace: {
      src: '/images/articles/furnace-filter.svg',
      alt: 'A furnace with a fresh air filter being slid into place',
      caption: 'A fresh filter helps the furnace run efficiently through the heating season.',
    },
  },
  tags: ['Troy', 'Home Maintenance', 'Winter', 'Energy Savings'],
  author: 'Tom Alvarez',
  featured: false,
  content: `
<p>The first hard freeze in Michigan rarely sends a warning far in advance. One week the maples are bright and the afternoons are mild; the next, the hose you forgot to disconnect has frozen solid. A single weekend of preparation in October can prevent many of the most common and expensive winter problems, from burst pipes to ice dams.</p>
<p>Here is a practical checklist, organized so you can work through it over two days. Most tasks need only basic tools, and the few that call for a professional are marked.</p>
<h2>Saturday morning: outside, from the top down</h2>
<h3>Gutters and downspouts</h3>
<p>Once most of the leaves have fallen, clear the gutters of leaves, seeds and shingle grit. Clogged gutters overflow during fall rains and can contribute to ice dams in winter, when meltwater backs up under shingles. Make sure downspouts carry water several feet away from the foundation; inexpensive extensions help.</p>
<p>Working on a ladder is one of the riskier household chores. Set the ladder on firm, level ground, keep three points of contact and have someone nearby. If your roofline is high or steep, hire a professional.</p>
<figure><img src="/images/articles/clean-gutters.svg" alt="A ladder against a house while leaves are cleared from the gutter"><figcaption>Clean gutters and extended downspouts keep meltwater away from the foundation.</figcaption></figure>
<h3>Roof and chimney</h3>
<p>From the ground, use binoculars to look for missing, cracked or curling shingles and damaged flashing around chimneys and vents. If you burn wood, have the chimney inspected and cleaned by a certified sweep before the heating season begins.</p>
<h2>Saturday afternoon: water and yard</h2>
<ul>
<li><strong>Hoses and outdoor faucets.</strong> Disconnect and drain garden hoses, shut off the indoor valve that feeds each outdoor faucet, and open the faucet outside to let the remaining water drain. Even frost-free faucets can burst if a hose is left attached.</li>
<li><strong>Sprinkler systems.</strong> Irrigation lines should be blown out with compressed air before the ground freezes. Most homeowners hire a sprinkler company for this job.</li>
<li><strong>Outdoor furniture and tools.</strong> Store cushions, clean and put away the mower, and bring the snow shovels and ice melt to the front of the garage.</li>
<li><strong>Trees and shrubs.</strong> Trim branches that hang over the roof. For anything near power lines, call your utility instead of doing it yourself.</li>
</ul>
<h2>Sunday morning: heating and air</h2>
<h3>Furnace and filters</h3>
<p>Replace the furnace filter before the heating season and check it monthly through the winter; a clogged filter makes the system work harder and can shorten its life. An annual inspection by a licensed heating contractor is worth booking early in the fall, before the first cold snap fills technicians’ calendars.</p>
<figure><img src="/images/articles/furnace-filter.svg" alt="A furnace with a fresh air filter being slid into place"><figcaption>A fresh filter helps the furnace run efficiently through the heating season.</figcaption></figure>
<h3>Smoke and carbon monoxide alarms</h3>
<p>Test every smoke and carbon monoxide alarm and replace batteries as needed. Carbon monoxide has no smell, and the risk rises in winter, when furnaces run constantly and windows stay shut. Safety experts recommend a carbon monoxide alarm on every level of the home and outside sleeping areas.</p>
<h3>Ceiling fans</h3>
<p>Switch ceiling fans to turn clockwise at a low speed. This gently pushes the warm air that collects near the ceiling back down into the room.</p>
<h2>Sunday afternoon: seal the envelope</h2>
<p>Drafts around doors and windows let heat escape and cold air in. On a windy day, hold a strip of tissue near window frames, door edges and outlets on exterior walls; where it flutters, there is a leak. Weatherstripping, door sweeps and a tube of caulk fix most of them for a few dollars each.</p>
<ul>
<li>Add foam gaskets behind outlet and switch plates on exterior walls.</li>
<li>Insulate exposed pipes in unheated spaces such as crawl spaces and garages.</li>
<li>Check the attic insulation; if you can see the tops of the ceiling joists, you may benefit from more.</li>
<li>Close the fireplace damper whenever the fireplace is not in use.</li>
</ul>
<blockquote><p>“We had a pipe burst in the garage wall our first January in the house. Now I spend one Sunday every October going through the list, and we haven’t had a problem since,” said Kevin Marsh, a homeowner in Troy.</p></blockquote>
<h2>Prepare for outages and storms</h2>
<p>Winter storms and ice can knock out power for hours or days. Keep flashlights, fresh batteries, bottled water, shelf-stable food and any needed medications together in one easy-to-find place. If you use a portable generator, run it outdoors only, far from doors, windows and vents, and never in a garage, even with the door open.</p>
<p>Know where your main water shut-off valve is, and make sure every adult in the household can reach and turn it. If a pipe does burst, shutting off the water quickly is the difference between a repair and a renovation.</p>
<h3>Check with your utility</h3>
<p>Michigan utilities run energy-efficiency programs that can include rebates on qualifying thermostats, insulation and furnaces, as well as home energy assessments. Look at your utility’s offerings before buying new equipment; the savings can be significant.</p>
<p>A weekend of work will not make a Michigan winter any shorter. It will make it quieter, warmer and far less likely to bring a surprise repair bill in the middle of a January cold snap.</p>
`,
}
