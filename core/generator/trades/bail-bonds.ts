import { createPool } from '../template.ts'
import { faq, type Trade } from './trade.ts'

/*
 * Bail bonds: what a family needs to know after an arrest in Michigan. Facts stated here are general
 * ones about how bail works, never claims about the business (licences, fees, speed).
 */

const SENTENCES = createPool('family.bail', [
  '[One call|A phone call] starts the process: the agent needs [the full name of the person in custody|the name of the person in jail], [the facility holding them|which jail is holding them] and the bail amount.',
  'Bail [is|works as] a financial promise that the defendant will [appear in court as required|return for every court date].',
  "A bail bond [lets a family|lets loved ones] arrange [a release|someone's release] without posting the full bail amount in cash.",
  'The [fee|premium] for a bond is usually a percentage of the bail amount and is generally not refundable, so it pays to [understand the terms|ask questions] before signing.',
  'Release times [vary|differ] with the facility, the time of day and how busy the booking desk is, so a little patience helps.',
  '[Missing a court date|Failing to appear] can lead to [a warrant|an arrest warrant] and [forfeiture of the bond|loss of the bond], which is why [keeping track of court dates matters|court reminders matter so much].',
  '[A co-signer, sometimes called the indemnitor,|The person who signs for the bond] takes on responsibility for making sure the defendant [shows up|appears] in court.',
  '[Good|Experienced] agents walk families through [the paperwork|every form] in plain language, so nothing is signed blind.',
  'Arrests [rarely happen|never happen] at a convenient time, which is why late-night calls are [routine|a normal part of the work] for a bail agent.',
  '[Staying calm|Keeping calm] and having a few facts [on hand|ready] [speeds things up|shortens the first call].',
  'A bail agent [cannot give|does not give] legal advice, so speaking with a defense attorney about the charges [is still essential|remains important].',
  'The court sets bail considering things such as the charges, [prior record|criminal history] and [ties to the community|local ties].',
  '[Payment plans|Flexible payment options] [may be|are sometimes] available for the premium, so ask about them on the first call.',
  '[Families|Loved ones] often feel [overwhelmed|stressed] [after an arrest|the night of an arrest], and a [calm|patient] voice on the phone [helps|makes a real difference].',
  'Once the defendant completes every required court appearance, the bond obligation ends and any collateral is returned.',
  '[Discretion|Privacy] [matters|counts] in these moments, and [a professional|a good] bail agent handles each situation [confidentially|with discretion].',
  'Court calendars can [change|move] [without much notice|unexpectedly], so staying in touch with the agent after release [helps|is wise].',
  '[Always ask|Ask] whether the agent is properly licensed and how the premium is calculated [before signing anything|before you sign].',
])

/** Bail_Bonds: how the prose names it, its own sentences, questions and words. */
export const BAIL_BONDS: Trade = {
  id: 'bail',
  pattern: /\b(bail|bonds?man|bondsmen|jail|arrest|surety)\b/gi,
  kind: 'bail agency',
  team: 'agents',
  client: 'families',
  category: 'Business',
  serviceAlias: 'this service',
  pool: SENTENCES,
  heading: createPool('family.bail.h3', [
    'How Bail Works in Michigan',
    'The Bail Bond Process Step by Step',
    'What Families Should Know About {title:service}',
  ]),
  faq: [
    faq('fee', 'How much does a bail bond cost in Michigan?', [
      'The [premium|fee] is usually a percentage of the bail amount and is generally not refundable. [Always ask|Ask] how it is calculated [before you sign anything|before signing].',
    ]),
    faq('release', 'How long does release take after bail is posted?', [
      'It varies with the facility and [how busy it is|the time of day]; release can take [a few hours|several hours], so [patience helps|plan for a wait].',
    ]),
  ],
  vocabulary: ['indemnitor', 'indemnitors', 'co-signer', 'co-signers'],
}
