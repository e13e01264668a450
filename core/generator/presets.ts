import type { GenerateBlogInput } from './types.ts'

/** A generator page's business: what the page shows and what it sends to the generator. */
export interface GeneratorPreset {
  id: 'bianchis' | 'gatsby-cannabis' | 'balboa-fun-tours' | 'bail-bonds'
  /** The app route of the generator page. */
  route: string
  label: string
  business: { name: string; description: string; category: string; website: string }
  input: GenerateBlogInput
  /** What the page lists under 'Content focus'. */
  contentFocus: string[]
}

/*
 * The four generator pages name these businesses but give no addresses, phones, websites or keywords.
 * Everything below is invented for this product and clearly fictional: street numbers are made up,
 * phones use the 555-01xx range reserved for fiction, and websites use the reserved .example domain.
 * Balboa Fun Tours evokes California's Balboa Island, but NewsHub is a Michigan site, so its tours
 * are placed on Michigan's lakeshore.
 */
export const GENERATOR_PRESETS: readonly GeneratorPreset[] = [
  {
    id: 'bianchis',
    route: '/generate-bianchis-blog',
    label: 'Salon post generator',
    business: {
      name: "Bianchi's Salon",
      description:
        'A family-run hair salon in Royal Oak and Birmingham known for color, cuts and bridal styling.',
      category: 'Lifestyle',
      website: 'https://bianchis-salon.example',
    },
    input: {
      businessName: "Bianchi's Salon",
      locations: [
        { address: '412 S Main St, Royal Oak, MI 48067', phone: '(248) 555-0142' },
        { address: '188 N Old Woodward Ave, Birmingham, MI 48009', phone: '(248) 555-0187' },
      ],
      keywords: ['hair salon Royal Oak', 'hair coloring', 'bridal hair'],
      backlink: 'https://bianchis-salon.example',
      topic: 'finding the right hair salon in Royal Oak and Birmingham',
      wordCount: 3000,
      services: [
        {
          name: 'Balayage',
          description: 'Hand-painted color that grows out softly, with a toner to finish.',
        },
        { name: 'Haircuts', description: 'Cuts for every hair type, with a wash and a blow-dry.' },
        {
          name: 'Gray blending',
          description: 'Low-lights and glosses that soften gray instead of covering it all.',
        },
        {
          name: 'Bridal styling',
          description: 'A trial before the day, then styling for the bride and her party.',
        },
      ],
      hours: 'Tue-Sat 9am-7pm',
      faqs: [
        {
          question: 'Do you take walk-ins?',
          answer: 'Appointments come first; walk-ins are seen when a chair is free.',
        },
        {
          question: 'Do you style at the wedding venue?',
          answer: 'Yes, for bridal parties of four or more.',
        },
      ],
      keyPoints: [
        "Look at a salon's photos of recent work in the color or cut you want, not only its finished styles.",
        "Book a consultation before a big change such as balayage or going lighter, so a stylist can look at your hair's history and condition first.",
        'Ask whether a strand test is done before color, especially on hair that has been colored or lightened before.',
        'Balayage is hand-painted and grows out softly, so it usually needs a refresh every 3 to 4 months instead of every 6 to 8 weeks for foils.',
        'Short haircuts keep their shape for about 6 to 8 weeks and long hair for 10 to 12 weeks.',
        'For a wedding, book a trial 1 to 2 months ahead and bring photos of the dress and the veil or hair accessories.',
        'Michigan winters dry hair out: a moisturizing treatment and less heat styling help between visits.',
        'A good consultation covers your daily routine and how long you spend styling, so the cut works at home too.',
        'Gray blending uses low-lights and glosses to soften gray, which grows out with less of a line than full coverage.',
        'Tell the stylist about medications, swimming and home color, since each changes how hair takes color.',
      ],
    },
    contentFocus: [
      'Color services: balayage, highlights and gray blending',
      'Bridal and special-event styling',
      'Cuts for every hair type',
      'Hair care through the Michigan seasons',
    ],
  },
  {
    id: 'gatsby-cannabis',
    route: '/generate-gatsby-cannabis',
    label: 'Dispensary post generator',
    business: {
      name: 'Gatsby Cannabis',
      description:
        'A licensed adult-use cannabis dispensary in Battle Creek with a focus on product education.',
      category: 'Lifestyle',
      website: 'https://gatsbycannabis.example',
    },
    input: {
      businessName: 'Gatsby Cannabis',
      locations: [{ address: '2150 Columbia Ave W, Battle Creek, MI 49015', phone: '(269) 555-0123' }],
      keywords: ['cannabis dispensary Battle Creek', 'recreational marijuana', 'cannabis edibles'],
      backlink: 'https://gatsbycannabis.example',
      topic: 'shopping for cannabis in Battle Creek',
      wordCount: 3000,
      services: [
        {
          name: 'Flower',
          description: 'Indica, sativa and hybrid strains, with THC and CBD content on every label.',
        },
        { name: 'Edibles', description: 'Gummies and chocolates in low-dose and standard strengths.' },
        { name: 'Pre-rolls', description: 'Single pre-rolls and packs, ready to use.' },
        { name: 'CBD products', description: 'Tinctures and topicals with little or no THC.' },
      ],
      hours: 'Daily 9am-9pm',
      faqs: [
        {
          question: 'Do I need a medical card?',
          answer: 'No; adults 21 and older can shop with a valid photo ID.',
        },
        { question: 'Can I order ahead?', answer: 'Yes; online orders are held for pickup the same day.' },
      ],
      keyPoints: [
        'Adult-use cannabis in Michigan is for customers 21 and older, and every visit starts with a valid government-issued photo ID.',
        'Michigan law limits a purchase to 2.5 ounces of flower, or the same amount in other forms, per transaction.',
        'Using cannabis in public or in a car is against Michigan law, and so is driving while impaired; carry purchases closed and out of reach of the driver.',
        'Edibles take 30 minutes to 2 hours to take effect; start with 5 milligrams of THC or less and wait before taking more.',
        'Flower, pre-rolls, vapes, edibles and topicals differ in how fast they act and how long the effect lasts, so ask staff to explain the difference before choosing.',
        'Product labels list THC and CBD content and a test date, since Michigan requires lab testing of every product sold.',
        'Cash is the most common way to pay at a dispensary, because most card networks do not process cannabis sales.',
        'Store cannabis locked away from children and pets, in its child-resistant packaging.',
        'Cannabis cannot be taken across state lines, even to another state where it is legal.',
        'First-time shoppers can ask for a low-dose product and a quiet time of day, when staff have time to answer questions.',
      ],
    },
    contentFocus: [
      'Adult-use shopping for customers 21 and older with a valid ID',
      'Product education: flower, edibles, pre-rolls and CBD',
      'Responsible use and Michigan cannabis law',
      'A welcoming store for first-time customers',
    ],
  },
  {
    id: 'balboa-fun-tours',
    route: '/generate-balboa-fun-tours',
    label: 'Tours business post generator',
    business: {
      name: 'Balboa Fun Tours',
      description:
        'Boat, sunset and wine tours from Traverse City and Grand Haven for families, couples and groups.',
      category: 'Lifestyle',
      website: 'https://balboafuntours.example',
    },
    input: {
      businessName: 'Balboa Fun Tours',
      locations: [
        { address: '241 E Front St, Traverse City, MI 49684', phone: '(231) 555-0168' },
        { address: '101 N Harbor Dr, Grand Haven, MI 49417', phone: '(616) 555-0131' },
      ],
      keywords: ['Traverse City tours', 'boat tours', 'sunset cruises'],
      backlink: 'https://balboafuntours.example',
      topic: 'planning a fun day on the water in Michigan',
      wordCount: 3000,
      services: [
        {
          name: 'Narrated boat tour',
          description: 'Ninety minutes on the bay with a guide on the history of the harbor.',
        },
        { name: 'Sunset cruise', description: 'An evening cruise timed to the sunset over Lake Michigan.' },
        {
          name: 'Wine tour',
          description: 'A guided bus tour of Old Mission Peninsula wineries, with the driving done for you.',
        },
        {
          name: 'Private group tour',
          description: 'The boat for your group alone, for birthdays, reunions and team outings.',
        },
      ],
      hours: 'Daily, May through October',
      faqs: [
        {
          question: 'What happens if the weather is bad?',
          answer: 'Tours cancelled for weather are refunded or moved to another day.',
        },
        {
          question: 'Can we bring food?',
          answer: 'Yes; snacks and non-alcoholic drinks are welcome on boat tours.',
        },
      ],
      keyPoints: [
        'Check the marine forecast the morning of the trip: wind and waves on the Great Lakes can change within hours.',
        'Bring layers and a windproof jacket even in July, since it is often 10 degrees cooler on the water than on shore.',
        'Sunscreen, sunglasses and a hat matter more on the water, where the sun reflects off the surface.',
        'Every passenger needs a life jacket that fits, and Michigan law requires children under 6 to wear one on the open deck of a moving boat.',
        'Book sunset cruises early in summer, when sunset on Lake Michigan comes after 9 pm and the evening trips fill first.',
        'Arrive 20 to 30 minutes before departure to park and check in, because boats leave on time.',
        'For a wine tour, pick a designated driver or a guided tour, and eat before the first tasting.',
        'Seasickness is rare on the bays, but on open water it helps to sit in the middle of the boat and watch the horizon.',
        'Plan the day around one main outing and leave time for the beach or town, since a tired group enjoys the last stop least.',
        'Spring and fall trips are quieter and cooler, with fewer crowds at the docks than in July and August.',
      ],
    },
    contentFocus: [
      'Narrated boat and sightseeing tours',
      'Sunset cruises and private group outings',
      'Wine tours on the Old Mission Peninsula',
      'Planning around Michigan weather and seasons',
    ],
  },
  {
    id: 'bail-bonds',
    route: '/generate-bail-bonds-blog',
    label: 'Bail bonds post generator',
    business: {
      name: 'Mitten State Bail Bonds',
      description: 'A bail bonds agency serving families in Detroit and Oakland County, day and night.',
      category: 'Business',
      website: 'https://mittenstatebailbonds.example',
    },
    input: {
      businessName: 'Mitten State Bail Bonds',
      locations: [
        { address: '2750 Gratiot Ave, Detroit, MI 48207', phone: '(313) 555-0176' },
        { address: '45 S Saginaw St, Pontiac, MI 48342', phone: '(248) 555-0119' },
      ],
      keywords: ['bail bonds Detroit', 'bail bondsman', 'Oakland County bail bonds'],
      backlink: 'https://mittenstatebailbonds.example',
      topic: 'How bail bonds work in Detroit and Oakland County',
      wordCount: 3000,
      services: [
        { name: 'Bail bonds', description: 'Bonds for cases in Wayne County and Oakland County courts.' },
        { name: 'Court date reminders', description: 'Text and phone reminders before each court date.' },
      ],
      hours: 'Open 24 hours, every day',
      faqs: [
        {
          question: 'Can I pay the premium in installments?',
          answer: 'Payment plans are available for some bonds; ask on the first call.',
        },
        {
          question: 'Do you write bonds for the Detroit and Pontiac jails?',
          answer: 'Yes, from the Detroit and Pontiac offices.',
        },
      ],
      keyPoints: [
        'A judge or magistrate sets bail at arraignment, usually within a day or two of the arrest, based on the charge, the record and ties to the community.',
        'A bail bond is a promise to the court, backed by a bail agent, that the defendant will return for every court date.',
        'Instead of posting the full bail in cash, the family pays the agent a premium, often around 10 percent of the bail amount, which is not returned.',
        'Michigan courts often allow a 10 percent deposit bond, paid to the court and mostly refunded when the case ends, so ask at arraignment whether it is offered.',
        'Have the full legal name, date of birth and booking number of the person in custody, and the name of the jail, before you call.',
        'The person who signs for the bond, the indemnitor, promises to pay the full bail if the defendant does not appear.',
        'Release can take several hours after the bond is posted, depending on how busy the jail is.',
        'Missing a court date leads to a bench warrant and can cost the signer the full bail amount, so keep every date in a calendar.',
        'The bond ends when the case is resolved and every court date has been kept; any collateral is then returned.',
        'A bail agent cannot give legal advice, so talk to a defense attorney or a public defender about the charges.',
      ],
    },
    contentFocus: [
      'How the bail bond process works in Michigan',
      'Fast help for families after an arrest',
      'Clear fees and payment options',
      'Court reminders and support after release',
    ],
  },
]

/** The preset with this id, or undefined. */
export function findGeneratorPreset(id: string): GeneratorPreset | undefined {
  return GENERATOR_PRESETS.find((preset) => preset.id === id)
}
