import { createPool, type Pool } from '../template.ts'
import type { Intent } from '../topic.ts'

/*
 * Topic sentences: what an article of each intent says about its own subject. `{subject}` is a noun
 * phrase read from the topic ('the Kalamazoo River', 'roof replacement', 'winter tire'): use it as
 * the object of a verb or preposition only, never as a subject, since its number is unknown.
 * `{task}` is a verb phrase ('fix a leaking kitchen faucet'), `{season}` a season, and `{optionA}`
 * and `{optionB}` the sides of a comparison. Short words and short sentences: the article must
 * read easily (Flesch reading ease 50 or more). No prices, years, licences or promises.
 */

/** Headings of the topic's own sections, by intent: [h2 pool, h3 pool]. */
export const TOPIC_HEADINGS: Readonly<Record<Intent, readonly [Pool, Pool]>> = {
  guide: [
    createPool('guide.h2', [
      'What to Know About {title:head} Before You Start',
      'A First Look at {title:head}',
      'Planning Your Time With {title:head}',
    ]),
    createPool('guide.h3', [
      'Getting Ready for {title:head}',
      'What to Bring for {title:head}',
      'Timing Your Visit to {title:head}',
      'Common Mistakes With {title:head}',
    ]),
  ],
  'how-to': [
    createPool('how-to.h2', ['How to {title:task}, Step by Step', 'Steps to {title:task}']),
    createPool('how-to.h3', [
      'Before You {title:task}',
      'Tools and Supplies for {title:head}',
      'When to Call for Help With {title:head}',
    ]),
  ],
  checklist: [
    createPool('checklist.h2', ['Your {title:head} Checklist', 'A {title:head} Checklist You Can Use']),
    createPool('checklist.h3', [
      'What to Check First on {title:head}',
      'Easy Items to Miss With {title:head}',
      'Keeping the {title:head} List Up to Date',
    ]),
  ],
  cost: [
    createPool('cost.h2', ['What Shapes the Cost of {title:head}', 'Budgeting for {title:head}']),
    createPool('cost.h3', [
      'Questions to Ask About a {title:head} Quote',
      'Ways to Get More Value From {title:head}',
      'Costs People Forget With {title:head}',
    ]),
  ],
  comparison: [
    createPool('comparison.h2', ['{title:optionA} or {title:optionB}: How They Differ']),
    createPool('comparison.h3', [
      'When {title:optionA} Is the Better Fit',
      'When {title:optionB} Makes More Sense',
      'Questions That Settle {title:optionA} vs. {title:optionB}',
    ]),
  ],
  seasonal: [
    createPool('seasonal.h2', [
      '{title:head} This {title:season}',
      'Getting {title:head} Ready for {title:season}',
    ]),
    createPool('seasonal.h3', [
      'Early {title:season} Jobs for {title:head}',
      'Late {title:season} Jobs for {title:head}',
      'Weather Notes for {title:head} in {cityName}',
    ]),
  ],
  problems: [
    createPool('problems.h2', [
      'Common Trouble With {title:head}',
      'Signs Something Is Wrong With {title:head}',
    ]),
    createPool('problems.h3', [
      'Quick Fixes for {title:head}',
      'When {title:head} Needs a Pro',
      'Preventing Trouble With {title:head}',
    ]),
  ],
  questions: [
    createPool('questions.h2', ['Questions Worth Asking About {title:head}']),
    createPool('questions.h3', [
      'Questions About Timing and {title:head}',
      'Questions About Care After {title:head}',
      'What a Good Answer About {title:head} Sounds Like',
    ]),
  ],
  announcement: [
    createPool('announcement.h2', [
      'News From {business}: {title:head}',
      'What {title:head} Means for Customers',
    ]),
    createPool('announcement.h3', [
      'What Changes With {title:head}',
      'What Stays the Same After {title:head}',
      'How to Find Out More About {title:head}',
    ]),
  ],
}

/** Sentences about the subject that suit every intent. */
export const TOPIC_BODY = createPool('topic.body', [
  'A little planning makes {subject} [easier|simpler] for [everyone|most people].',
  'It [helps|pays] to know what you want from {subject} before you make any calls.',
  'Write down your questions about {subject} as they come up, so you do not forget them later.',
  'Most people learn the most about {subject} by asking plain questions and listening closely.',
  'A good first step with {subject} is to set a rough plan and a date that works for you.',
  '[Friends and neighbors|People you know] in {city} can share what worked for them with {subject}.',
  'Take notes and photos [along the way|as you go], since they make [later talks|follow-up questions] about {subject} much easier.',
  'If anything about {subject} is unclear, ask again until it makes sense.',
  'Leave some slack in your plan, because things with {subject} rarely go exactly to schedule.',
  'The [best|right] choice about {subject} depends on your needs, your time and your budget.',
])

/** Sentences of each intent's own sections. */
export const TOPIC_POOLS: Readonly<Record<Intent, Pool>> = {
  guide: createPool('guide.body', [
    'If this is your first time with {subject}, [start small|begin with the basics] and keep [the first step|things] simple.',
    '[Check|Confirm] the timing and anything you need to book for {subject} before you [commit|set a date].',
    'A short list of what to [bring|have ready] for {subject} saves a lot of stress [later|on the day].',
    'Give yourself more time for {subject} than you think you need, [especially|above all] the first time.',
    'Ask someone who has [been through|done] it before what they wish they had known about {subject}.',
    '[Decide|Settle] early what a good result with {subject} looks like to you, and [say so|share it] when you ask for help.',
    '[Read|Look over] a little about {subject} first, so the [words you hear|terms people use] make sense.',
    'The first [try|round] with {subject} is about learning the basics, not [doing everything at once|getting every detail right].',
    'Once you have been through {subject} once, the next time is [much easier|far simpler] to plan.',
    '[Keep|Save] notes on what worked with {subject} and what did not, [for next time|so the next round goes faster].',
    'People in {city} [often|usually] find that {subject} goes [best|most smoothly] with a plan made a few weeks ahead.',
  ]),
  'how-to': createPool('how-to.body', [
    'Start by reading through every step once, before you touch anything.',
    'Gather your tools and supplies first, so you do not have to stop halfway.',
    'Turn off power or water where needed, and make sure it stays off while you work.',
    'Work slowly, and take a photo before you take anything apart.',
    'Test your work once you finish, then test it again a day later.',
    'If a step does not go as planned, stop and look again before you force anything.',
    'Clean up as you go, because a clear work area helps you spot problems.',
    'Keep small parts in a cup or a bag, so none of them go missing.',
    'Know your limits, and call a pro when a job needs skills or tools you lack.',
    'Write down what you did, so the next time is quicker.',
  ]),
  checklist: createPool('checklist.body', [
    'Go through the list a few days ahead, not on the morning you need it.',
    'Tick items off as you go, so nothing gets checked twice or missed.',
    'Keep the list somewhere you will see it, such as your phone or the fridge door.',
    'Add your own items, since every home and every family is a little different.',
    'Check the items that matter most for safety first.',
    'Replace worn items now, before they fail when you need them.',
    'Share the list with everyone who helps, so you all work from the same plan.',
    'Review the list once a season and cross out what no longer applies.',
    'A short list you use beats a long list you ignore.',
  ]),
  cost: createPool('cost.body', [
    'The size of the job is usually the biggest factor in what you pay.',
    'Materials, time and access all shape the final price.',
    'Ask for a written quote that lists what is included and what is not.',
    'Compare quotes item by item rather than by the total alone.',
    'The cheapest quote is not always the best value over time.',
    'Ask how and when payment is due, and whether a deposit is needed.',
    'Set aside a small reserve for surprises, since older homes and cars often hide them.',
    'Small upkeep jobs now can prevent larger bills later.',
    'If the price seems unclear, ask for it to be broken down line by line.',
    'A clear scope of work is the best protection against a surprise bill.',
  ]),
  comparison: createPool('comparison.body', [
    'Both {optionA} and {optionB} have a place, and the right pick depends on what you want.',
    'Think about upkeep, since {optionA} and {optionB} ask different things of you over time.',
    'Ask to see examples of {optionA} and of {optionB} before you decide.',
    'Your budget, your schedule and your taste all point toward one option or the other.',
    'Some people start with {optionA} and move to {optionB} later, or the other way round.',
    'A short talk with someone who does this work every week can settle the choice quickly.',
    'Write down what matters most to you, then see which option fits that list.',
    'There is no wrong answer, only a better fit for your needs.',
  ]),
  seasonal: createPool('seasonal.body', [
    'Each season brings its own jobs, and {season} is no different.',
    'Start {season} tasks early, before the rush of bookings.',
    'Michigan weather can swing fast, so keep your plans flexible this {season}.',
    'A few small tasks at the start of {season} can save bigger work later.',
    'Make a short list of {season} jobs and spread them over a few weekends.',
    'Check anything that sat unused since last year before you rely on it again.',
    'Book help early if you know you will need it, since calendars fill up fast in {season}.',
    'Take a few notes at the end of {season} to make next year easier.',
  ]),
  problems: createPool('problems.body', [
    'Most problems start small and give some warning before they get worse.',
    'Note when the problem started and what you noticed first.',
    'Some fixes are simple, but others need trained hands and the right tools.',
    'Do not ignore a problem that keeps coming back, since it often points to a deeper cause.',
    'Safety comes first: stop using anything that smells, sparks or leaks.',
    'Regular checks catch most trouble before it becomes costly.',
    'Take photos of the problem, since they help a pro understand it quickly.',
    'A quick fix can buy time, but plan for a lasting repair.',
    'Ask what caused the problem, not only how to fix it.',
  ]),
  questions: createPool('questions.body', [
    'Good questions save time and help you compare options fairly.',
    'Ask the same questions of everyone you talk to, so the answers line up.',
    'Write the answers down, since details are easy to forget later.',
    'A clear, direct answer is a good sign; a vague one is worth a follow-up.',
    'Do not be shy about asking what happens if plans change.',
    'Ask who will do the work and how you can reach them.',
    'It is fair to ask how long each step will take.',
    'If an answer surprises you, ask for an example.',
  ]),
  announcement: createPool('announcement.body', [
    'For customers, the news means a little more choice and a little less travel.',
    'Regular customers can expect the same people and the same care.',
    'The team will share more details as plans firm up.',
    'The best way to hear about changes is to check the website or call ahead.',
    'New and returning customers are welcome to stop in and ask questions.',
    'Plans like this take time, and the team thanks everyone for their patience.',
    'Watch for updates on hours and services as the change takes shape.',
  ]),
}

/** The sentence that ties the topic section to the business, with the service behind the keyword. */
export const TOPIC_LINK_TO_BUSINESS = createPool('topic.business', [
  'For help with {subject}, {business} offers {service} in {city}.',
  'For {service} in {city}, the {team} at {business} can talk you through {subject}.',
  'The {team} at {business} answer questions about {subject} every week.',
])
