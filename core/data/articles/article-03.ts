import { MARCUS_BELL } from './authors.ts'
import type { HardCodedArticle } from './model.ts'

/** Article 3: a six-day drive up the Lake Michigan shoreline to the Straits. */
export const lakeMichiganRoadTripArticle: HardCodedArticle = {
  id: 3,
  slug: 'a-great-lakes-road-trip-up-the-lake-michigan-shoreline',
  title: 'A Great Lakes Road Trip Up the Lake Michigan Shoreline',
  excerpt:
    'Six days up the Lake Michigan shoreline, from Holland’s beaches and the Sleeping Bear Dunes to the Tunnel of Trees and the Mackinac Bridge.',
  category: 'Travel & Recreation',
  publishedAt: '2024-06-07',
  readTime: '5 min read',
  imageUrl: '/images/articles/great-lakes-road-trip.svg',
  images: {
    dunes: {
      src: '/images/articles/lake-michigan-dunes.svg',
      alt: 'Tall sand dunes above a blue lake under a clear summer sky',
      caption: 'Dunes rise hundreds of feet above Lake Michigan along the state’s northwest shore.',
    },
    bridge: {
      src: '/images/articles/mackinac-bridge.svg',
      alt: 'A long suspension bridge crossing blue water at dusk',
      caption: 'The Mackinac Bridge links Michigan’s two peninsulas across the Straits of Mackinac.',
    },
  },
  tags: ['Road Trips', 'Lake Michigan', 'Great Lakes', 'Summer Travel', 'State Parks'],
  author: MARCUS_BELL,
  featured: true,
  content: `
<p>There are few better ways to spend a week of a Michigan summer than driving north along Lake Michigan with the windows down. The route up the western side of the Lower Peninsula strings together beach towns, lighthouses, cherry country and some of the largest freshwater dunes in the world, and it ends at one of the state’s most recognizable landmarks: the Mackinac Bridge.</p>
<p>This itinerary assumes about six days and starts in southwest Michigan, but it is easy to join partway, shorten or stretch. The backbone is US-31, which runs north near the shoreline to Mackinaw City, with detours to the water whenever something catches your eye.</p>
<h2>Day one: Holland and Grand Haven</h2>
<p>Begin in Holland, a city that celebrates its Dutch heritage with the Tulip Time festival each May. Outside the festival, the downtown is walkable, and the beach at Holland State Park looks out on the red lighthouse known locally as Big Red.</p>
<p>About half an hour north, Grand Haven’s boardwalk follows the Grand River to a pier and lighthouse at the edge of Lake Michigan. Plan to stay for sunset, when the pier fills with walkers and photographers waiting for the light to hit the water.</p>
<h2>Days two and three: dunes and quiet beaches</h2>
<p>North of Muskegon, the coastline grows wilder. Silver Lake State Park, near Mears, is one of the few places in Michigan where you can drive an off-road vehicle on open dunes, and a separate area is set aside for people exploring on foot. Farther north, Ludington State Park sits between Lake Michigan and Hamlin Lake, with trails that lead to the Big Sable Point Lighthouse.</p>
<p>Michigan residents who bought a Recreation Passport with their vehicle registration can enter state parks without paying a daily fee; visitors from out of state can buy a pass at the park. Campgrounds along this stretch fill up months in advance for summer weekends, so reserve early or look for weekday openings.</p>
<figure><img src="/images/articles/lake-michigan-dunes.svg" alt="Tall sand dunes above a blue lake under a clear summer sky"><figcaption>Dunes rise hundreds of feet above Lake Michigan along the state’s northwest shore.</figcaption></figure>
<h2>Day four: Sleeping Bear Dunes</h2>
<p>Sleeping Bear Dunes National Lakeshore deserves a full day. The Pierce Stocking Scenic Drive loops through forest and over dunes to overlooks high above the lake, and the Dune Climb is as much fun as it is exhausting. The small towns of Glen Arbor and Empire make good bases, with places to rent kayaks or bikes for the Sleeping Bear Heritage Trail.</p>
<p>Because the lakeshore is run by the National Park Service, an entrance pass is required; an annual national parks pass also covers it. Bring more water than you think you need, and remember that every step down a dune toward the lake is a step you will have to climb back up.</p>
<h2>Day five: cherry country and the Tunnel of Trees</h2>
<p>Traverse City sits at the foot of Grand Traverse Bay and is the heart of a region known for tart cherries, orchards and wineries. Roadside stands sell fruit and pies in midsummer, and the peninsula north of town makes for a scenic drive with water on both sides.</p>
<p>Continue north through Charlevoix and Petoskey, then pick up M-119 at Harbor Springs. The road narrows into the Tunnel of Trees, a winding, shaded route along a bluff above Lake Michigan that ends near Cross Village. It is slow going by design, and it is especially beautiful when the leaves turn in early autumn.</p>
<h2>Day six: the Straits of Mackinac</h2>
<p>The trip ends in Mackinaw City, where the Mackinac Bridge stretches about five miles across the Straits of Mackinac to St. Ignace. Opened in 1957, it connects the Lower and Upper Peninsulas and remains one of the longest suspension bridges in the Western Hemisphere.</p>
<figure><img src="/images/articles/mackinac-bridge.svg" alt="A long suspension bridge crossing blue water at dusk"><figcaption>The Mackinac Bridge links Michigan’s two peninsulas across the Straits of Mackinac.</figcaption></figure>
<p>From either side of the bridge, ferries carry visitors to Mackinac Island, where cars are not allowed and people get around on foot, by bicycle or by horse-drawn carriage. A road of roughly eight miles circles the island along the shoreline, an easy and memorable bike ride.</p>
<h3>Before you go</h3>
<ul>
<li>Book lodging early for July and August, especially near Traverse City and the Straits.</li>
<li>Pack layers; evenings by the lake can be cool even in midsummer.</li>
<li>Check the beach hazard forecast before swimming, since Lake Michigan can produce dangerous currents, especially near piers.</li>
<li>Leave room in the schedule for unplanned stops. The best moments on this route are often the ones nobody planned.</li>
</ul>
<blockquote><p>“We planned every stop the first time and barely saw the water. The next year we drove half as far and had twice as much fun,” said Ben Kowalczyk, a Lansing teacher who has made the trip with his family three summers in a row.</p></blockquote>
<p>However you travel it, the Lake Michigan shoreline rewards slowing down. Pull over at the overlooks, walk out to the end of the piers, and stay for at least one sunset over the water. That is the part you will remember.</p>
`,
}
