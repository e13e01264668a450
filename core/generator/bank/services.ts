import { createPool } from '../template.ts'

/** Opening sentence of a service section. */
export const SERVICE_LEAD = createPool('service.lead', [
  '{business} [offers|provides] {service} for {client} [across|throughout] {city} and [nearby communities|the surrounding area].',
  'At {business}, every request for {service} [gets|receives] the same [attention|care] as everything else: [careful listening, clear advice and no shortcuts|a clear plan, honest advice and tidy work].',
  '[When it comes to|For] {service}, {business} [keeps things simple|takes a practical approach]: [understand what you need|listen first], then [do the work properly|deliver it well].',
  '(-bail) [Plenty of|Many] {client} [first come to|first discover] {business} [for|looking for] {service}, and [it is easy to see why|they tend to stay].',
  '[Much of|A big part of] what {business} does [every week|day to day] in {city} [revolves around|comes back to] {service}.',
  'If {service} is on your list, {business} [is well worth a call|deserves a close look].',
  'The [approach|thinking] behind {service} at {business} is [straightforward|simple]: [no surprises|no guesswork], [clear communication|plain talk] and [results you can see|work that holds up].',
  '(-bail) [Ask|Talk to] [just about anyone|a few regulars] at {business} and the talk turns to {service} [quickly|before long].',
])

/** General sentences about a service. */
export const SERVICE_BODY = createPool('service.body', [
  'The team at {business} [takes time|makes time] to understand [what you want|your goals] before [recommending anything|suggesting a plan].',
  'Questions about {service} are [always|genuinely] welcome, [and the answers come in plain language|and nobody will rush you].',
  '(-cannabis) [Doing|Delivering] {service} well depends on [experience|skill] and [attention to detail|patience], and the {team} at {business} bring both.',
  '{client} [appreciate|value] that the {team} at {business} explain [each step|the options] [clearly|honestly] instead of pushing extras.',
  '(-bail) At {business}, [every|each] [visit|appointment|request] is [shaped around|tailored to|built around] the person in front of them, not [a one-size-fits-all script|a script|a checklist].',
  '[For|With] {service}, [small details|the little things] [make a real difference|add up], and {business} [pays attention to them|does not skip them].',
  '(-bail) [Regulars|Repeat customers] [often say|tend to say] that [consistency|reliability] is what keeps them coming back [to {business}|year after year].',
  '(-bail) {business} is [the kind of|a] [place|business|spot] where [the {team} remember your name|people remember your name|staff remember your name] and what you [asked for|liked|needed] last time.',
  '[Because|Since] {business} [handles|focuses on] {service} [week in and week out|every day], the {team} have seen [most situations|just about every situation] before.',
  'At {business}, experience [shows|comes through] in [the little decisions|small choices] that [separate|set apart] a [good|great] result from an average one.',
  '(+salon,general) The goal [at {business}|with {service}] is [simple|always the same]: you should leave knowing exactly what was done and [why|what comes next].',
  '[Straight answers|Honest answers] [about timing and cost|on what happens next] are part of the [service|deal] at {business}.',
  '[New|First-time] {client} at {business} [are|get] [walked through|shown] [everything|the process] [from the start|step by step], so [nothing comes as a surprise|there are no surprises].',
  '[If|When] [something is not right|a result is not quite right], the team at {business} [would rather hear about it|wants to know] and [make it right|fix it].',
  '(-cannabis) It is easy to underestimate {service}, but [doing it well|getting it right] [takes|requires] [practice|real skill] and [care|good judgment].',
  '(-bail) [Whether|No matter whether] it is your first time at {business} or your [fiftieth|hundredth], [the standard does not change|you get the same care].',
  '[A good|The right] [provider|team] [makes|can make] {service} [feel easy|feel effortless], and that is the [experience|standard] {business} [aims for|works toward].',
  'It [also|really] helps that {business} [knows|understands] {city} and the people who live [here|there].',
  '[Clear|Upfront] communication [runs through|shapes] every [conversation|visit] about {service} at {business}, [from the first call to the final check|from start to finish].',
  '(-bail) [Many|Most] {client} [start with|begin with] [one|a single] visit to {business} and [end up|become] [regulars|loyal customers] [for years|over time].',
])

/** 'What to expect' sentences. */
export const SERVICE_EXPECT = createPool('service.expect', [
  '(-bail) [A first visit|Your first visit] for {service} [usually starts|starts] with a [short|friendly] conversation about [what you need|your goals] and [any concerns|anything you are unsure about].',
  '(-cannabis) [Once your goals are clear|After a short conversation], the {team} [lay out the options for {service} and what each one involves|explain a plan for {service} and how long things will take].',
  '(-bail,cannabis) You [will|can expect to] [know|hear] the price of {service} [before|up front, before] [anything begins|work begins], [so there are no surprises at the end|which makes planning easy].',
  '(-bail) [Expect|You can expect] [a relaxed pace|an unhurried pace]: nobody at {business} [rushes|hurries] {service}.',
  'Bring any questions you have about {service}, [even small ones|however small]; the {team} [are happy to answer them|would rather answer them than guess].',
  '(+salon,general) [Photos|Examples] or [notes|a list] [of what you want|about what you have in mind] for {service} [help everyone get on the same page|make the first conversation easier], so [bring them along|share them early].',
  '(-bail,cannabis) [Timing|Scheduling] depends on [the details|what you need], but {business} [will give you|gives] [an honest estimate|a realistic estimate] [at the start|up front].',
  '(-bail,tours,cannabis) [Afterward|Once it is done], [you will get|expect] [clear advice|practical tips] from {business} on [what comes next|how to keep things in good shape].',
  '(-bail) [Most|Many] {client} [say|find] {service} at {business} [is easier than they expected|feels more relaxed than they expected].',
  '(-bail) [Arriving a few minutes early|Showing up a few minutes early] at {business} [gives you time|leaves time] to [settle in|get comfortable] and [go over any last questions|talk through last-minute questions].',
  '(-cannabis) [The {team}|Staff] at {business} will [check in|check in with you] [along the way|as things progress], so you are never [left wondering|in the dark].',
  'Follow-up questions are [welcome|part of the service]; a quick call to {business} [is all it takes|is all you need].',
])

/** Sentences about skill, care and standards. */
export const SERVICE_QUALITY = createPool('service.quality', [
  'Quality [is not an accident|does not happen by accident] at {business}; it [comes from|grows out of] [habits|routines] the {team} [follow|keep] [every day|on every job].',
  'The {team} at {business} [keep learning|keep their skills current], [following|keeping up with] [new techniques|changes in the field] [so {client} benefit|to the benefit of {client}].',
  'Cleanliness and good organization [matter|count] at {business} [too|as well]; both are [a sign of|part of] [respect for {client}|a respectful operation].',
  '(-bail) [Every|Each] [job|visit] at {business} [ends with|finishes with] a [final check|last look] [to make sure|so that] [nothing has been missed|everything is right].',
  '(-bail) [Consistency|Reliability] [separates a good business from a great one|is the difference between a one-time visit and a long relationship], and {business} [takes it seriously|works hard at it].',
  'Mistakes happen [everywhere|in every business], but [how they are handled|the way they are fixed] [says a lot|tells you a great deal], and {business} [owns them|handles them openly].',
  '[Standards|High standards] [are easy to talk about|are easy to claim]; {business} [shows them|proves them] [in the details|in the finished work].',
  '(+salon,general) [Fair|Honest] advice about {service} [sometimes means|can mean] [recommending less|suggesting a smaller job], and the {team} [are comfortable saying so|will tell you when that is the case].',
  '[Candor|Straight talk] is [a big reason|one reason] {client} recommend {business} to [friends and family|the people they care about].',
  '(+salon,general) [A good result|Good work] should [last|hold up], and [the {team} plan|{business} plans] for [that|the long run] [from the start|from the first visit].',
  '[Feedback|Customer feedback] [is taken seriously|gets read and acted on] at {business}, [which keeps the service sharp|and it keeps the team sharp].',
])

/** Practical tips a reader can use. */
export const SERVICE_TIPS = createPool('service.tips', [
  '(-bail,cannabis) [Book|Schedule] [early|ahead] [if you can|when possible]; [popular times|evenings and weekends] [fill up quickly|go fast] in {city}.',
  '(-bail,tours,cannabis) [Write down|Jot down] your goals for {service} before you call, [so nothing gets forgotten|which keeps the conversation focused].',
  '(-cannabis) [Ask|Do not be shy about asking] [what is included|exactly what is included] in a quote for {service}, [so you can compare fairly|so there are no surprises].',
  '(-bail) [Keep|Save] [notes|a record] after each visit to {business} on [what worked|what you liked]; it makes the next visit [easier|quicker].',
  '(-bail,cannabis) If your [schedule|plans] [change|shift], [call|let {business} know] [as early as you can|as soon as possible]; [it is courteous|it helps everyone] and [often opens up other options|usually there is a way to adjust].',
  '(-bail,cannabis,tours) [Think about|Consider] [timing|the calendar] for {service}: [some|many] [needs|jobs] are [easier|simpler] [to handle|to plan] [before|ahead of] [the holidays|a busy season].',
  '[Read|Check] [recent reviews|a few recent reviews] of {business}, [but|and] [trust|weigh] [what you see in person|your own first impression] [too|just as much].',
  '(-bail) [A budget|Having a budget in mind] [helps the {team} suggest|makes it easier for the {team} to recommend] [the right options for {service}|options for {service} that fit].',
  '[Do not|Never] [be afraid|hesitate] to ask the {team} at {business} for [a recommendation|advice|a second opinion]; [that is|it is] [what they are there for|part of the service|part of the job].',
  '(+salon,general) [Follow|Stick to] the [aftercare|follow-up] advice from {business}; [it is|that is] [the easiest way|the simplest way] to [make good results last|protect the result].',
  '(-bail) [Combine|Group] [errands|visits] [when you can|where possible]: {business} [sits|is] [close to|near] [other|plenty of] [shops and services|stops] in {city}.',
  '(-bail) [If you are unsure|When in doubt] about {service}, [start small|begin with a simple request]; [you can always|it is easy to] [add to it later|build from there].',
])

/** Sentences about cost and value. */
export const SERVICE_VALUE = createPool('service.value', [
  '(+salon,general) [Price|Cost] [matters|counts] with {service}, but [value|the result] [matters more|counts for more]; [a cheap job|cheap work] that [has to be redone|needs redoing] [is never a bargain|costs more in the end].',
  '(-cannabis) {business} [gives|provides] [clear|straightforward] [quotes|pricing] [before work begins|up front], so you can decide [without pressure|at your own pace].',
  '[Costs|Prices] for {service} depend on [the details|what is involved], [which is why|so] a [quick|short] conversation [is the best way|is the fastest way] to get [a real number|an accurate figure].',
  '[Ask|Feel free to ask] about options for {service} at [different|several] price points; [there is often|there is usually] [more than one good answer|a choice that fits].',
  '[Hidden fees|Surprise charges] [are|remain] [a common complaint|a frequent complaint] [in many industries|about many businesses], and {business} [avoids them|steers clear of them].',
  '(-bail,cannabis) [Paying|Spending] a [little|bit] more for [skill|experience] with {service} [often|usually] [saves money|pays off] [over time|in the long run].',
  '(-bail,tours) At {business}, [value|good value] also means [time|your time]: [no long waits|fewer delays], [clear scheduling|reliable scheduling] and [work done right the first time|no repeat visits].',
  '(-bail) If the budget for {service} is tight [right now|this month], [say so|mention it]; the {team} [can often suggest|may be able to suggest] [a simpler option|a smaller first step].',
  '(-cannabis) [Comparing|When comparing] [quotes|prices] for {service}, [make sure|check that] [each one|they all] [covers|cover] the same [work|scope]; [otherwise|if not] [the cheapest number can mislead|the lowest number can be misleading].',
  '[Many|Plenty of] {client} [say|find] {business} [offers|delivers] [fair value|good value] for {service} [in {city}|compared with other options in {city}].',
])

/** Michigan seasons and local life around a service. */
export const SERVICE_SEASON = createPool('service.season', [
  'Michigan weather [keeps everyone on their toes|keeps everyone guessing], and [planning|demand for] {service} [follows the calendar|shifts with the calendar] in {city}.',
  '[Spring|Early spring] in {city} [brings|means] [a rush of|plenty of] [new plans|fresh starts], so [booking|calling] {business} [early|in March or April] [is wise|pays off].',
  'Summer [is short|goes by quickly] in Michigan, [and|so] [many|plenty of] {client} in {city} [try to|like to] [get things done|fit in their plans] before [the Fourth of July|the busy vacation weeks].',
  '[Fall color|Autumn color] [draws|brings] [visitors|crowds] across [the state|Michigan], and [things|schedules] in {city} [get busy|fill up] [in September and October|until the first frost].',
  '[Winter|A Michigan winter] [does not stop|never stops] life in {city}; [it just means|it only means] [planning around|working around] [snow days|lake-effect snow] and [icy roads|slippery mornings].',
  '(-tours) [The weeks before the holidays|November and December] [tend to be|are usually] [the busiest time|a busy stretch] for {service}, so [plan ahead|book early].',
  '(-tours) [Quieter|Slower] [months|weeks] like [January|late winter] can be [a smart time|an ideal time] to [book|schedule] {service}, [with|because there is] more flexibility [on timing|in the calendar].',
  '[Road construction season|Orange-barrel season], as every Michigan driver knows, [can|may] [add|tack on] [a few minutes|time] to [the drive|your trip] to {business}, so [leave a little early|allow extra time].',
  '[Graduations|Weddings] and [family reunions|summer events] [keep|make] [May and June|early summer] [busy|hectic] around {city}, [which|and that] [affects|shapes] [scheduling|availability] [too|as well].',
  '[Whatever the season|Rain, shine or snow], {business} [adjusts|adapts] [to what {client} need|its schedule to the weather] [without fuss|with little fuss].',
])

/** h3 headings for the parts of a service section. */
export const SERVICE_EXPECT_HEADING = createPool('service.expect.h3', [
  'What to Expect From {title:service} at {business}',
  '(-bail) Your First Visit for {title:service}',
  '{title:service} at {business}: How It Works',
  '{title:service}, Step by Step',
  'What Happens When You Call About {title:service}',
  'A Closer Look at {title:service}',
])
export const SERVICE_QUALITY_HEADING = createPool('service.quality.h3', [
  'The Standard Behind {title:service}',
  'Quality and Care in {title:service}',
  'Why the Details Matter for {title:service}',
  'How {business} Keeps Standards High',
  'Doing {title:service} Right',
])
export const SERVICE_TIPS_HEADING = createPool('service.tips.h3', [
  'Tips for Getting the Most From {title:service}',
  'Practical Advice on {title:service}',
  'Smart Planning for {title:service}',
  '(-bail) A Few Tips Before You Book {title:service}',
  'Making {title:service} Easy',
])
export const SERVICE_VALUE_HEADING = createPool('service.value.h3', [
  'Cost and Value of {title:service}',
  'Pricing {title:service} Fairly',
  'Getting Good Value on {title:service}',
  'The Cost of {title:service}, and Why It Varies',
  'Budgeting for {title:service}',
])
export const SERVICE_SEASON_HEADING = createPool('service.season.h3', [
  '{title:service} Through the Michigan Seasons',
  'Planning {title:service} Around the Calendar',
  'When to Book {title:service} in {cityName}',
  'The Best Time of Year for {title:service}',
  'Seasonal Notes on {title:service}',
])
