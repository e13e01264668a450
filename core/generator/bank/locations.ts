import { createPool } from '../template.ts'

/** The one sentence every location section must have: its address and phone. */
export const LOCATION_LEAD = createPool('location.lead', [
  'You will find {business} at {address}, and the [team|front desk] [can be reached|answers calls] at {phone}.',
  'The {label} location [sits|is] at {address}; call {phone} [with questions|before you stop by|to speak with the team].',
  '[Visit|Stop by] {business} at {address}, or [call|phone] {phone} to [talk to the team|speak with someone].',
  'The address [for this location|here] is {address}, and the phone number is {phone}.',
  '{business} [welcomes|serves] {client} at {address}; the [number|direct line] is {phone}.',
  '[Need directions?|Looking for directions?] [Set your map app to|Head to] {address}, or call {phone} and [the team|someone] will [point you the right way|help].',
])
/** The same sentence for a location given without a phone number. */
export const LOCATION_LEAD_NO_PHONE = createPool('location.leadNoPhone', [
  'You will find {business} at {address}.',
  'The {label} location [sits|is] at {address}.',
  '[Visit|Stop by] {business} at {address}.',
])

/** Getting there, calling ahead, practical visit details. */
export const LOCATION_VISIT = createPool('location.visit', [
  'Parking near the {label} location [varies with|depends on] the time of day, so [give yourself|allow] a few extra minutes [on busy days|on weekends].',
  '[Calling ahead|A quick call ahead] to {phone} is the [easiest|best] way to [confirm hours|check current hours] [around holidays|during holiday weeks].',
  'The {label} location is [convenient for|handy for] {client} [coming from|who live or work in] {city} and [nearby towns|the surrounding neighborhoods].',
  '(-bail) [Many|Plenty of] {client} [stop in|drop by] [on the way home from work|between errands], which makes the {label} location [easy to fit into a busy week|convenient].',
  'If you are [coming from out of town|visiting from elsewhere in Michigan], [a map app|GPS] will [get you|bring you] to {address}, [but|and] [a call ahead|calling first] [never hurts|is always smart].',
  'The team at the {label} location knows the [neighborhood|community] [well|inside and out], and it [shows|comes through] in [the small touches|how they treat people].',
  '[Snowy|Winter] [mornings|days] can slow traffic around {city}, so [leave a few minutes early|build in extra time] when the [forecast|weather] [turns|looks rough].',
  'It is worth [mentioning|raising] [accessibility needs|special requests] [when you call|ahead of time], so the team at the {label} location can [be ready|prepare].',
  'Friendly faces [greet|meet] {client} [at the door|when they arrive] at the {label} location, which [sets the tone|makes a difference] from the first minute.',
  'To reach the {label} location by phone, [save {phone} in your contacts|keep {phone} handy]; it is the [fastest|quickest] way to [reach someone|get an answer].',
  'Getting there is [simple|easy] from any part of {city}, and {landmark} makes a handy reference point for [visitors|first-timers].',
  '[Whether you live|Whether you are] in {neighborhood} or [across town|on the other side of {city}], the {label} location is [an easy trip|within easy reach].',
  '[Hours can shift|Hours sometimes change] [with the seasons|around holidays] in {city}, so [it is worth checking|check] [before you head out|before making the trip].',
  '[Questions before you visit the {label} location|Any questions about the {label} location]? A [call to|quick call to] {phone} [usually settles them|is the easiest way to sort them out].',
  '[Directions|Turn-by-turn directions] to {address} are [a tap away|easy to pull up] in any map app, and the team [is glad to help|can help] [over the phone|if you get turned around].',
  'The {label} location [keeps|follows] the same [standards|approach] as every other part of {business}: [clear answers|straight answers], [careful work|good work] and [a friendly welcome|real courtesy].',
])

/** Local color: landmarks, neighborhoods, county and region. */
export const LOCATION_LOCAL = createPool('location.local', [
  '{city} has [plenty|a lot] going for it, from {landmark} to its [friendly|close-knit] [neighborhoods|streets].',
  '(-bail) [If you are making a day of it|Making a day of it], {landmark} is one of the [best-loved|favorite] [stops|spots] in {city}.',
  '[Residents of|People in] {neighborhood} and [the rest of|across] {city} [count on|rely on] [businesses like|local names like] {business}.',
  'As part of {county}, {city} [draws|attracts] {client} from [across|all over] {region}.',
  '[Life in|Everyday life in] {city} [moves at|has] [its own pace|a pace of its own], and {business} [fits right in|fits in naturally].',
  '[Locals know|Anyone from {city} knows] that {landmark} is [a point of pride|a local favorite], and neighbors here [support each other|look out for one another].',
  '{region} is known for [friendly people|hard-working communities], and {business} [reflects that|lives up to it].',
  '(-bail) [A walk|An afternoon] around {landmark} [pairs nicely with|goes well with] [a visit to|a stop at] {business}.',
  '(-bail) Between {neighborhood} and {landmark}, {city} [offers|has] [plenty to explore|a lot to do] [before or after|around] your visit.',
  'Being part of the {city} community [matters|means something], and {business} [takes that seriously|treats it as a responsibility].',
  '{city} has kept [a neighborly feel|its small-town warmth] [even as it grows|through years of change], and [businesses like|names like] {business} are part of [why|the reason].',
  'Around {city}, [people|neighbors] [tend to|often] share good local businesses by word of mouth, and {business} [gets its share of those recommendations|benefits from that].',
  'Busy weekends around {landmark} can mean [more traffic|extra traffic] in {city}, so plan [a little extra time|a few extra minutes].',
  '{business} is proud to call {city} home, right here in {county}.',
  '[Visitors|Newcomers] to {city} [often start|tend to start] with {landmark}, [but|and] [locals|residents] know the [city|community] is [much more than that|about its people as much as its places].',
  'From {neighborhood} to the edges of {county}, {business} [serves|welcomes] {client} [who|that] [value|care about] [good local service|being treated like neighbors].',
])

/** Michigan seasons around a location. */
export const LOCATION_SEASON = createPool('location.season', [
  '[Spring|The spring thaw] in {city} [brings|means] [potholes|muddy yards] and [longer days|sunnier afternoons], and everyone [gets busy again|starts making plans].',
  '[Summer evenings|Long summer evenings] in {city} [are|feel] [made for|perfect for] [getting out|being outside], so [plenty of|many] {client} plan [visits|errands] around them.',
  '[When the leaves turn|Once the fall color arrives], {city} [looks its best|is at its prettiest], and the roads fill with [color-tour traffic|leaf peepers].',
  '[Lake-effect snow|Heavy snow] can arrive [without much warning|fast], so [check the forecast|keep an eye on the forecast] [before heading out|on winter days] in {city}.',
  'The first warm [weekend|Saturday] of the year [brings|draws] [everyone|half of {city}] outside, and [plans fill up fast|it is a busy time] for local businesses.',
  '[Deer season|Hunting season] each November [quiets|empties] a few [offices|schedules] around {city}, a reminder that Michigan [runs on|lives by] its own calendar.',
  'Winter can be long, but [people in {city}|residents of {city}] know how to make the most of it, from [sledding hills|ice skating] to [cozy|warm] [coffee shops|cafes].',
  '[Summer road work|Construction season] [can reroute|may reroute] traffic around {city}, so [a quick check of the map|checking the map] before you leave [saves headaches|is wise].',
  '[Back-to-school season|Late August] [changes|shifts] [routines|schedules] for families across {city}, and local businesses [feel it|adjust] too.',
  '[Chilly|Crisp] mornings and [mild|warm] afternoons make September one of the [nicest|most pleasant] months to be out in {city}.',
  '[Holiday lights|Holiday decorations] [brighten|warm up] {city} [in December|through the dark weeks of winter], and [errands|visits] [feel|seem] a little more [festive|cheerful].',
  '[Memorial Day|The unofficial start of summer] [kicks off|opens] [cottage season|the lake season] across Michigan, and {city} [gets lively|picks up] [as the days lengthen|with it].',
])

/** h2 and h3 headings of a location section. */
export const LOCATION_HEADING = createPool('location.h2', [
  '{business} {atLabel}',
  'Visiting {business} {atLabel}',
  'The {label} Location: Address and Phone',
  'Find {business} {atLabel}',
  'Visiting the {label} Location',
  'Directions to the {label} Location',
])
export const LOCATION_VISIT_HEADING = createPool('location.visit.h3', [
  'Getting to the {label} Location',
  'Planning Your Visit {atLabel}',
  'Before You Head to {label}',
])
export const LOCATION_LOCAL_HEADING = createPool('location.local.h3', [
  'Around {label}',
  'The {city} Community',
  'Local Life Near {label}',
])
export const LOCATION_SEASON_HEADING = createPool('location.season.h3', [
  '{city} Through the Seasons',
  'Seasonal Notes for {label}',
  'A Year in {city}',
])
