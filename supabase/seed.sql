-- NewsHub demo content: 34 posts across Local News, National, Business, Lifestyle, Sports and
-- Health & Wellness (the first tag is the category label), by several authors, spread over 2024.
-- Promotional posts carry the business fields; some have fewer than 2 links to their backlink
-- host so the backlink fixer has work. Businesses are fictional and use the reserved .example
-- domain and 555-01xx phone numbers. Images are the local SVGs in app/public/images/posts.
-- Slugs are filled in from the titles by the blog_posts_set_slug trigger.

insert into public.blog_posts
  (title, content, meta_description, tags, keywords, author, image_url, created_at, published_at)
values
(
  'Royal Oak Expands Weekend Farmers Market Hours for Summer',
  $md$## Longer Saturdays, a new Sunday morning

The Royal Oak Farmers Market will stay open two hours later on Saturdays from June through August, and a smaller Sunday morning market returns after a three-year break. Vendors asked for the change after crowds on sunny weekends routinely emptied their stalls before noon.

## What shoppers will find

Most of the regular growers from Oakland, Macomb and Lapeer counties are staying on for the longer hours. Expect early strawberries in June, sweet corn and tomatoes by late July, and a growing number of prepared-food stands.

- Saturday hours now run from 7 a.m. to 3 p.m.
- The Sunday market runs from 9 a.m. to 1 p.m. with about twenty vendors
- Food assistance benefits are accepted at the information booth
- Bike racks have been added along the east side of the building

## Parking and getting there

The city reminds visitors that the nearby parking structure is free on weekends. Residents who live within a mile are encouraged to walk or bike, since the surface lot fills quickly by mid-morning.

Market staff say the longer hours are a trial. If the afternoon crowds hold up through August, the schedule could become permanent next year.$md$,
  'The Royal Oak Farmers Market adds two Saturday hours and a Sunday morning market this summer, with more growers and food stands.',
  array['Local News', 'Royal Oak', 'Community'],
  array['Royal Oak farmers market', 'farmers market hours', 'Oakland County produce'],
  'Maria Alvarez', '/images/posts/market.svg', '2024-05-04 08:15:00+00', '2024-05-04 09:00:00+00'
),
(
  'Detroit Riverwalk Adds New Lighting and Seating Near Downtown',
  $html$<p>Evening walks along the Detroit riverfront are getting brighter. Crews have finished installing a new run of lamp posts and about forty benches along the stretch of the Riverwalk closest to downtown, part of a broader effort to make the waterfront feel comfortable after dark.</p>
<h2>Why lighting matters</h2>
<p>Park staff say the most common request from visitors over the past two years was simple: more light and more places to sit. The new fixtures are warmer in tone and aimed down at the path, so they brighten the walkway without washing out the view of the water.</p>
<h2>What else is changing</h2>
<ul>
<li>Benches are spaced roughly every hundred feet, with several shaded by new trees</li>
<li>Three drinking fountains with bottle fillers are now open</li>
<li>Wayfinding signs point to the nearest restrooms and transit stops</li>
</ul>
<p>The work was timed to finish before the busy summer festival season, when the riverfront draws some of its largest crowds. Visitors can expect a few short closures later this year as landscaping is completed, with detours posted on site.</p>
<p>For walkers and cyclists who use the path every day, the changes are already noticeable. A regular morning runner put it this way: the path finally feels finished.</p>$html$,
  'New lamp posts, forty benches and water stations now line the Detroit Riverwalk near downtown ahead of the summer festival season.',
  array['Local News', 'Detroit', 'Parks'],
  array['Detroit Riverwalk', 'Detroit riverfront', 'downtown Detroit parks'],
  'James Whitfield', '/images/posts/river.svg', '2024-03-18 13:40:00+00', '2024-03-18 14:30:00+00'
),
(
  'Troy Library Launches Free Tech Help Sessions for Seniors',
  $md$The Troy Public Library is offering free one-on-one technology help for older adults every Tuesday and Thursday afternoon this spring. Volunteers, many of them high school students earning service hours, sit down with visitors to work through whatever device is giving them trouble.

## What you can bring

Anything portable is welcome. The most common questions so far have been about:

- Setting up video calls with family
- Recognizing scam texts and e-mails
- Managing photos and freeing up phone storage
- Using the library's own e-book and audiobook apps

## How to sign up

Sessions last thirty minutes and can be booked at the front desk or by phone. Walk-ins are accepted when a volunteer is free. Library staff recommend bringing chargers and writing down any passwords you might need before you arrive.

## A program built on feedback

Librarians started the program after noticing how often patrons asked for help at the circulation desk, where staff could only spare a minute or two. The volunteers receive a short training on patience and privacy before their first session, and they never ask for or write down a visitor's passwords.

If demand keeps growing, the library plans to add a Saturday morning block this summer.$md$,
  'Troy Public Library pairs seniors with trained volunteers for free thirty-minute tech help sessions on phones, tablets and laptops.',
  array['Local News', 'Troy', 'Education'],
  array['Troy library', 'senior tech help', 'free technology classes'],
  'Priya Raman', '/images/posts/books.svg', '2024-02-12 15:05:00+00', '2024-02-12 16:00:00+00'
),
(
  'Ferndale Road Work: What Drivers Should Know This Fall',
  $html$<p>Drivers in Ferndale should plan a few extra minutes for their commutes this fall as resurfacing work moves through several residential streets and one busy stretch near downtown.</p>
<h2>Where the work is</h2>
<p>Crews are milling and repaving in phases, closing one block at a time so residents can still reach their driveways. The city posts a weekly schedule online and on orange signs placed two days before work begins on each block.</p>
<h2>Tips for getting around</h2>
<ul>
<li>Move cars off the street the night before work on your block; vehicles left in the work zone may be towed to a nearby lot</li>
<li>Expect short waits at flaggers during the day, especially between 9 a.m. and 3 p.m.</li>
<li>Cyclists should use signed detours rather than riding through fresh asphalt</li>
<li>Trash pickup continues on the normal schedule; crews move bins as needed</li>
</ul>
<h2>Why now</h2>
<p>City engineers say fall is a good window for paving because temperatures are still warm enough for asphalt to cure properly, while summer events downtown have wrapped up. The streets chosen this year ranked lowest on the city's last pavement survey.</p>
<p>Residents with questions about a specific block can call the public works office, which has added extra phone hours during construction.</p>$html$,
  'Ferndale is repaving residential streets block by block this fall. Here is how the schedule works, where to park and what to expect.',
  array['Local News', 'Ferndale', 'Transportation'],
  array['Ferndale road construction', 'Ferndale repaving', 'road closures'],
  'Derek Coleman', '/images/posts/road.svg', '2024-09-09 11:20:00+00', '2024-09-09 12:00:00+00'
),
(
  'Ann Arbor Neighborhoods Prepare for First Big Snow of the Season',
  $md$With the first significant snowfall of the season in the forecast, Ann Arbor residents are being reminded of the rules and habits that keep streets and sidewalks passable all winter.

## Sidewalks come first

Property owners are expected to clear sidewalks within a day of snowfall ending. Neighbors who cannot shovel because of age or health can ask about volunteer snow crews organized through several churches and student groups.

## Help the plows

- Park in driveways when possible so plows can clear curb to curb
- Keep trash and recycling carts behind the curb
- Do not push snow from driveways back into the street
- Clear snow away from fire hydrants near your home

## Getting ready at home

A little preparation goes a long way. Check that your furnace filter is fresh, keep a bag of ice melt by the door and put a shovel, scraper and blanket in the car. Pet owners should wipe paws after walks, since salt can irritate them.

## Staying informed

The city sends snow emergency alerts by text and e-mail to anyone who signs up. During a declared emergency, parking is banned on designated routes so they can be cleared first.

Forecasters expect the snow to start late in the evening, with the heaviest bands overnight. Morning commuters should allow extra time and watch for slick spots on bridges and overpasses.$md$,
  'Before the first big snow, Ann Arbor residents get reminders on sidewalk clearing, parking for plows and preparing homes and cars.',
  array['Local News', 'Ann Arbor', 'Weather'],
  array['Ann Arbor snow', 'sidewalk snow removal', 'winter preparation'],
  'Maria Alvarez', '/images/posts/snow.svg', '2024-12-02 18:45:00+00', '2024-12-02 19:30:00+00'
),
(
  'Birmingham Residents Weigh In on Downtown Parking Plan',
  $html$<p>More than a hundred people packed a community meeting this week to comment on Birmingham's draft plan for downtown parking, which would change how long visitors can stay in the busiest spaces and how much they pay.</p>
<h2>What the plan proposes</h2>
<p>The draft would raise rates slightly for on-street spaces closest to the shopping district while keeping the first hour free in the city's parking structures. Planners say the goal is to nudge longer visits into the garages and free up curb spaces for quick errands.</p>
<h2>What residents said</h2>
<p>Shop owners were split. Some welcomed anything that turns over the spaces in front of their doors more often; others worried that any increase would send customers to malls with free lots. Several residents asked for better lighting and signage in the structures, saying many visitors simply do not know where the garages are.</p>
<ul>
<li>Many speakers supported keeping the first garage hour free</li>
<li>Several asked for more bike parking on side streets</li>
<li>Employees of downtown businesses asked for discounted monthly permits</li>
</ul>
<p>City staff will revise the draft based on the comments and bring it back to the commission later this summer. Written comments are being accepted at city hall until the end of the month.</p>$html$,
  'Shop owners and residents debated Birmingham''s draft downtown parking plan, which would reprice curb spaces and keep the first garage hour free.',
  array['Local News', 'Birmingham', 'Government'],
  array['Birmingham parking', 'downtown Birmingham', 'city commission'],
  'James Whitfield', '/images/posts/city-hall.svg', '2024-06-21 20:10:00+00', '2024-06-21 21:00:00+00'
),
(
  'Grand Rapids Volunteers Plant 500 Trees Along the Grand River',
  $md$About three hundred volunteers spent a cool Saturday morning planting five hundred young trees along a stretch of the Grand River, part of a multi-year push to shade the riverbank and slow erosion.

## Native species, chosen for the site

Organizers picked a mix of silver maple, river birch, swamp white oak and several flowering shrubs, all suited to soil that floods in spring. Each sapling went in with a stake and a collar to protect it from mowers and hungry deer.

## Why the riverbank matters

- Tree roots hold soil in place during high water
- Shade keeps the water cooler, which helps fish
- Leaves and branches create habitat for birds and insects
- A greener bank makes the riverside trail more pleasant

## Who showed up

Families with young children, college students, neighborhood associations and several employee groups signed up weeks in advance. Organizers provided gloves, shovels and coffee, and a local bakery donated breakfast.

## Caring for the trees

Planting is only the first step. Volunteers will return in pairs throughout the summer to water the saplings during dry spells. Anyone interested in joining a watering team can sign up through the parks department.

Organizers hope to plant another five hundred trees next spring farther downstream.$md$,
  'Three hundred volunteers planted 500 native trees along the Grand River to shade the bank, slow erosion and improve the riverside trail.',
  array['Local News', 'Grand Rapids', 'Environment'],
  array['Grand Rapids tree planting', 'Grand River', 'volunteer events'],
  'Priya Raman', '/images/posts/trees.svg', '2024-04-22 16:30:00+00', '2024-04-22 17:15:00+00'
),
(
  'Lansing Opens Cooling Centers as Summer Heat Arrives',
  $html$<p>With temperatures expected to climb into the nineties for several days, Lansing has opened cooling centers at libraries and community centers across the city.</p>
<h2>Where to go</h2>
<p>Cooling centers are open during regular building hours and welcome anyone who needs a break from the heat. Water is available at each site, and pets in carriers are allowed at several locations. A list of centers and their hours is posted on the city website and at the entrance to each building.</p>
<h2>Staying safe in extreme heat</h2>
<ul>
<li>Drink water throughout the day, even before you feel thirsty</li>
<li>Limit outdoor work and exercise to early morning or evening</li>
<li>Never leave children or pets in a parked car, even for a minute</li>
<li>Check on older neighbors and anyone living alone</li>
</ul>
<h2>Know the warning signs</h2>
<p>Heavy sweating, dizziness, nausea and headache can signal heat exhaustion. Move to a cool place, loosen clothing and sip water. Confusion, a very high body temperature or hot, dry skin can mean heat stroke, which is a medical emergency: call 911.</p>
<p>Residents without transportation to a cooling center can call the city's information line to ask about rides.</p>$html$,
  'Lansing opened cooling centers at libraries and community centers as a multi-day heat wave arrives. Locations, hours and heat safety tips.',
  array['Local News', 'Lansing', 'Weather'],
  array['Lansing cooling centers', 'heat wave safety', 'summer heat Michigan'],
  'Derek Coleman', '/images/posts/sun.svg', '2024-07-15 12:00:00+00', '2024-07-15 12:45:00+00'
),
(
  'What Lower Gas Prices Mean for Michigan Road Trips',
  $md$Pump prices have eased from their spring highs, and travel planners say that is nudging more families toward a classic Michigan road trip before school starts.

## Where the savings show up

For a typical sedan, a drive from Detroit to the Straits of Mackinac and back uses roughly twenty gallons. A drop of fifty cents a gallon saves about ten dollars on that trip, enough for a round of fudge or a ferry snack, but not a reason on its own to change plans.

## Bigger costs to watch

- Lodging near popular lakeshore towns books up early in August
- Ferry and park entry fees add up for larger families
- Restaurant prices remain higher than a few years ago

## Ways to stretch the budget

Travelers can save by booking midweek stays, packing a cooler for lunches and using state park campgrounds instead of hotels. Filling up in larger towns before heading into rural areas also helps, since stations far from the highway often charge more.

## Before you go

Check tire pressure and wiper blades, and keep a paper map in the glove box for stretches where phone service drops out. Summer construction is common on major routes, so leave extra time and check traffic updates before long drives.$md$,
  'Cheaper gas trims a few dollars off a Michigan road trip, but lodging and fees matter more. Ways to plan and save before summer ends.',
  array['National', 'Travel', 'Economy'],
  array['gas prices', 'Michigan road trip', 'summer travel budget'],
  'James Whitfield', '/images/posts/road.svg', '2024-08-12 10:00:00+00', '2024-08-12 10:30:00+00'
),
(
  'How the Great Lakes Shape Winter Weather Across the Country',
  $html$<p>Every winter, the Great Lakes act like a giant weather machine, and their effects reach well beyond Michigan's shoreline.</p>
<h2>Lake-effect snow</h2>
<p>When cold, dry air blows across open lake water, it picks up warmth and moisture. As that air reaches land and rises, the moisture falls as snow, sometimes in narrow bands that bury one town while the next stays nearly clear. West Michigan and areas downwind of Lake Superior see some of the heaviest totals.</p>
<h2>A moderating influence</h2>
<p>The lakes also soften temperature swings. Towns near the water tend to stay a little warmer on the coldest nights and cooler on spring afternoons, which is one reason fruit orchards thrive along the Lake Michigan shore.</p>
<h2>Ice cover changes the picture</h2>
<ul>
<li>When the lakes freeze over, lake-effect snow usually tapers off</li>
<li>Years with little ice can bring more snow and more fog to shoreline areas</li>
<li>Ice cover varies widely from one winter to the next</li>
</ul>
<h2>Beyond the region</h2>
<p>Storms that pass over the lakes can strengthen or change track, which affects forecasts for cities downwind in the Northeast. Forecasters watch lake temperatures and ice closely when predicting winter storms for much of the eastern United States.</p>$html$,
  'Lake-effect snow, milder shorelines and changing ice cover: how the Great Lakes influence winter weather in Michigan and beyond.',
  array['National', 'Weather', 'Great Lakes'],
  array['lake-effect snow', 'Great Lakes weather', 'winter forecast'],
  'Maria Alvarez', '/images/posts/lake.svg', '2024-01-22 14:10:00+00', '2024-01-22 15:00:00+00'
),
(
  'Electric Vehicle Charging: A Guide for First-Time Owners',
  $md$Buying a first electric vehicle raises a lot of practical questions, and most of them are about charging. Here is a plain-language guide.

## Three kinds of charging

- **Level 1** uses an ordinary household outlet. It is slow, adding only a few miles of range per hour, but it is enough for many short commutes.
- **Level 2** uses a 240-volt circuit, like a clothes dryer. Most owners install one at home, and it can refill a typical battery overnight.
- **DC fast charging** is found along highways and can add a large share of range in well under an hour.

## Charging at home

Before buying a Level 2 charger, have an electrician check whether your panel has room for a new circuit. Some utilities offer rebates on installation and lower overnight rates, so check your provider's programs.

## Winter driving

Cold weather reduces range because the battery works less efficiently and the cabin heater draws power. Preheating the car while it is still plugged in helps, as does parking in a garage when possible.

## Road trips

Plan longer drives around fast chargers and keep a backup stop in mind in case a station is busy or out of service. Many drivers find that a short charging break lines up with a meal or a stretch anyway.$md$,
  'Level 1, Level 2 and fast charging explained for first-time electric vehicle owners, with tips for home installs, winter and road trips.',
  array['National', 'Technology', 'Automotive'],
  array['EV charging', 'electric vehicle guide', 'Level 2 charger'],
  'Derek Coleman', '/images/posts/car.svg', '2024-10-07 09:30:00+00', '2024-10-07 10:15:00+00'
),
(
  'Election Season Checklist: Registering, Voting Early and Finding Your Polling Place',
  $html$<p>Election Day is the deadline, but most of the work of voting happens in the weeks before. This checklist covers the steps every voter should take, whatever their state.</p>
<h2>1. Confirm your registration</h2>
<p>Check your registration status with your state or local election office, especially if you have moved, changed your name or have not voted in a while. Registration deadlines differ from state to state.</p>
<h2>2. Decide how you will vote</h2>
<ul>
<li><strong>Early in person</strong>, where your state offers it</li>
<li><strong>By mail or absentee ballot</strong>, requested ahead of time and returned by the deadline</li>
<li><strong>In person on Election Day</strong> at your assigned polling place</li>
</ul>
<h2>3. Know what to bring</h2>
<p>Identification rules vary. Your local clerk's office can tell you what is accepted and what to do if you do not have it with you.</p>
<h2>4. Research your ballot</h2>
<p>Ballots often include local offices and proposals that get little coverage. Many election offices publish a sample ballot so you can read every question before you go.</p>
<h2>5. Make a plan</h2>
<p>Pick a time, arrange a ride or child care if needed, and set a reminder. If you run into a problem at the polls, ask a poll worker for help before you leave.</p>$html$,
  'A five-step voter checklist: confirm registration, choose how to vote, know what ID to bring, read your sample ballot and make a plan.',
  array['National', 'Government', 'Elections'],
  array['voter registration', 'early voting', 'polling place'],
  'Priya Raman', '/images/posts/city-hall.svg', '2024-09-23 13:00:00+00', '2024-09-23 13:45:00+00'
),
(
  'Why Home Insurance Costs Are Rising Nationwide',
  $md$Many homeowners opening their renewal notices this year are seeing higher premiums. The reasons are spread across the whole industry, not just one region.

## Rebuilding costs more

Insurers base coverage on what it would cost to rebuild a home, not what it would sell for. Lumber, roofing materials and skilled labor all cost more than they did a few years ago, so the same house needs more coverage.

## More severe weather claims

Hail, wind and water damage claims have added up across much of the country. Even in places that rarely see disasters, insurers spread those costs across their customers.

## What homeowners can do

- Ask your agent to review your coverage and deductible each year
- Compare quotes from several companies, including local agencies
- Ask about discounts for new roofs, security systems or bundling auto coverage
- Keep a simple home inventory with photos, stored somewhere other than the house

## Maintenance pays off

Some of the most common claims, such as water damage from a failed hose or a roof leak, can be prevented with regular upkeep. Replacing washing machine hoses, cleaning gutters and having the roof inspected after major storms can help avoid both damage and a claim on your record.$md$,
  'Rebuilding costs and weather claims are pushing home insurance premiums up. What drives the increase and how homeowners can respond.',
  array['National', 'Economy', 'Housing'],
  array['home insurance rates', 'homeowners insurance', 'insurance premiums'],
  'James Whitfield', '/images/posts/house.svg', '2024-11-11 15:20:00+00', '2024-11-11 16:00:00+00'
),
(
  'Small Businesses on Main Street Royal Oak Report a Strong Holiday Season',
  $html$<p>Independent shops along Main Street in Royal Oak say the holiday season brought steady foot traffic and a welcome boost after a slow autumn.</p>
<h2>What sold</h2>
<p>Owners pointed to gift cards, locally made goods and experience gifts such as classes and tastings. A bookstore owner said customers were asking for recommendations more than ever, and a toy shop sold out of several board games in the week before the holiday.</p>
<h2>Events that helped</h2>
<ul>
<li>A late-night shopping evening with music and extended hours</li>
<li>Small Business Saturday promotions across dozens of stores</li>
<li>Free holiday parking in city structures on weekends</li>
</ul>
<h2>Challenges remain</h2>
<p>Not every shop had a record month. Several owners said higher rents and wages mean they need strong holiday sales just to break even for the year. Others said online competition keeps them focused on service and events that a website cannot match.</p>
<p>The downtown business association plans to repeat the late-night shopping event next year and is considering a spring version to bring shoppers out after the winter lull.</p>$html$,
  'Royal Oak''s Main Street shops saw steady holiday traffic, with gift cards, local goods and events leading sales, though costs remain a worry.',
  array['Business', 'Royal Oak', 'Retail'],
  array['Royal Oak small business', 'holiday shopping', 'shop local Michigan'],
  'Maria Alvarez', '/images/posts/storefront.svg', '2024-12-09 17:00:00+00', '2024-12-09 17:40:00+00'
),
(
  'Michigan Manufacturers Turn to Apprenticeships to Fill Skilled Jobs',
  $md$Manufacturers across Michigan say finding skilled machinists, welders and maintenance technicians is one of their biggest challenges. More of them are answering it by training workers themselves.

## Earn while you learn

Registered apprenticeships pair paid work on the shop floor with classroom instruction, often at a community college. Apprentices earn a wage from the first day, and raises are built in as they master new skills.

## Why companies are investing

- Experienced tradespeople are retiring faster than they can be replaced
- Modern equipment requires training in both mechanics and software
- Workers trained in-house tend to stay longer

## What applicants need

Most programs look for a high school diploma or equivalent, basic math skills and a willingness to learn. Some offer pre-apprenticeship courses for applicants who need to brush up on math or blueprint reading first.

## Where to start

Community colleges, regional workforce boards and union training centers list open programs. Job seekers can also ask employers directly; many small and mid-size shops run programs without advertising them widely.

For employers, setting up a program takes paperwork and a mentor's time, but several owners say it has become the most dependable way to build their teams.$md$,
  'Facing a shortage of skilled trades, Michigan manufacturers are building paid apprenticeships that combine shop-floor work with classes.',
  array['Business', 'Manufacturing', 'Jobs'],
  array['Michigan apprenticeships', 'skilled trades jobs', 'manufacturing careers'],
  'Derek Coleman', '/images/posts/factory.svg', '2024-05-20 12:30:00+00', '2024-05-20 13:00:00+00'
),
(
  'Weekend Itinerary: Art, Coffee and Vintage Shops in Ferndale',
  $html$<p>Ferndale packs a lot into a few walkable blocks. Here is one way to spend a relaxed Saturday there.</p>
<h2>Morning: coffee and a stroll</h2>
<p>Start at one of the independent coffee shops along Nine Mile Road, then wander the side streets to see the murals painted on the backs of buildings. Many were created during community art festivals and new ones appear every year.</p>
<h2>Midday: vintage and records</h2>
<p>Ferndale's vintage stores are known for mid-century furniture, band shirts and racks of well-worn denim. Record shops nearby stock both new releases and crates of used vinyl worth digging through.</p>
<h2>Afternoon: galleries and a park break</h2>
<ul>
<li>Several small galleries open their doors on weekend afternoons</li>
<li>The public library hosts free exhibits by local artists</li>
<li>Pack a snack and rest at one of the pocket parks downtown</li>
</ul>
<h2>Evening: dinner and music</h2>
<p>Finish with dinner at one of the many restaurants on Woodward Avenue, where menus range from tacos to ramen. On weekends, small venues host live music, often with no cover before the late sets.</p>
<p>Parking is easiest in the downtown structures, and the whole route is comfortable on foot.</p>$html$,
  'A walkable Saturday in Ferndale: independent coffee, murals, vintage and record shops, small galleries, dinner and live music.',
  array['Lifestyle', 'Ferndale', 'Things to Do'],
  array['Ferndale things to do', 'Ferndale weekend', 'vintage shopping Michigan'],
  'Priya Raman', '/images/posts/storefront.svg', '2024-08-26 14:00:00+00', '2024-08-26 14:30:00+00'
),
(
  'Five Fall Color Drives Within an Hour of Detroit',
  $md$You do not need to head up north to see spectacular fall color. These five drives are all within about an hour of Detroit and peak in mid-October in most years.

## 1. Huron River corridor

Follow the river roads west toward the chain of Metroparks, where maples and oaks line the water. Stop for a short hike and a cider stand along the way.

## 2. Stony Creek and the northern suburbs

Rolling hills north of the city mean layered views of red and gold. A loop around the lake makes a good picnic stop.

## 3. Belle Isle

Closer to home, the island's forest and shoreline views make a short, easy outing, especially on a weekday morning.

## 4. Lake St. Clair shoreline

Drive the lakeshore for water views framed by turning trees, and watch for freighters on the horizon.

## 5. Orchard country

Head toward the cider mills and apple orchards north and west of the metro area for color, donuts and pick-your-own apples.

## Tips for the trip

- Go early on weekends to avoid crowds at cider mills
- Bring layers, since October mornings can be chilly
- Check park entry requirements before you leave

Peak color moves quickly, so a warm, sunny weekend after the first cold nights is usually the best time to go.$md$,
  'Five easy fall color drives within an hour of Detroit, from the Huron River and Belle Isle to Lake St. Clair and orchard country.',
  array['Lifestyle', 'Detroit', 'Travel'],
  array['fall colors Michigan', 'Detroit day trips', 'scenic drives'],
  'Maria Alvarez', '/images/posts/road.svg', '2024-10-21 11:45:00+00', '2024-10-21 12:30:00+00'
),
(
  'High School Football Playoffs: What to Watch in Oakland County',
  $html$<p>The high school football playoffs are here, and several Oakland County teams enter the bracket with momentum after strong finishes to the regular season.</p>
<h2>Storylines to follow</h2>
<ul>
<li>Young quarterbacks who took over mid-season and kept their teams winning</li>
<li>Defenses that allowed the fewest points in their leagues</li>
<li>Programs returning to the playoffs after several years away</li>
</ul>
<h2>What makes the playoffs different</h2>
<p>Coaches say the biggest change in November is the weather. Cold, wet nights reward teams that can run the ball and avoid turnovers. Special teams also matter more, since a single blocked punt or long return can swing a close game.</p>
<h2>Tips for fans</h2>
<p>Playoff tickets are often sold online in advance, and some schools do not accept cash at the gate. Arrive early for popular matchups, dress in layers and bring a blanket for the bleachers.</p>
<h2>Beyond the scoreboard</h2>
<p>For seniors, every playoff game could be their last in uniform. Many schools honor their seniors before kickoff, and student sections plan themed nights to fill the stands. Whatever the result, it is one of the best weeks of the year to catch a game under the lights.</p>$html$,
  'Oakland County high school football teams head into the playoffs. Storylines to follow, why November football is different, and fan tips.',
  array['Sports', 'Football', 'High School'],
  array['high school football playoffs', 'Oakland County sports', 'Friday night football'],
  'James Whitfield', '/images/posts/football.svg', '2024-11-04 19:00:00+00', '2024-11-04 19:30:00+00'
),
(
  'Youth Hockey Programs Add Teams as Interest Grows in Metro Detroit',
  $md$Rinks across metro Detroit are busier than ever on weekday evenings, as youth hockey programs add teams to keep up with families signing up.

## Learn-to-skate first

Most programs start children in learn-to-skate classes before they ever pick up a stick. Coaches say comfort on the ice is the foundation for everything else, and the classes welcome beginners of every age.

## Keeping costs down

Hockey has a reputation as an expensive sport. Programs are responding with:

- Equipment swaps and loaner gear for first-year players
- Introductory seasons with fewer games and lower fees
- Scholarships funded by tournaments and sponsors

## Girls' hockey is growing

Several associations now field girls-only teams at multiple age levels, giving players a path from learn-to-skate through high school.

## The ice time challenge

The biggest constraint is rink availability. Early morning and late evening slots fill quickly, and some teams share practice ice to fit everyone in. Program directors say families should expect some early alarms.

Parents considering the sport can usually try a free skate session before committing to a season. Most associations hold open houses in late summer, just before registration closes.$md$,
  'Metro Detroit youth hockey programs are adding teams, loaner gear and girls'' squads as more families sign up, though ice time is tight.',
  array['Sports', 'Hockey', 'Detroit'],
  array['youth hockey Detroit', 'learn to skate', 'girls hockey Michigan'],
  'Derek Coleman', '/images/posts/hockey.svg', '2024-01-29 16:00:00+00', '2024-01-29 16:45:00+00'
),
(
  'Summer Softball Leagues Return to Troy Parks',
  $html$<p>Adult and youth softball leagues are back at Troy's city parks, with games most weeknights from late May through August.</p>
<h2>Leagues for every level</h2>
<p>Adult divisions range from competitive to strictly social, including coed leagues where the emphasis is on fun and the post-game gathering. Youth leagues are organized by age, with volunteer coaches and a focus on fundamentals.</p>
<h2>What to know before you play</h2>
<ul>
<li>Teams register as a group, but individual players can join a waiting list to be placed on a roster</li>
<li>Fields are lit for late games, so evening start times run until about 9 p.m.</li>
<li>Rainouts are announced by text and on the parks department's website</li>
</ul>
<h2>Spectators welcome</h2>
<p>Games are free to watch, and the parks have playgrounds and walking paths nearby, which makes a weeknight game an easy family outing. Concession stands open at the larger complexes on busy nights.</p>
<p>Registration for the late-summer session opens in July. Teams that want a specific night should sign up early, since popular slots tend to fill first.</p>$html$,
  'Troy''s adult and youth softball leagues are back on weeknights through August, with social and competitive divisions and free spectating.',
  array['Sports', 'Softball', 'Troy'],
  array['Troy softball league', 'adult softball Michigan', 'summer sports leagues'],
  'Priya Raman', '/images/posts/ball-diamond.svg', '2024-06-10 18:20:00+00', '2024-06-10 19:00:00+00'
),
(
  'Running Clubs in Ann Arbor Welcome Beginners Ahead of Fall Races',
  $md$Fall race season is a popular goal for new runners, and several Ann Arbor running clubs have launched beginner groups to help people get there.

## Start slow

Coaches recommend a run-walk approach for the first few weeks: a minute or two of easy running followed by a minute of walking, repeated for twenty to thirty minutes. The goal is to finish feeling like you could have done a little more.

## Why a group helps

- Someone expects you to show up, which makes skipping harder
- Experienced runners share advice on shoes, pacing and routes
- Group runs follow safe, well-lit routes through the city and its parks

## Gear basics

A good pair of running shoes fitted at a specialty store matters more than any gadget. Moisture-wicking socks help prevent blisters, and a light jacket makes early fall mornings more comfortable.

## Picking a first race

A 5K is a realistic first goal for most beginners after eight to ten weeks of steady training. Many local races offer a walk option too, so friends and family can join in.

Most clubs meet on weekday evenings and Saturday mornings. Beginner groups are free to try, and nobody gets left behind: a volunteer always runs at the back of the pack.$md$,
  'Ann Arbor running clubs have started free beginner groups with run-walk plans, safe routes and advice for a first fall 5K.',
  array['Sports', 'Running', 'Ann Arbor'],
  array['Ann Arbor running club', 'beginner running', 'fall 5K'],
  'Maria Alvarez', '/images/posts/runner.svg', '2024-08-05 11:00:00+00', '2024-08-05 11:30:00+00'
),
(
  'Pickleball Courts Fill Up in Sterling Heights as the Sport Keeps Growing',
  $html$<p>On a warm summer evening, every pickleball court in several Sterling Heights parks can be full, with players waiting their turn along the fence.</p>
<h2>Why people love it</h2>
<p>Players describe pickleball as easy to learn and hard to master. The court is small, the paddle is light and games are short, which makes it friendly for beginners and for players of very different ages on the same court.</p>
<h2>Court etiquette</h2>
<ul>
<li>Stack paddles in the rack to claim the next open court</li>
<li>Rotate after each game when others are waiting</li>
<li>Keep noise down near homes in the early morning</li>
</ul>
<h2>Getting started</h2>
<p>The parks department runs introductory clinics where paddles and balls are provided. Several community centers also have indoor courts for the colder months, with open play on set mornings.</p>
<h2>Room to grow</h2>
<p>Players have asked the city to add more courts and lights for evening play. Recreation staff say they are studying options, including converting older tennis courts that see little use into dedicated pickleball courts.</p>$html$,
  'Pickleball courts in Sterling Heights parks are full on summer evenings. Why the sport is booming, court etiquette and where to learn.',
  array['Sports', 'Pickleball', 'Sterling Heights'],
  array['pickleball Sterling Heights', 'pickleball courts Michigan', 'pickleball clinics'],
  'James Whitfield', '/images/posts/paddle.svg', '2024-07-01 17:30:00+00', '2024-07-01 18:00:00+00'
),
(
  'Staying Active Through a Michigan Winter',
  $html$<p>Short days and icy sidewalks make it easy to slow down in winter. A few simple habits can keep you moving until spring.</p>
<h2>Move indoors</h2>
<p>Many community centers offer low-cost open gym hours, indoor tracks and group classes. Malls often open early for walkers, giving you a warm, flat route with benches along the way.</p>
<h2>Embrace the cold safely</h2>
<ul>
<li>Dress in layers and cover your head and hands</li>
<li>Wear boots with good tread or add traction cleats on icy days</li>
<li>Try snowshoeing or cross-country skiing at a local park</li>
</ul>
<h2>Build activity into the day</h2>
<p>Short bursts add up. Take the stairs, stretch during breaks and try a ten-minute home workout before dinner. Shoveling snow counts as exercise too, but take breaks and lift with your legs.</p>
<h2>Mind the winter blues</h2>
<p>Less daylight can affect mood. Getting outside around midday, keeping a regular sleep schedule and staying in touch with friends all help. If low mood lingers for weeks, talk with a health professional.</p>
<p>Before starting a new exercise routine, especially if you have heart or joint concerns, check with your doctor.</p>$html$,
  'Indoor options, cold-weather safety and small daily habits to keep you active and in good spirits through a long Michigan winter.',
  array['Health & Wellness', 'Fitness'],
  array['winter exercise', 'stay active in winter', 'Michigan winter health'],
  'Priya Raman', '/images/posts/snow.svg', '2024-02-05 13:30:00+00', '2024-02-05 14:00:00+00'
),
(
  'Seasonal Allergies in Michigan: When Pollen Peaks and How to Cope',
  $md$For many Michiganders, spring and summer bring sneezing, itchy eyes and a stuffy nose. Knowing what is in the air and when can make the season easier.

## The pollen calendar

- **Early spring:** tree pollen from maple, oak and birch
- **Late spring and early summer:** grass pollen
- **Late summer into fall:** ragweed, until the first hard frost

## Everyday steps

Keep windows closed on high-pollen days and use air conditioning instead. Shower and change clothes after spending time outdoors, and dry laundry inside rather than on a line. Checking the daily pollen forecast helps you plan outdoor activities for times when counts are lower, often after a rain.

## Over-the-counter help

Antihistamines, nasal sprays and eye drops work well for many people. Read labels carefully, since some allergy medicines cause drowsiness, and ask a pharmacist if you take other medications.

## When to see a doctor

If symptoms interfere with sleep or work, or if you also have asthma, talk with your doctor. An allergist can test for specific triggers and discuss longer-term treatments.

With a little planning, most people can enjoy Michigan's warmer months without letting allergies take over.$md$,
  'When tree, grass and ragweed pollen peak in Michigan, plus everyday steps, over-the-counter options and when to see a doctor.',
  array['Health & Wellness', 'Allergies'],
  array['Michigan allergies', 'pollen season', 'allergy relief tips'],
  'Maria Alvarez', '/images/posts/sun.svg', '2024-04-29 10:15:00+00', '2024-04-29 11:00:00+00'
),
(
  'Community Health Fairs Offer Free Screenings in Warren This Month',
  $html$<p>Residents of Warren can get free health screenings at a series of community health fairs hosted at recreation centers and churches throughout the month.</p>
<h2>What is offered</h2>
<ul>
<li>Blood pressure and blood sugar checks</li>
<li>Vision screenings and hearing checks</li>
<li>Flu shots while supplies last</li>
<li>Information on nutrition, smoking cessation and mental health support</li>
</ul>
<h2>Who can attend</h2>
<p>The fairs are open to everyone, with or without insurance. No appointment is needed, though lines are shortest in the first hour. Interpreters are available at several locations.</p>
<h2>Why screenings matter</h2>
<p>High blood pressure and high blood sugar often cause no symptoms at first. A quick check can flag a problem early, when it is easier to manage. Volunteers help anyone with a concerning result find a clinic for follow-up care.</p>
<h2>Bring a friend</h2>
<p>Organizers encourage visitors to bring family members or neighbors who have not seen a doctor in a while. Children's activities keep younger visitors busy while parents are screened.</p>
<p>A schedule of dates and locations is available from the city and at participating sites.</p>$html$,
  'Free blood pressure, blood sugar, vision and hearing screenings, plus flu shots, at community health fairs across Warren this month.',
  array['Health & Wellness', 'Warren', 'Community'],
  array['free health screenings', 'Warren health fair', 'flu shots Michigan'],
  'Derek Coleman', '/images/posts/heart.svg', '2024-09-16 14:45:00+00', '2024-09-16 15:30:00+00'
);

-- Promotional posts: business details and a backlink to the business's site.
insert into public.blog_posts
  (title, content, meta_description, tags, keywords, author, image_url, canonical_url, backlink_url,
   business_name, business_address, business_phone, image_ideas, created_at, published_at)
values
(
  'Woodward Avenue Auto Care Opens Second Bay for Same-Day Repairs',
  $md$Drivers in Royal Oak waiting days for routine repairs have a new option. Woodward Avenue Auto Care has opened a second service bay dedicated to same-day work on brakes, batteries, tires and oil changes.

## Why same-day matters

For many families, a car in the shop means missed work or a scramble for rides. The shop's owners say splitting quick jobs from longer repairs keeps both moving: a brake job no longer waits behind an engine rebuild.

## What the new bay handles

- Brake pads and rotors
- Battery testing and replacement
- Tire rotation, balancing and flat repair
- Oil changes and fluid checks

## Booking and walk-ins

Customers can book a same-day slot online or call ahead in the morning. Walk-ins are welcome when the schedule allows. Details and hours are on the [Woodward Avenue Auto Care website](https://woodwardautocare.example/services).

## Tips from the technicians

Listen for squealing or grinding when you brake, watch for a slow-cranking engine on cold mornings and check tire pressure monthly. Catching small problems early is the easiest way to keep a repair in the same-day category.$md$,
  'Woodward Avenue Auto Care in Royal Oak adds a second bay for same-day brakes, batteries, tires and oil changes, with online booking.',
  array['Business', 'Royal Oak', 'Auto Services'],
  array['auto repair Royal Oak', 'same-day car repair', 'brake service'],
  'Editorial Team', '/images/posts/car.svg',
  'https://woodwardautocare.example/', 'https://woodwardautocare.example/',
  'Woodward Avenue Auto Care', '2150 Woodward Ave, Royal Oak, MI 48073', '(248) 555-0131',
  array['Technician checking brake rotors in the new service bay', 'Storefront of the shop on Woodward Avenue'],
  '2024-03-05 09:00:00+00', '2024-03-05 09:30:00+00'
),
(
  'Great Lakes Roofing Shares a Spring Checklist for Troy Homeowners',
  $html$<p>Michigan winters are hard on roofs. Freeze-thaw cycles, heavy snow and ice dams can leave damage that is easy to miss from the ground. Great Lakes Roofing, a family-run contractor serving Troy and nearby suburbs, shared the checklist its inspectors use every spring.</p>
<h2>From the ground</h2>
<ul>
<li>Look for missing, curled or cracked shingles</li>
<li>Check that gutters are attached and draining away from the house</li>
<li>Watch for granules collecting at downspout outlets, a sign of aging shingles</li>
</ul>
<h2>From the inside</h2>
<p>On a sunny day, look for light coming through the attic boards. Stains on ceilings or damp insulation can point to a slow leak that started during the winter.</p>
<h2>When to call a professional</h2>
<p>Climbing on a roof is risky, especially when it is wet. If anything on the checklist looks wrong, a professional inspection can confirm whether a repair will do or whether replacement is worth considering. The company offers free spring inspections for homeowners in Troy, Rochester Hills and Birmingham.</p>
<p>Small repairs made in spring are far cheaper than water damage discovered in fall, the team says.</p>$html$,
  'A spring roof checklist from Great Lakes Roofing for Troy homeowners: what to check from the ground and attic, and when to call a pro.',
  array['Business', 'Troy', 'Roofing'],
  array['roofing Troy MI', 'roof inspection', 'spring roof checklist'],
  'Editorial Team', '/images/posts/house.svg',
  'https://greatlakesroofing.example/', 'https://greatlakesroofing.example/',
  'Great Lakes Roofing', '1800 W. Big Beaver Rd, Troy, MI 48084', '(248) 555-0177',
  array['Inspector on a ladder checking shingles', 'Close-up of a clogged gutter in spring'],
  '2024-04-08 10:30:00+00', '2024-04-08 11:00:00+00'
),
(
  'Motor City Plumbing Explains How to Prevent Frozen Pipes',
  $md$A deep freeze can turn a small oversight into a burst pipe and a flooded basement. The team at [Motor City Plumbing & Drain](https://www.motorcityplumbing.example/) answers the questions they hear most each January.

## Which pipes freeze first?

Pipes in exterior walls, crawl spaces, garages and unheated basements are most at risk, along with outdoor spigots.

## Simple steps that work

- Disconnect garden hoses and shut off outdoor faucets from inside
- Open cabinet doors under sinks on exterior walls so warm air can reach the pipes
- Let a faucet drip slowly on the coldest nights
- Keep the thermostat at the same temperature day and night
- Add foam insulation to exposed pipes in unheated spaces

## If a pipe freezes

Turn on the faucet and gently warm the pipe with a hair dryer, starting from the faucet end. Never use an open flame. If you cannot find the frozen section or the pipe has cracked, shut off the main water valve and call a plumber.

## Know your shutoff

Every adult in the house should know where the main water shutoff is. The company offers free winter checklists and emergency service details on its [frozen pipe help page](https://motorcityplumbing.example/frozen-pipes).$md$,
  'Motor City Plumbing & Drain explains which pipes freeze first, simple prevention steps, and what to do if a pipe freezes or bursts.',
  array['Business', 'Detroit', 'Plumbing'],
  array['frozen pipes', 'Detroit plumber', 'winter plumbing tips'],
  'Editorial Team', '/images/posts/snow.svg',
  'https://www.motorcityplumbing.example/', 'https://www.motorcityplumbing.example/',
  'Motor City Plumbing & Drain', '4400 Michigan Ave, Detroit, MI 48210', '(313) 555-0164',
  null,
  '2024-01-15 08:00:00+00', '2024-01-15 08:30:00+00'
),
(
  'Sterling Comfort HVAC on Getting Your Furnace Ready for Winter',
  $html$<p>The first cold snap is the worst time to discover a furnace problem. Technicians at <a href="https://sterlingcomfort.example/furnace-tune-up">Sterling Comfort HVAC</a> in Sterling Heights say a little preparation in October prevents most of the no-heat calls they get in December.</p>
<h2>What homeowners can do</h2>
<ul>
<li>Replace the furnace filter; a clogged filter makes the system work harder</li>
<li>Clear storage boxes and laundry away from the furnace and vents</li>
<li>Test the thermostat and replace its batteries if it uses them</li>
<li>Check that carbon monoxide detectors work, and replace units older than their rated life</li>
</ul>
<h2>What a tune-up covers</h2>
<p>A professional tune-up usually includes inspecting the burners and heat exchanger, testing safety controls, checking the blower and measuring airflow. It is also a chance to ask about strange noises or uneven heating between rooms.</p>
<h2>Signs you need service now</h2>
<p>Call a technician if you smell gas, hear banging or squealing, see a yellow instead of blue flame, or if the furnace cycles on and off constantly. For a gas smell, leave the house first and call your utility from outside.</p>$html$,
  'Sterling Comfort HVAC''s fall furnace checklist: filters, thermostats, CO detectors, what a tune-up covers and warning signs to act on.',
  array['Business', 'Sterling Heights', 'HVAC'],
  array['furnace tune-up', 'HVAC Sterling Heights', 'winter heating tips'],
  'Editorial Team', '/images/posts/house.svg',
  'https://sterlingcomfort.example/', 'https://sterlingcomfort.example/',
  'Sterling Comfort HVAC', '33000 Van Dyke Ave, Sterling Heights, MI 48312', '(586) 555-0119',
  array['Technician replacing a furnace filter', 'Thermostat on a living room wall'],
  '2024-10-14 12:15:00+00', '2024-10-14 13:00:00+00'
),
(
  'Lansing Legal Partners Answers Common Questions About Small Claims Court',
  $md$Small claims court lets people resolve modest money disputes without hiring a lawyer for a full trial. The attorneys at Lansing Legal Partners hear the same questions about it again and again, so they put together these answers. This is general information, not legal advice for your situation.

## What kinds of cases fit?

Typical cases involve unpaid bills, security deposits, minor property damage or a contractor who did not finish a job. There is a dollar limit on claims, set by state law, so check the current limit with the court before you file.

## How does it work?

- You file a short form with the district court and pay a filing fee
- The other party is formally notified of the claim
- Both sides tell their story to a judge or magistrate, usually in a single short hearing

## How should I prepare?

Bring organized copies of everything: contracts, receipts, photos, texts and e-mails. Write a one-page timeline of what happened. Practice explaining your case in a few minutes, calmly and in order.

## When should I talk to a lawyer?

If your claim is close to the limit, involves a business dispute or the other side has a lawyer, a consultation can help you decide whether small claims is the right place for your case.$md$,
  'Lansing Legal Partners explains which cases fit small claims court, how the process works and how to prepare. General information only.',
  array['Business', 'Lansing', 'Legal Services'],
  array['small claims court Michigan', 'Lansing lawyer', 'legal questions'],
  'Editorial Team', '/images/posts/books.svg',
  'https://lansinglegal.example/', 'https://lansinglegal.example/',
  'Lansing Legal Partners', '120 N. Washington Sq, Lansing, MI 48933', '(517) 555-0146',
  null,
  '2024-07-29 15:00:00+00', '2024-07-29 15:30:00+00'
),
(
  'Kerrytown Kitchen Brings Seasonal Michigan Produce to Ann Arbor Plates',
  $html$<p>At <a href="https://kerrytownkitchen.example/">Kerrytown Kitchen</a>, the menu changes with whatever Michigan farms are harvesting that week. In June that means asparagus, strawberries and the first tender greens; by August the kitchen is working through crates of tomatoes and sweet corn.</p>
<h2>Cooking with the seasons</h2>
<p>The chefs build each dish around a few ingredients at their peak. Sauces are kept simple so the produce can speak for itself. The restaurant publishes its <a href="https://kerrytownkitchen.example/menu">current menu</a> every Tuesday, after the week's deliveries are confirmed.</p>
<h2>Working with local growers</h2>
<ul>
<li>Most vegetables come from farms within about sixty miles</li>
<li>Whole-animal butchery means cuts change from week to week</li>
<li>Leftover produce becomes pickles and preserves for the winter menu</li>
</ul>
<h2>Visiting</h2>
<p>The dining room is small, so reservations are recommended on weekends. Walk-ins are welcome at the bar, where the kitchen serves a shorter menu of snacks and small plates. Groups can <a href="https://www.kerrytownkitchen.example/reservations">reserve a table online</a> up to a month ahead.</p>$html$,
  'Kerrytown Kitchen in Ann Arbor cooks with Michigan produce at its peak, with a menu that changes weekly and dishes built around local farms.',
  array['Lifestyle', 'Ann Arbor', 'Restaurants'],
  array['Ann Arbor restaurants', 'farm to table Michigan', 'seasonal menu'],
  'Editorial Team', '/images/posts/plate.svg',
  'https://kerrytownkitchen.example/', 'https://kerrytownkitchen.example/',
  'Kerrytown Kitchen', '415 N. Fifth Ave, Ann Arbor, MI 48104', '(734) 555-0128',
  array['Plate of roasted vegetables and greens', 'Chef sorting tomatoes from a farm delivery'],
  '2024-06-03 16:00:00+00', '2024-06-03 16:30:00+00'
),
(
  'Grand River Landscapes'' Guide to Native Plants for Michigan Yards',
  $md$Native plants are adapted to Michigan's soils, rain and winters, which means less watering, fewer chemicals and more birds and butterflies. The designers at Grand River Landscapes in Grand Rapids recommend starting small.

## Easy natives for sunny spots

- **Black-eyed Susan:** bright yellow flowers from midsummer into fall
- **Purple coneflower:** a favorite of bees and, later, goldfinches
- **Wild bergamot:** lavender blooms with a minty scent
- **Little bluestem:** a tidy grass that turns copper in autumn

## For shade

Wild ginger, woodland phlox and ferns handle shady corners where lawn struggles to grow.

## Planting tips

Plant in groups of three or more of the same species so pollinators can find them. Water new plantings through their first summer; after that, most natives need little help. Leave seed heads standing over winter for birds.

## Replacing lawn a little at a time

Converting a strip along a fence or a bed around a mailbox is a manageable first project. The company's [native planting service](https://grandriverlandscapes.example/native-plants) can help plan larger conversions, including rain gardens that soak up runoff from roofs and driveways.$md$,
  'Grand River Landscapes picks easy native plants for sunny and shady Michigan yards, with planting tips and ways to replace lawn gradually.',
  array['Lifestyle', 'Grand Rapids', 'Landscaping'],
  array['native plants Michigan', 'Grand Rapids landscaping', 'pollinator garden'],
  'Editorial Team', '/images/posts/trees.svg',
  'https://grandriverlandscapes.example/', 'https://grandriverlandscapes.example/',
  'Grand River Landscapes', '900 Leonard St NW, Grand Rapids, MI 49504', '(616) 555-0153',
  array['Bed of coneflowers and black-eyed Susans', 'Rain garden beside a driveway'],
  '2024-05-13 13:20:00+00', '2024-05-13 14:00:00+00'
),
(
  'Birmingham Home Staging Tips for Selling in a Busy Market',
  $html$<p>Buyers decide quickly, often while scrolling through listing photos. The stylists at Birmingham Home Staging say a few focused changes can help a house stand out without a major renovation.</p>
<h2>Start with less</h2>
<p>Clear countertops, pack away family photos and remove about a third of the furniture from each room. Open space photographs better and lets buyers picture their own belongings.</p>
<h2>Light and color</h2>
<ul>
<li>Replace burned-out bulbs and use the same warm color temperature throughout</li>
<li>Open every blind for showings and photo day</li>
<li>Repaint bold accent walls in soft, neutral tones</li>
</ul>
<h2>Rooms that matter most</h2>
<p>Focus on the living room, kitchen and primary bedroom. Fresh towels and a simple plant make bathrooms feel cared for. Outside, trimmed shrubs, a clean front door and a new doormat set the tone before buyers step in.</p>
<h2>Vacant homes</h2>
<p>Empty rooms can look smaller in photos. Staging a few key rooms with rented furniture helps show scale and purpose, especially for odd-shaped spaces.</p>
<p>The company offers consultations for sellers in Birmingham, Bloomfield Hills and Royal Oak, from a single walk-through to full staging.</p>$html$,
  'Staging tips from Birmingham Home Staging: declutter, brighten, focus on key rooms and stage vacant homes so listing photos stand out.',
  array['Lifestyle', 'Birmingham', 'Real Estate'],
  array['home staging Birmingham MI', 'selling a house tips', 'real estate Birmingham'],
  'Editorial Team', '/images/posts/house.svg',
  'https://birminghamstaging.example/', 'https://birminghamstaging.example/',
  'Birmingham Home Staging', '250 E. Maple Rd, Birmingham, MI 48009', '(248) 555-0190',
  null,
  '2024-02-26 11:00:00+00', '2024-02-26 11:30:00+00'
),
(
  'Ferndale Family Dental on Building Better Brushing Habits for Kids',
  $md$Getting children to brush well, twice a day, is a challenge for many parents. The hygienists at Ferndale Family Dental shared the approaches that work best for the families they see.

## Make it a routine

Brush at the same times every day, after breakfast and before bed, so it becomes as automatic as putting on shoes. Young children do best when a parent brushes with them.

## Make it fun

- Play a two-minute song and brush until it ends
- Let kids pick their own toothbrush and a mild-flavored toothpaste
- Use a sticker chart for a week of brushing without reminders

## Technique matters

Use a pea-sized amount of fluoride toothpaste for children three and older, and a smear the size of a grain of rice for younger ones. Angle the brush toward the gumline and use small circles. Parents should help with brushing until children can tie their own shoes, a rough sign they have the dexterity to do it alone.

## Regular checkups

Children should see a dentist by their first birthday and about every six months after that. The practice's [tips for parents](https://ferndalefamilydental.example/kids) include what to expect at a first visit and how to talk with kids about the dentist.$md$,
  'Hygienists at Ferndale Family Dental share routines, games and brushing technique that help kids build lasting habits, plus checkup advice.',
  array['Health & Wellness', 'Ferndale', 'Healthcare'],
  array['kids dental care', 'Ferndale dentist', 'brushing habits'],
  'Editorial Team', '/images/posts/heart.svg',
  'https://ferndalefamilydental.example/', 'https://ferndalefamilydental.example/',
  'Ferndale Family Dental', '22800 Woodward Ave, Ferndale, MI 48220', '(248) 555-0112',
  array['Child brushing teeth with a parent', 'Colorful toothbrushes in a cup'],
  '2024-03-25 10:00:00+00', '2024-03-25 10:45:00+00'
);
