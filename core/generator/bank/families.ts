import { createPool, type Pool } from '../template.ts'

/** Kinds of business the prose knows well enough to add specific, useful detail. */
export const FAMILIES = ['salon', 'cannabis', 'tours', 'bail', 'general'] as const
export type Family = (typeof FAMILIES)[number]

/** How the prose refers to a kind of business, its people and its customers. */
export interface FamilyProfile {
  id: Family
  /** Extra sentences for the opening paragraphs of service sections. */
  servicePool?: Pool
  /** Words in the business name, keywords or topic that point to this family. */
  pattern: RegExp
  /** Used as 'the {kind}'. */
  kind: string
  /** Plural noun for the staff. */
  team: string
  /** Plural noun for the customers. */
  client: string
  /** The post's category (first tag). */
  category: string
  /** Stands in for the service's name once a keyword hidden in it reaches its cap. */
  serviceAlias: string
  pool?: Pool
  heading?: Pool
}

const SALON = createPool('family.salon', [
  'A good consultation covers [your hair history|past color work], [recent treatments|any recent chemical services] and how much time you want to spend styling [each morning|on a busy weekday].',
  '[Dry winter air and indoor heat|Michigan winters] can leave hair [brittle|dry and full of static], so the {team} at {business} often suggest [extra moisture|a deep conditioning treatment] between [late fall and early spring|November and March].',
  'Summer sun [on the lake|at the beach] can fade color, and a [gloss|toner] [refresh|touch-up] after [a week up north|vacation] keeps tones [bright|fresh].',
  'Balayage, highlights and all-over color each suit [different goals|a different lifestyle], and [a good stylist|the {team}] will explain the [upkeep|maintenance] each one needs.',
  '[Wedding parties|Brides and bridal parties] [often|usually] book a trial run [weeks|a month or two] ahead, so the big-day look [holds no surprises|is settled early].',
  'A trim every six to eight weeks [keeps|helps keep] [ends healthy|split ends in check] and [cuts looking sharp|shapes looking intentional].',
  '[Photos of looks you love|Pictures of styles you like], and of ones you do not, [make the conversation easier|help the stylist understand your taste].',
  '[Ask|Feel free to ask] which [products|shampoos and conditioners] suit your hair type and how to use them at home.',
  '[Color-treated hair|Colored hair] [lasts longer|stays vibrant longer] with [sulfate-free shampoo|a gentle shampoo] and [cooler water|lukewarm rinses].',
  'If you are [growing your hair out|changing your look gradually], [say so|mention it]: a stylist can shape each trim around [the end goal|where you want to be in six months].',
  '[Curly and textured hair|Textured hair] [needs|deserves] its own approach, from [how it is cut|whether it is cut wet or dry] to [which products are used|the products used at the end].',
  '[Gray blending|Silver blending] has come a long way, and [plenty of|many] {client} now [choose|prefer] [soft|gentle] blending over solid color.',
  'Book color [a few days before|slightly ahead of] [big events|photos or a big event], [so the tone has time to settle|giving the color time to settle].',
  '[Heat styling|Hot tools] [takes a toll|is hard on hair] over time, so [a heat protectant|a protective spray] is a small habit that [pays off|makes a real difference].',
  'A good stylist [will be|is] honest about [what is realistic|what your hair can handle] in one visit, [especially|particularly] [for big color changes|when going much lighter].',
  '[A healthy scalp|Scalp health] is where healthy hair starts, and a [gentle|relaxing] scalp treatment [is a welcome extra|feels especially good] in the dry months.',
  'The [consultation chair|first few minutes in the chair] [is|are] where [expectations get set|the plan takes shape], so [speak up|be candid] about [what you liked and disliked|past salon experiences].',
  '[Blowouts|A professional blowout] before [a night out|an event] [is|can be] [a simple treat|an easy way to feel polished] that lasts [a few days|several days] with [a little care|the right pillowcase].',
])
const CANNABIS = createPool('family.cannabis', [
  'Michigan allows adults 21 and older to buy cannabis from licensed retailers, and [a valid photo ID|a valid government-issued ID] is checked [at the door|before any purchase].',
  '[First-time|New] customers often ask about the difference between flower, edibles, vapes and concentrates, and the {team} at {business} [are there to help|walk through the options].',
  '[Start low and go slow|A low dose and patience] is the standard advice for edibles, because effects can take [an hour or more|one to two hours] to [arrive|be felt].',
  'Every label lists [THC and CBD content|potency], and [comparing labels side by side|a quick comparison] makes it easier to [choose a product that fits|find what suits you].',
  '[Purchases|Cannabis products] should stay [sealed|in sealed packaging] in the car, and driving while impaired is against the law in Michigan.',
  'Using cannabis in public [places|spaces] is not allowed in Michigan, so plan to enjoy [purchases|products] at home or on private property.',
  '[Terpenes|Aroma compounds called terpenes] give each strain its [scent|smell] and character, and [plenty of|many] {client} enjoy [talking about them|learning about them] with the {team}.',
  '[Store|Keep] [cannabis|products] [locked up|out of reach of children and pets], ideally in the original child-resistant packaging.',
  'Pre-rolls are [a convenient|an easy] choice for {client} who [want something ready to go|would rather not roll their own].',
  'CBD products appeal to {client} who [prefer|want] [a milder|a gentler] option, and the {team} can [explain|point out] the differences.',
  'The [product menu|menu] changes [often|with new harvests], so a quick look online before [visiting|you go] [saves time|helps you plan].',
  'The {team} [can share|will share] general product information, but [they do not give|that is not] medical advice; [a doctor|your physician] is the right person for health questions.',
  "[Tolerance|Experience] varies [widely|a great deal] from person to person, so [a friend's favorite|what works for a friend] [may not suit you|might not be right for you].",
  '[Payment options|Accepted payment methods] differ between [dispensaries|stores], so it is worth [asking|checking] ahead of time.',
  'State law [limits|caps] how much [an adult|a customer] can buy in one transaction, and licensed stores [follow it|track it] [closely|carefully].',
  '[A clean|A bright], [welcoming|well-organized] store [makes|goes a long way toward making] a first visit [less intimidating|more comfortable].',
  '[Never take|Do not carry] cannabis out of Michigan; crossing state lines with it is illegal, even [into|between] states where it is legal.',
  '[Edibles|Gummies and chocolates] can look like ordinary [candy|snacks], which is why careful storage matters so much in homes with children.',
])
const TOURS = createPool('family.tours', [
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
const BAIL = createPool('family.bail', [
  '[One call|A phone call] starts the process: the agent needs [the full name of the person in custody|the name of the person in jail], [the facility holding them|which jail is holding them] and the bail amount.',
  'Bail [is|works as] a financial promise that the defendant will [appear in court as required|return for every court date].',
  "A bail bond [lets a family|lets loved ones] arrange [release|someone's release] without posting the full bail amount in cash.",
  'The [fee|premium] for a bond is usually a percentage of the bail amount and is generally not refundable, so it pays to [understand the terms|ask questions] before signing.',
  'Release times [vary|differ] with the facility, the time of day and how busy the booking desk is, so a little patience helps.',
  '[Missing a court date|Failing to appear] can lead to [a warrant|an arrest warrant] and [forfeiture of the bond|loss of the bond], which is why [keeping track of court dates matters|court reminders matter so much].',
  '[A co-signer, sometimes called the indemnitor,|The person who signs for the bond] takes on responsibility for making sure the defendant [shows up|appears] in court.',
  '[Good|Experienced] agents walk families through [the paperwork|every form] in plain language, so nothing is signed blind.',
  'Arrests [rarely happen|never happen] at a convenient time, which is why late-night calls are [routine|a normal part of the work] for a bail agent.',
  '[Staying calm|Keeping calm] and having a few facts [on hand|ready] [speeds things up|makes the first call faster].',
  'A bail agent [cannot give|does not give] legal advice, so speaking with a defense attorney about the charges [is still essential|remains important].',
  'The court sets bail considering things such as the charges, [prior record|criminal history] and [ties to the community|local ties].',
  '[Payment plans|Flexible payment options] [may be|are sometimes] available for the premium, so ask about them on the first call.',
  '[Families|Loved ones] often feel [overwhelmed|stressed] [after an arrest|the night of an arrest], and a [calm|patient] voice on the phone [helps|makes a real difference].',
  'Once the defendant completes every required court appearance, the bond obligation ends and any collateral is returned.',
  '[Discretion|Privacy] [matters|counts] in these moments, and [a professional|a good] bail agent handles each situation [confidentially|with discretion].',
  'Court calendars can [change|move] [without much notice|unexpectedly], so staying in touch with the agent after release [helps|is wise].',
  '[Always ask|Ask] whether the agent is properly licensed and how the premium is calculated [before signing anything|before you sign].',
])

/** Retail sentences about one product line, used in a dispensary's service sections. */
const CANNABIS_PRODUCTS = createPool('family.cannabis.products', [
  'The selection of {service} at {business} [changes|rotates] with new harvests and new brands, so [there is often something new|regulars often find something new].',
  'The {team} at {business} can compare {service} by [potency|strength], [flavor|aroma] and price, [which makes choosing easier|so nobody has to guess].',
  'First-time customers [often start|tend to start] with {service} at the [lower|gentler] end of the potency range, [which is sound advice|and that is sensible].',
  'Labels on {service} list THC and CBD content, so [comparing|weighing up] options at {business} [is straightforward|takes only a minute].',
  'Ask the {team} what is popular in {service} [this month|right now]; the answer [changes with the seasons|often surprises people].',
  'Prices for {service} vary by brand and potency, and the menu at {business} [lists them clearly|shows them up front].',
  '[Plenty of|Many] {client} in {city} [come to|stop by] {business} [specifically|just] for {service}.',
  '{business} carries {service} from [state-licensed growers and processors|licensed Michigan producers], [as state rules require|in line with Michigan law].',
  'If you are new to {service}, say so at the counter; the {team} will [keep it simple|start with the basics].',
  '[Nobody at|No one at] {business} [expects you to know|assumes you know] the jargon around {service}, so [ask away|questions are part of the visit].',
  'The {team} can explain differences in [onset and duration|how soon the effects begin and how long they last] across {service}.',
  'Checking the online menu for {service} before [a visit|you go] [saves time at the counter|makes the visit quicker].',
  'Storage matters: keep {service} [sealed|in the original packaging], cool and [out of reach of children|away from kids and pets].',
  '[Freshness|Quality] [matters|counts] with {service}, and {business} [keeps an eye on it|pays attention to it] [on every shelf|across the menu].',
  'Comparing a few options for {service} side by side is [the easiest way|a good way] to [learn what you like|find a favorite].',
  'With {service}, [a little guidance goes a long way|good advice at the counter makes a difference], and that is where the {team} at {business} [shine|earn their keep].',
])

/** h3 headings of the family part of a service section. */
const heading = (id: string, texts: string[]): Pool => createPool(`family.${id}.h3`, texts)

/** The five families, most specific first; 'general' matches everything. */
export const FAMILY_PROFILES: readonly FamilyProfile[] = [
  {
    id: 'bail',
    pattern: /\b(bail|bonds?man|bondsmen|jail|arrest|surety)\b/gi,
    kind: 'bail agency',
    team: 'agents',
    client: 'families',
    category: 'Business',
    serviceAlias: 'this service',
    pool: BAIL,
    heading: heading('bail', [
      'How Bail Works in Michigan',
      'The Bail Bond Process Step by Step',
      'What Families Should Know About {title:service}',
    ]),
  },
  {
    id: 'cannabis',
    pattern: /\b(cannabis|marijuana|dispensar\w*|cbd|thc|edibles?|pre-?rolls?|vapes?|strains?)\b/gi,
    kind: 'dispensary',
    team: 'budtenders',
    client: 'customers',
    category: 'Lifestyle',
    serviceAlias: 'these products',
    pool: CANNABIS,
    servicePool: CANNABIS_PRODUCTS,
    heading: heading('cannabis', [
      'Shopping for Cannabis in Michigan',
      'Buying Legally and Responsibly',
      'Product Know-How at {business}',
    ]),
  },
  {
    id: 'salon',
    pattern:
      /\b(salon|hair\w*|balayage|stylists?|barber\w*|haircuts?|highlights|blowouts?|spa|nails?|manicures?|pedicures?|bridal|beauty)\b/gi,
    kind: 'salon',
    team: 'stylists',
    client: 'clients',
    category: 'Lifestyle',
    serviceAlias: 'this service',
    pool: SALON,
    heading: heading('salon', [
      'Inside the Salon at {business}',
      'Caring for Your Hair Between Visits',
      'Salon Know-How From the {title:team}',
    ]),
  },
  {
    id: 'tours',
    pattern:
      /\b(tours?|cruises?|sightseeing|excursions?|boat\w*|kayak\w*|charters?|trolley|segway|sunset)\b/gi,
    kind: 'tour company',
    team: 'guides',
    client: 'guests',
    category: 'Lifestyle',
    serviceAlias: 'these outings',
    pool: TOURS,
    heading: heading('tours', [
      'On the Tour With {business}',
      'Planning a Michigan Tour',
      'What to Bring and When to Go',
    ]),
  },
  {
    id: 'general',
    pattern: /$^/g,
    kind: 'company',
    team: 'specialists',
    client: 'customers',
    category: 'Business',
    serviceAlias: 'this kind of work',
  },
]

const HEALTH =
  /\b(dental|dentist\w*|health\w*|clinic|therap\w*|chiropract\w*|medical|wellness|fitness|yoga|massage|physical)\b/i

/**
 * The family whose words occur most often in the business name, keywords and topic; ties go to the
 * earlier family and no match at all to 'general'.
 */
export function detectFamily(text: string): FamilyProfile {
  let best = FAMILY_PROFILES[FAMILY_PROFILES.length - 1] as FamilyProfile
  let bestCount = 0
  for (const profile of FAMILY_PROFILES) {
    const count = text.match(profile.pattern)?.length ?? 0
    if (count > bestCount) {
      best = profile
      bestCount = count
    }
  }
  return best.id === 'general' && HEALTH.test(text)
    ? { ...best, kind: 'practice', category: 'Health & Wellness' }
    : best
}
