import { createPool } from '../template.ts'
import { faq, type Trade } from './trade.ts'

/*
 * Tours and outings on the water and around town (boat, kayak, trolley and sightseeing tours):
 * weather, what to bring, when to book.
 */

const SENTENCES = createPool('family.tours', [
  '[Small-group|Smaller] tours leave room for questions, [photo stops|stops for photos] and the kind of local stories that [never make it into|are missing from] guidebooks.',
  '[A good guide|The right guide] turns [a scenic ride|a sightseeing trip] into [a story|an experience], [pointing out|sharing] local history, wildlife and [favorite spots|hidden corners].',
  '[Dress in layers|Layers are smart]: weather near the water can change [quickly|in minutes], even in [July|midsummer].',
  '[Sunset|Evening] tours [are popular|book up fast] from June to August, when the light over the water is [at its best|hard to beat].',
  '[Booking ahead|Reserving early] is wise for [holiday weekends|the Fourth of July and Labor Day], when visitors [pour into|fill] {city}.',
  '[Private tours|Group outings] [work well for|suit] [birthdays|family reunions], [team outings|bachelorette parties] and [visiting relatives|out-of-town guests].',
  '[Sunscreen|Sun protection], [a water bottle|water] and [a light jacket|a windbreaker] [cover|handle] nearly every situation on a Michigan [tour|outing].',
  'A good tour company reschedules rather than [takes chances|gambles] with safety when storms roll in, so ask about the weather policy when you book.',
  'Children [tend to love|usually love] being out on the water, and family tours set a pace [everyone can enjoy|that works for all ages].',
  '[Fall color tours|Autumn outings] show [a different side|another side] of Michigan, when [the maples|the hardwoods] turn [red and gold|orange and red].',
  '[Anyone with a camera|Photographers] should [bring a spare battery|charge up first]; the [views do not disappoint|scenery does not disappoint|views are hard to resist].',
  'Check in [a little early|fifteen minutes early] [so the tour can leave on time|to get settled and meet the guide].',
  'Tours with local guides [support|help] local jobs, and the guides [know the area|actually live in the area] [year-round|all year].',
  '[Visitors|Out-of-town visitors] often say [a tour|an early tour] on the first day [helps them get their bearings|is the best way to plan the rest of their stay].',
  'It is worth mentioning [mobility needs|accessibility questions] [when booking|ahead of time], so [everything can be arranged|the team can plan].',
  'A tour gift card makes [an easy|a memorable] present for friends and family who love the outdoors.',
  'Michigan has the longest freshwater shoreline in the country, so there is always [more to see|something new to explore].',
  '[Glimpses of wildlife|Wildlife sightings], from herons to [bald eagles|swans], [make each outing special|add to every trip].',
])

/** Tours: how the prose names it, its own sentences, questions and words. */
export const TOURS: Trade = {
  id: 'tours',
  pattern: /\b(tours?|cruises?|sightseeing|excursions?|boat\w*|kayak\w*|charters?|trolley|segway|sunset)\b/gi,
  kind: 'tour company',
  team: 'guides',
  client: 'guests',
  category: 'Lifestyle',
  serviceAlias: 'these outings',
  pool: SENTENCES,
  heading: createPool('family.tours.h3', [
    'On the Tour With {business}',
    'Planning a Michigan Tour',
    'What to Bring and When to Go',
  ]),
  faq: [
    faq('weather', 'What happens if the weather turns bad before my tour?', [
      'Ask about the weather policy when you book. [Good|Reputable] tour companies reschedule rather than take chances in [storms|bad weather].',
    ]),
    faq('bring', 'What should I bring on a tour?', [
      '[Layers|A light jacket], sunscreen and [water|a water bottle] cover [most days|nearly every day] on a Michigan tour, [plus a camera|and a camera is a good idea].',
    ]),
  ],
  vocabulary: [],
}
