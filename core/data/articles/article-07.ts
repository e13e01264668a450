import { ELENA_KOWALSKI } from './authors.ts'
import type { HardCodedArticle } from './model.ts'

/** Article 7: what a group of Ann Arbor neighbors learned planting a shared orchard. */
export const communityOrchardArticle: HardCodedArticle = {
  id: 7,
  slug: 'what-ann-arbor-neighbors-learned-planting-a-community-orchard',
  title: 'What Ann Arbor Neighbors Learned Planting a Community Orchard',
  excerpt:
    'Neighbors on Ann Arbor’s west side turned a grassy lot into a community orchard. Here is what they learned about permission, trees and patience.',
  category: 'Local News',
  publishedAt: 'August 22, 2024',
  readTime: '4 min read',
  imageUrl: '/images/articles/community-orchard.svg',
  images: [
    {
      src: '/images/articles/orchard-planting-day.svg',
      alt: 'A young tree being planted with a shovel and a watering can beside it',
      caption: 'Planting day drew volunteers of every age, from toddlers with toy shovels to grandparents.',
    },
    {
      src: '/images/articles/orchard-harvest-baskets.svg',
      alt: 'Baskets of apples and pears on the grass beneath a fruit tree',
      caption: 'The first substantial harvest came in the orchard’s fourth year.',
    },
  ],
  tags: ['Ann Arbor', 'Community', 'Gardening', 'Neighborhoods'],
  author: ELENA_KOWALSKI,
  featured: false,
  content: `
<p>Four summers ago, the grassy lot at the end of a quiet block on Ann Arbor’s west side was mostly a place where neighbors walked their dogs. Today it holds fourteen young fruit trees, a ring of berry bushes, two benches and a hand-painted sign inviting anyone who passes to pick what is ripe. The trees produced their first real harvest this year, and the neighbors who planted them have learned a good deal along the way.</p>
<p>Their experience offers a practical road map for anyone in Michigan thinking about turning a patch of shared ground into something that feeds people.</p>
<h2>It started with a conversation</h2>
<p>The idea came up at a block party. Rachel Lindqvist, a retired schoolteacher, mentioned that she missed the apple trees she had grown up with in the Thumb. Her neighbor, Omar Haddad, an engineer with a backyard full of raised beds, said he had always wanted to plant fruit trees but lacked the space. Within an hour, a dozen people had signed a sheet of paper taped to a folding table.</p>
<blockquote><p>“Nobody in the group was an orchard expert. What we had was enthusiasm and a lot of people willing to carry a shovel,” Lindqvist said.</p></blockquote>
<h2>Permission comes first</h2>
<p>The group’s first lesson was that enthusiasm does not grant permission. Before a single tree went in the ground, they had to confirm who owned the lot and get written approval to use it. A garden or orchard on land the group does not own typically needs an agreement that spells out who is responsible for maintenance and liability, and what happens if the owner later needs the land.</p>
<p>Organizers also contacted MISS DIG 811 to have buried utility lines marked before digging, a step Michigan law requires before excavation and one that is easy to overlook on a small volunteer project.</p>
<h2>Choosing trees that fit Michigan</h2>
<p>The group leaned on advice from experienced local gardeners and on Michigan State University Extension material about home fruit growing. Their choices emphasized disease-resistant varieties, because a community orchard cannot count on the regular spraying that commercial growers rely on. They planted several apple varieties, chosen to bloom at overlapping times so they pollinate one another, along with pears, tart cherries and a pair of native pawpaws.</p>
<figure><img src="/images/articles/orchard-planting-day.svg" alt="A young tree being planted with a shovel and a watering can beside it"><figcaption>Planting day drew volunteers of every age, from toddlers with toy shovels to grandparents.</figcaption></figure>
<h3>Lessons from the first seasons</h3>
<ul>
<li><strong>Water is the hardest part.</strong> Young trees need regular, deep watering through their first summers. The group kept a sign-up calendar so that someone filled the watering bags each week.</li>
<li><strong>Protect the trunks.</strong> Rabbits and voles chew bark in winter, and deer browse tender branches. Trunk guards and fencing around the youngest trees prevented losses.</li>
<li><strong>Mulch, but not against the bark.</strong> A wide ring of wood chips keeps down grass and holds moisture, but mulch piled against the trunk invites rot and pests.</li>
<li><strong>Learn to prune together.</strong> A winter pruning session, led by a volunteer who had taken a class, turned a task that intimidated most members into a social afternoon.</li>
</ul>
<h2>More than fruit</h2>
<p>Ask members what the orchard has given them, and fruit is rarely the first answer. Neighbors who had lived on the same street for years without speaking now know each other by name. Children from nearby homes help with watering and watch the trees for the first blossoms each spring. Older residents who cannot manage a garden of their own stop by to sit on the benches and watch the work.</p>
<blockquote><p>“I’ve lived here eleven years, and I met more neighbors in the first month of this project than in the ten years before it,” Haddad said.</p></blockquote>
<p>The orchard has also become a small outdoor classroom. A nearby scout troop built birdhouses for the edge of the lot, and a high school student counted the pollinators visiting the blossoms for a science project.</p>
<figure><img src="/images/articles/orchard-harvest-baskets.svg" alt="Baskets of apples and pears on the grass beneath a fruit tree"><figcaption>The first substantial harvest came in the orchard’s fourth year.</figcaption></figure>
<h2>Sharing the harvest</h2>
<p>Deciding what to do with the fruit took some discussion. The group settled on a simple rule: anyone may pick a reasonable amount for their own household, and the surplus goes to a local food pantry. A handful of volunteers host a harvest gathering each fall, with cider, pie and a tally of what the trees produced.</p>
<h3>If you want to start one</h3>
<p>The neighbors’ advice for others is consistent: start small, secure permission in writing, choose hardy varieties, and build a team large enough that no one person carries the load. Fruit trees take several years to bear, so patience is essential.</p>
<p>“You’re not planting for this summer,” Lindqvist said. “You’re planting for the next twenty.”</p>
`,
}
