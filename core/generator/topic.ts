import nlp from 'compromise'

/** What kind of article a topic asks for; each gets its own outline. */
export const INTENTS = [
  'announcement',
  'comparison',
  'cost',
  'checklist',
  'problems',
  'questions',
  'how-to',
  'seasonal',
  'guide',
] as const
export type Intent = (typeof INTENTS)[number]

/** The topic read for its intent and the things it is about. */
export interface TopicReading {
  intent: Intent
  /** The main thing the topic is about, as a noun phrase: 'the Kalamazoo River', 'kitchen faucet'. */
  subject: string
  /** Further noun phrases of the topic (the second option of a comparison, the audience...). */
  subjects: string[]
  /** What the reader wants to do, as a verb phrase: 'fix a leaking kitchen faucet', 'paddle the Kalamazoo River'. */
  task?: string
  /** The two sides of a comparison. */
  options?: [string, string]
  /** The season a seasonal topic is about. */
  season?: string
}

/**
 * Intent patterns, checked in order: an announcement that mentions a price is still news, a
 * checklist of problems is still a checklist.
 */
const PATTERNS: readonly [Intent, RegExp][] = [
  [
    'announcement',
    /\b(opens|opening|now open|grand opening|launch(es|ed)?|announces?|expands?|welcomes?|celebrates?|introduces?|unveils?|adds a new|moves to|new location)\b/i,
  ],
  ['comparison', /\b(vs\.?|versus|compared( to| with)?|or .+\?|which is (right|better|best))\b/i],
  ['how-to', /^how to\b/i],
  ['cost', /\b(costs?|price[sd]?|pricing|budget(ing)?|how much|afford(able)?|fees?|worth the money)\b/i],
  ['checklist', /\b(checklist|check list|what to (bring|pack)|\d+ (things|tips|steps|ways|items))\b/i],
  [
    'problems',
    /\b(problems?|issues?|troubleshoot(ing)?|mistakes|warning signs|signs (of|that|your)|fix(es|ing)?|leak(s|ing)?|broken|won'?t)\b/i,
  ],
  [
    'questions',
    /\b(questions|faqs?|asked|answered)\b|^(what|why|when|who|is|are|do|does|can|should)\b.*\?$/i,
  ],
  ['how-to', /\bhow to\b|\bstep[- ]by[- ]step\b|^how\b/i],
  [
    'seasonal',
    /\b(spring|summer|fall|autumn|winter|holidays?|season(al)?|christmas|thanksgiving|back[- ]to[- ]school|wedding season|prom)\b/i,
  ],
]

const SEASON =
  /\b(spring|summer|fall|autumn|winter|holiday season|holidays|christmas|thanksgiving|back[- ]to[- ]school|wedding season|prom season)\b/i

/** Words that name the kind of article rather than its subject. */
const FORM_WORDS =
  /^(a |an |the |your |our )?(complete |ultimate |quick |simple |short |local |beginner'?s |first[- ]timer'?s )?(guide|guides|checklist|list|tips|questions|faqs?|answers|cost|costs|price|prices|problems|issues|fixes|mistakes|signs|things|steps|ways|ideas|overview|basics|primer|breakdown|comparison|news)$/i
const PRONOUNS = /^(you|your|them|it|they|we|us|me|i|which|what|who)$/i

function clean(phrase: string): string {
  return phrase
    .replace(/[?!:;"“”]/g, '')
    .replace(/[.,]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Lower-cases a phrase's first word unless it is a name or acronym ('Winter tires' -> 'winter tires'). */
function lowerLead(phrase: string, names: ReadonlySet<string>): string {
  const first = phrase.split(' ')[0] ?? ''
  if (names.has(first.toLowerCase()) || /^[A-Z]{2,}/.test(first)) return phrase
  return first.charAt(0).toLowerCase() + phrase.slice(1)
}

/** Drops a leading number and the article-form words around a noun phrase: '10 questions' -> ''. */
function subjectOf(phrase: string): string {
  const words = clean(phrase).replace(/^\d+\s+/, '')
  if (FORM_WORDS.test(words) || PRONOUNS.test(words)) return ''
  // 'a first-timer's guide to X' and 'furnace problems' keep only what the problem is about.
  return (
    words
      .replace(/^(common|typical|frequent|top|key|basic|important|essential|\d+)\s+/i, '')
      .replace(/\s+(needs?|is|are|has|have|needs? replacing|won'?t \w+)$/i, '')
      // 'Getting your AC ready for summer': the state it is brought to is not part of the thing.
      .replace(/\s+(ready|clean|safe|warm|cool|dry|done)$/i, '')
      .replace(/^(its|their|his|her)\s+.*$/i, '')
      .replace(
        /^(a |an |the )?(complete |ultimate |quick |beginner'?s |first[- ]timer'?s )?guide (to|for) /i,
        '',
      )
      .replace(/\s+(problems|issues|costs?|prices|checklist|questions|tips|mistakes|signs)$/i, '')
      .trim()
  )
}

/**
 * Reads a topic: its intent (a guide, a how-to, a checklist, a cost question, a comparison, a
 * seasonal piece, problems and fixes, questions, an announcement) and the noun phrases it is about,
 * found with compromise's part-of-speech tagger rather than a list of expected words.
 * @example readTopic("Paddling the Kalamazoo River: a first-timer's guide", [])
 *   // { intent: 'guide', subject: 'the Kalamazoo River', task: 'paddle the Kalamazoo River', ... }
 */
export function readTopic(topic: string, exclude: readonly string[] = []): TopicReading {
  const text = clean(topic.replace(/[:–—-]\s/g, ', '))
  const intent = PATTERNS.find(([, pattern]) => pattern.test(topic))?.[0] ?? 'guide'
  const doc = nlp(text)
  const excluded = exclude.map((name) => name.toLowerCase())
  const names = new Set(
    (doc.match('#ProperNoun').out('array') as string[]).map((word) => clean(word).toLowerCase()),
  )
  const phrases = (doc.nouns().out('array') as string[])
    .flatMap((phrase) => clean(phrase).split(/\s+(?:in|for|near|around|before|after|with|at|on)\s+/i))
    .map(subjectOf)
    .filter((phrase) => phrase !== '' && !excluded.includes(phrase.toLowerCase().replace(/^the /, '')))
    .map((phrase) => lowerLead(phrase, names))
  // News is about what is announced, not who announces it: 'X opens a second chair' is about the chair.
  const announced = intent === 'announcement' ? announcedPart(text) : undefined
  if (announced)
    phrases.sort(
      (a, b) => Number(announced.includes(b.toLowerCase())) - Number(announced.includes(a.toLowerCase())),
    )
  const season = SEASON.exec(topic)?.[1]?.toLowerCase()
  const vs = /^(.+?)\s+(?:vs\.?|versus|or)\s+(.+?)(?:[,:?]|\s+which\b|$)/i.exec(text)
  const options: [string, string] | undefined =
    intent === 'comparison' && vs?.[1] && vs[2]
      ? [
          lowerLead(subjectOf(vs[1]) || clean(vs[1]), names),
          lowerLead(subjectOf(vs[2]) || clean(vs[2]), names),
        ]
      : undefined
  const task = readTask(doc, text)
  const withoutSeason = phrases
    .map((phrase) =>
      season && intent === 'seasonal' ? phrase.replace(new RegExp(`^${season}\\s+`, 'i'), '') : phrase,
    )
    .filter((phrase) => phrase !== '' && phrase.toLowerCase() !== season)
  const subjects = [...new Set(options ? [...options, ...withoutSeason] : withoutSeason)]
  const subject = subjects[0] ?? (task ? task.split(' ').slice(1).join(' ') : '') ?? ''
  return {
    intent,
    subject: subject || clean(topic).toLowerCase(),
    subjects: subjects.length > 0 ? subjects : [subject || clean(topic).toLowerCase()],
    ...(task ? { task } : {}),
    ...(options ? { options } : {}),
    ...(season ? { season } : {}),
  }
}

/** The words after an announcing verb: 'X launches a weekend bread club' -> 'a weekend bread club'. */
function announcedPart(text: string): string | undefined {
  const match = PATTERNS[0]?.[1].exec(text)
  if (!match) return undefined
  const rest = text.slice(match.index + match[0].length).trim()
  return rest === '' ? undefined : rest.toLowerCase()
}

/** 'How to fix a leaking faucet' -> 'fix a leaking faucet'; 'Paddling the river' -> 'paddle the river'. */
function readTask(doc: ReturnType<typeof nlp>, text: string): string | undefined {
  const howTo = /\bhow to\s+(.+?)(?:[,:?]|$)/i.exec(text)?.[1]
  if (howTo) return /\b(them|it|this|that)\b/i.test(howTo) ? undefined : clean(howTo)
  // 'Paddling the Kalamazoo River, a guide': the gerund and its object, up to the first comma.
  const lead = /^(\w+ing)\s+([^,]+)/i.exec(text)
  if (!lead?.[1] || !lead[2] || !doc.match(`^${lead[1]}`).has('#Verb')) return undefined
  const verb = nlp(lead[1].toLowerCase()).verbs().toInfinitive().text()
  const object = clean(lead[2].split(/\s+(?:in|for|near|around)\s+[A-Z]/)[0] ?? '')
  return verb && object ? `${verb} ${lowerLead(object, new Set())}` : undefined
}

/** Nouns that take no article: 'lawn care', 'roof repair', 'balayage'. */
const MASS_NOUN =
  /(care|repair|repairs|maintenance|service|services|work|insurance|cleaning|removal|installation|replacement|prep|preparation|storage|advice|help|news|equipment|gear|weather|travel|safety|law|bail|color|coloring|hair|cannabis|balayage|landscaping|plumbing|roofing|[a-z]+ing)$/i

/**
 * How sentences and headings name the subject: `text` reads mid-sentence ('your furnace',
 * 'the Kalamazoo River', 'lawn care'); `head` is the bare phrase headings put in title case.
 */
export function subjectForms(subject: string): { text: string; head: string } {
  const head = subject.replace(/^(a|an|your|their|our)\s+/i, '').replace(/^the\s+(?=[a-z])/, '')
  if (/^(a|an|the|your|their|our|this|these|those)\s/i.test(subject)) return { text: subject, head }
  const last = subject.split(' ').pop() ?? ''
  const bare = /^[A-Z]/.test(subject) || /s$/i.test(last) || MASS_NOUN.test(last)
  return { text: bare ? subject : `your ${subject}`, head }
}

/**
 * The subject with the article's angle, for the headings every outline shares (introduction,
 * questions, locations, next steps), so two topics on one subject still head them differently:
 * 'estate planning' reads 'estate planning costs' in a cost article and 'estate planning
 * checklists' in a checklist.
 */
export function focusHead(reading: TopicReading, head: string): string {
  const [first, second] = reading.options ?? []
  switch (reading.intent) {
    case 'cost':
      return `${head} costs`
    case 'checklist':
      return `${head} checklists`
    case 'problems':
      return `${head} problems`
    case 'comparison':
      return first && second ? `${first} vs. ${second}` : head
    case 'seasonal':
      return reading.season ? `${reading.season} ${head}` : head
    case 'questions':
      return `questions on ${head}`
    default:
      return head
  }
}
