import { createPool } from '../template.ts'

export const WHY_LEAD = createPool('why.lead', [
  'So why do so many {client} in {city} choose {business} for {service}?',
  'There are [plenty of|many] [choices|options] for {service} in {city}, so [it is fair to ask|a fair question is] what sets {business} apart.',
  'The reasons {client} [choose|stick with] {business} [come down to|boil down to] a few [simple|practical] things.',
  'Trust [takes time|is slow work], and {business} has [earned it|built it] across {cities} [the hard way|through consistent work].',
])

export const WHY_BODY = createPool('why.body', [
  '[Local knowledge|Knowing the area] [matters|counts]: the team at {business} [understands|knows] {city}, its seasons and [its people|the people who live there].',
  '[Clear communication|Communication] comes first at {business}; calls [get returned|are returned] and questions [get answered|are answered] [promptly|without fuss].',
  '[Honest advice builds|Straight recommendations build] [trust|loyalty], and {business} would rather lose a sale than [sell you something you do not need|oversell].',
  'At {business}, consistency means [the same|equal] [care|quality] [on a busy Saturday as on a quiet Tuesday|whether the day is busy or quiet].',
  'The {team} at {business} [treat|see] {client} [as neighbors|like neighbors], [not|rather than] [transactions|numbers].',
  '[Convenience|Easy access] [helps|counts too]: with [a presence|locations] in {cities}, {business} is [easy to reach|never far away].',
  'Respect for your time shows in [the details|small things] at {business}: [realistic timelines|clear scheduling], [quick responses|prompt replies] and [little waiting|no needless waiting].',
  'A [welcoming|friendly] [atmosphere|environment] [makes|can make] [a real difference|all the difference] with {service}, [especially|particularly] for [first-time|nervous] {client}.',
  'A good name in a community like {city} [takes years to build|is earned slowly] and [can vanish fast|can be lost quickly], which keeps {business} [focused|on its toes].',
  '(-bail) [Openness|Transparency] about the [price|cost] and [timing|process] of {service} [leaves|means] [nothing hidden|no surprises] [at the end|when the bill comes].',
  '{business} is the kind of [business|place] {client} [recommend|mention] to [friends|family] [without hesitation|happily].',
  '[Experience|Practice] [pays off|shows] when [something unexpected|a curveball] [comes up|arises] with {service}, because the {team} have [seen|handled] [most things|it] before.',
  '[Good|Great] service does not end when you [leave|walk out the door]; {business} [follows up|stays in touch] [when it matters|when needed].',
  'Feedback from {client} [shapes|guides] the way {business} [works|operates], so [the service keeps getting better|things keep improving].',
  '[Fair|Honest] pricing, [careful|skilled] work and a [warm|friendly] welcome [sound simple|are simple ideas], but [few|not many] businesses in {city} [deliver all three|manage all three] consistently.',
  'Choosing a [local|hometown] business like {business} [keeps|helps keep] [dollars|money] in {city} and [supports|strengthens] [the local economy|the community].',
  'When you [call|reach out to] {business}, you [talk to|reach] [a real person|someone who knows the business], not [a phone tree|an endless menu].',
  '[The best|Good] [businesses|providers] [make|can make] {service} [feel straightforward|feel simple], and [that is|this is] [exactly what|what] {client} [describe|say] about {business}.',
])

/** Bulleted reasons; `**Label.**` becomes bold. */
export const WHY_LIST = createPool('why.list', [
  '**Local roots.** {business} [knows|understands] {city} and the people who live there.',
  '**Clear communication.** [Straight|Honest] answers about {service} [before, during and after|at every step of] the [work|process].',
  '(-bail) **Fair pricing.** [Quotes|Prices] for {service} are [explained|laid out] [up front|clearly], with nothing hidden.',
  '**Experienced {team}.** The people [doing the work|on the job] know {service} [inside and out|thoroughly].',
  '**Respect for your time.** [Realistic|Honest] [timelines|scheduling] and [prompt|quick] [replies|callbacks] from {business}.',
  '**A welcoming atmosphere.** [First-timers|Newcomers] [feel|are made to feel] [at ease|welcome] at {business} [from the first minute|right away].',
  '**Consistency.** The same [standard|level of care] for {service} [every time|on every visit], [busy day or not|whatever the day].',
  '**Community ties.** {business} is part of [life in|the fabric of] {city}.',
  '**Easy to reach.** [Convenient|Close by] for {client} across {cities}.',
  '**Honest advice.** Recommendations on {service} [based on|driven by] [what you need|your needs], not [a sales target|a quota].',
  '**Follow-through.** [Promises|Commitments] [are kept|get kept] at {business}, and [problems|issues] [get fixed|are put right] [quickly|promptly].',
  '**Attention to detail.** [Small things|The little things] in {service} [get noticed|are not skipped], because they [add up|make the difference].',
  '**Real people.** Calls to {phone} [reach|go to] [people who can help|someone who can actually help].',
  '(+bail,cannabis) **Discretion.** [Personal|Sensitive] matters are handled [privately|with care] at {business}.',
])

export const WHY_PEOPLE = createPool('why.people', [
  'At the heart of {business} are people who [take pride in|care about] [their work|doing things right].',
  'The {team} at {business} [bring|combine] [skill|know-how] with [patience|a genuine interest in people], and that mix is [hard to teach|rarer than it should be].',
  'Learning [never really stops|is ongoing] for the {team} at {business}, who keep [up with|on top of] [new ideas|changes in the field].',
  '[Friendly|Warm] is not the same as [careless|casual]: the {team} at {business} are [easygoing|relaxed] but [thorough|precise].',
  '(-bail) [Many|Plenty of] {client} ask for {business} team members by name, [which says a lot|a good sign] about the [trust|relationships] built over time.',
  'Good people make [stressful moments|hard days] [easier|lighter], and that is what {client} [describe|say] about the {team} at {business}.',
  'Careful listening comes first for the {team} at {business}, because [the best results start there|nothing good happens without it].',
  'Pride in good work [shows|is obvious] in the way the {team} at {business} approach [every job|each request].',
  '[New|Newer] team members at {business} [learn|train] [alongside|next to] [experienced|seasoned] [colleagues|hands], so [standards|habits] carry over [from one generation to the next|year after year].',
  'The {team} at {business} [are|tend to be] [quick to smile|easy to talk to] and [slow to rush|never in a hurry to rush anyone].',
])

export const WHY_COMMUNITY = createPool('why.community', [
  '{business} has become part of [everyday life|the rhythm of life] in {city}.',
  'Supporting local [businesses|names] such as {business} [keeps|helps keep] {city} [vibrant|thriving] and [jobs close to home|money in the community].',
  'Neighbors across {cities} [know|recognize] {business} [as a name they can trust|for steady, honest work].',
  'A business rooted in {city}, where its {client} live, has [every reason|good reason] to [do right by them|get things right].',
  'Local word of mouth [keeps|holds] {business} [accountable|to a high standard] in [ways|a way] that [big chains|national chains] [seldom face|rarely are].',
  'From school fundraisers to neighborhood [projects|causes], local businesses [tend to be|are] [involved|there] when {city} needs them.',
  'The [strongest|best] recommendation around {city} is still a [satisfied|happy] [neighbor|customer], and {business} [counts on|has plenty of] them.',
  '[Small|Independent] businesses give {city} [its character|much of its personality], and {business} is [a good example|one example].',
])

export const WHY_HEADING = createPool('why.h2', [
  'Why Choose {business}?',
  'Why {title:client} Choose {business}',
  'What Sets {business} Apart',
  'Why Choose This {title:kind} in {cityName}?',
  'What {title:client} in {cityName} Value Most',
])
export const WHY_PEOPLE_HEADING = createPool('why.people.h3', [
  'The People Behind {business}',
  'Meet the {title:team} at {business}',
])
export const WHY_COMMUNITY_HEADING = createPool('why.community.h3', [
  'Rooted in {cityName}',
  'A Part of the {cityName} Community',
  'Part of the Community Around {business}',
])
