import { createPool } from '../template.ts'
import { faq, type Trade } from './trade.ts'

/*
 * Adult-use cannabis retail under Michigan law: age and ID, public use, storage, dosing. Reviewed
 * against the state rules as general guidance; no medical claims.
 */

const SENTENCES = createPool('family.cannabis', [
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

const PRODUCTS = createPool('family.cannabis.products', [
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

/** Cannabis_Dispensary: how the prose names it, its own sentences, questions and words. */
export const CANNABIS_DISPENSARY: Trade = {
  id: 'cannabis',
  pattern: /\b(cannabis|marijuana|dispensar\w*|cbd|thc|edibles?|pre-?rolls?|vapes?|strains?)\b/gi,
  kind: 'dispensary',
  team: 'budtenders',
  client: 'customers',
  category: 'Lifestyle',
  serviceAlias: 'these products',
  pool: SENTENCES,
  servicePool: PRODUCTS,
  heading: createPool('family.cannabis.h3', [
    'Shopping for Cannabis in Michigan',
    'Buying Legally and Responsibly',
    'Product Know-How at {business}',
  ]),
  faq: [
    faq('card', 'Do I need a medical card to shop at {business}?', [
      'Not for adult-use purchases. Adults 21 and older with a valid photo ID can [buy|shop for] cannabis at licensed retailers in Michigan.',
    ]),
    faq('public', 'Can I use cannabis in public in Michigan?', [
      'No. [Public consumption|Using cannabis in public] is not allowed in Michigan, and [purchases|products] should stay sealed in the car.',
    ]),
  ],
  vocabulary: ['CBD', 'budtender', 'budtenders', 'gummies', 'terpenes', 'terpene', 'pre-rolls', 'pre-roll'],
}
