import { createPool } from '../template.ts'

export const HOW_LEAD = createPool('how.lead', [
  'Choosing [a provider|someone] for {service} [is easier|gets easier] with a [simple|short] [checklist|plan].',
  '[Not every {kind} is the same|No two businesses offering {service} are alike], so it pays to [compare|look closely] before you [decide|commit].',
  'Here is [how to|a practical way to] [choose|pick] the right {kind} for {service} [in|around] {city}.',
  '[A few minutes of|A little] [research|homework] [on {service}|before you call anyone about {service}] [can save|saves] [a lot of|plenty of] [time|trouble] [later|down the road].',
])

export const HOW_BODY = createPool('how.body', [
  'Start with [recent reviews|reviews] of local options for {service} in {city}, [but|and] read [them closely|beyond the star rating]: [repeated comments|patterns] [tell you more than|matter more than] any single review.',
  'Ask [friends|neighbors] and [coworkers|family] in {city} [who they use|for recommendations]; [firsthand|personal] experience [is hard to beat|beats advertising].',
  'Call [two or three|a few] [businesses|places] in {city} and [notice|pay attention to] how they treat you [on the phone|from the first call].',
  'A good {kind} explains [the options|the choices] [clearly|in plain words] and does not pressure you [to decide|into a decision] [on the spot|right away].',
  'Ask about experience with {service} [specifically|in particular], not just [general|related] work.',
  '(-bail,tours) Location [matters more than people expect|counts]: {a:kind} close to [home|where you live in {city}] keeps follow-up [easy|simple].',
  '(-bail) [Be wary of|Watch for] [quotes for {service} far below everyone else|prices for {service} that seem too good to be true]; there is usually a catch.',
  'Trust your [instincts|gut] when you call around {city}: if [a conversation feels rushed|something feels off], it is fine to [keep looking|walk away].',
  '(-cannabis) [Clear|Written] terms for {service} protect [both sides|everyone], so [ask for them|insist on clarity] before [you commit|anything starts].',
  '[Responsiveness|Availability] can matter as much as price for {service}, [especially|particularly] when [timing matters|you need help quickly].',
  '[A good|A careful|A thoughtful] {kind} asks questions first and [quotes|names a price] second, which [shows|suggests] [real interest in getting it right|care about the result|attention to what you need].',
  'For {service}, a clear website with [current|real] contact details [is a good sign|suggests a well-run business].',
  'Weigh [everything|the whole package] when comparing options in {city}: [expertise|skill], [responsiveness|communication], [cost|price] and [location|convenience], not just one factor.',
  '[Nearby|Local|Neighborhood] providers [tend to|often|usually] know {city} best, from [seasonal quirks|the weather|the traffic] to [local expectations|local rules|local habits].',
  '[If|When] {a:kind} in {city} [takes days to return a call|is hard to reach|lets your messages sit] before you are a customer, expect [more of the same|the same|no better] [later|once the work starts|down the line].',
  'Find out how {a:kind} handles problems [if something goes wrong|if you are not satisfied]; a [confident|clear] answer [is reassuring|says a lot].',
])

/** Numbered checklist items. */
export const HOW_LIST = createPool('how.list', [
  'Ask how long they have offered {service} in {city}.',
  '(-bail,cannabis,tours) Request [a clear|an itemized] [quote|estimate] for {service} [in writing|before work begins].',
  'Check [several recent|recent] reviews [from {city}|from people who used them for {service}] and look for [patterns|recurring themes].',
  'Confirm [hours|availability] and [how quickly they respond|typical response times] before you count on anyone for {service}.',
  '[Ask|Find out] what {a:kind} does if [you are not satisfied|something goes wrong|plans change].',
  '[Compare|Weigh] at least two or three [options|providers] for {service} [before deciding|before you commit].',
  'Make sure you [understand|are clear on] every [fee|cost] for {service} [up front|before you agree].',
  'Notice how [clearly|patiently] they answer your questions about {service}.',
  'Ask [friends|neighbors] in {city} [who they recommend|for a recommendation].',
  '(-bail) If you are near {city}, [visit|stop by] in person [to get a feel for the place|to see the {kind} for yourself].',
  'Confirm that any licenses [required for {service}|that {a:kind} must hold] are current.',
  '[Trust|Pay attention to|Take note of] your first impression of the {team} you [meet|talk to|speak with] in {city}.',
])

export const HOW_FLAGS = createPool('how.flags', [
  '[High-pressure sales talk|Pressure to decide right away|A push to sign on the spot] is a [warning sign|red flag|reason to slow down] [with {service}|for any {kind}].',
  '[Vague|Fuzzy] answers about [the cost|the price] or [timing|process] of {service} [often|usually] mean [surprises later|trouble later].',
  '{a:kind} with [a missing address|no listed address|no street address] or a phone that [never gets answered|rings out|goes to voicemail every time] is [worth noticing|a reason for caution|worth a second look].',
  'Reviews [of {service}|in {city}] that all sound the same [may be|can be] a sign of [padding|fake feedback].',
  '{a:kind} that [badmouths|runs down|criticizes] [competitors|rivals|other firms] instead of explaining its own work [rarely|seldom] [earns trust|inspires confidence|wins repeat business].',
  '[Unclear|Missing] paperwork for {service} is [reason enough|a good reason] to [pause|slow down] and ask more questions.',
  'If the [story|answer] about {service} changes [from one call to the next|each time you ask], [look elsewhere|keep looking].',
  '[Guarantees|Promises] about {service} that sound too good to be true [usually are|generally are].',
])

export const HOW_COMPARE = createPool('how.compare', [
  '(-cannabis,tours) Put [quotes|options] for {service} side by side and [check|make sure] that each [covers|one covers] the same [work|things].',
  '[Consider|Think about|Weigh] the whole experience [of {service}|with each {kind}|over the whole job], not just the [price tag|bottom line|quote].',
  '(-bail) A [slightly|modestly] higher price for {service} with [clearer|better] communication [is often|can be] [the better deal|worth it].',
  'Ask every {kind} the same questions about {service} [so the answers are easy to compare|to compare like with like].',
  '[Take|Make] notes [during|after] each [call|conversation] about {service}; details [blur|run together] after [two or three|a few].',
  '(-bail,tours) [Drive time|Travel time|Time on the road] adds up over repeat visits, so a location [near {city}|close to home|a short drive away] [has real value|is worth weighing|counts for something].',
  'In the end, the right choice for {service} is the [business|one] you [trust|feel comfortable with] to [do the job well|get it right].',
  '[Many|Plenty of|A good share of] {client} in {city} who compare options [end up choosing|choose|settle on] {business}.',
])

export const HOW_HEADING = createPool('how.h2', [
  'How to Choose the Right {title:kind} in {cityName}',
  'Choosing Well: {title:service} in {cityName}',
  'What to Look For When Choosing {title:service}',
])
export const HOW_FLAGS_HEADING = createPool('how.flags.h3', [
  'Red Flags When Choosing {title:service}',
  'Warning Signs Worth Noticing in {cityName}',
])
export const HOW_COMPARE_HEADING = createPool('how.compare.h3', [
  'Comparing Your Options in {cityName}',
  'How to Compare Options for {title:service}',
])
export const HOW_LIST_INTRO = createPool('how.listIntro', [
  'A [short|simple] checklist for {service} [helps|keeps things clear]:',
  'Before you decide on {service}, [work through|run through] these [steps|questions]:',
  'Keep this [list|checklist] handy when you [call around|compare options] in {city}:',
])
