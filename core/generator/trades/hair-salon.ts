import { createPool } from '../template.ts'
import { faq, type Trade } from './trade.ts'

/*
 * Hair salons: consultations, color care, cuts and bridal styling through the Michigan seasons.
 */

const SENTENCES = createPool('family.salon', [
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

/** Hair_Salon: how the prose names it, its own sentences, questions and words. */
export const HAIR_SALON: Trade = {
  id: 'salon',
  pattern:
    /\b(salons?|hair|hairstyl\w*|hairdress\w*|balayage|stylists?|barber\w*|blowouts?|manicures?|pedicures?)\b/gi,
  kind: 'salon',
  team: 'stylists',
  client: 'clients',
  category: 'Lifestyle',
  serviceAlias: 'this service',
  pool: SENTENCES,
  heading: createPool('family.salon.h3', [
    'Inside the Salon at {business}',
    'Caring for Your Hair Between Visits',
    'Salon Know-How From the {title:team}',
  ]),
  faq: [
    faq('trim', 'How often should I book a trim?', [
      '[Most stylists suggest|Many people aim for] a trim every six to eight weeks, [though|but] your stylist can tailor that to your cut and goals.',
    ]),
    faq('consult', 'Do I need a consultation before a big color change?', [
      '[It is a good idea|It helps]. A [short|quick] consultation lets the stylist [see your hair|check the condition of your hair] and [set realistic expectations|plan the steps].',
    ]),
  ],
  vocabulary: ['balayage'],
}
