import type { Service } from './services.ts'

/**
 * What each service keyword means, for the cards of a landing page: one plain sentence per kind of
 * work, saying what it is rather than praising who does it. Keyed by the keywords of
 * core/data/services.ts (a test checks every keyword has one).
 */
export const SERVICE_OFFERINGS: Readonly<Record<string, string>> = {
  // Auto Services
  'auto repair': 'Diagnosing and fixing engine, electrical and drivetrain problems.',
  'oil change': 'Draining old engine oil, refilling with new and replacing the filter.',
  'brake repair': 'Replacing worn pads, rotors and lines, and bleeding the brake fluid.',
  'collision repair': 'Straightening frames, replacing panels and repainting after an accident.',
  'car detailing': 'Deep cleaning of the interior and polishing and protecting the paint.',
  'tire service': 'Mounting, balancing, rotating and patching tires, and seasonal changeovers.',
  'transmission repair': 'Fluid service, rebuilds and replacement of automatic and manual gearboxes.',
  // Home Improvement
  'kitchen remodeling': 'Redoing cabinets, counters, layout and lighting of a kitchen.',
  'bathroom remodeling': 'Replacing tubs, showers, tile, vanities and fixtures.',
  'basement finishing': 'Framing, insulating and finishing a basement into living space.',
  'flooring installation': 'Laying hardwood, laminate, vinyl, tile or carpet.',
  'painting contractor': 'Interior and exterior painting, including surface preparation.',
  'general contractor': 'Running a whole project: permits, trades and schedule.',
  handyman: 'Small repairs and installations around the house.',
  // Plumbing
  'emergency plumber': 'Urgent help with burst pipes, overflowing drains and no water.',
  'drain cleaning': 'Clearing clogged sinks, tubs and floor drains by snaking or jetting.',
  'water heater repair': 'Fixing or replacing tank and tankless water heaters.',
  'leak detection': 'Finding hidden leaks in walls, floors and supply lines.',
  'sewer line repair': 'Camera inspection and repair or replacement of the main sewer line.',
  'sump pump installation': 'Fitting a pump in the basement pit to keep groundwater out.',
  'pipe repair': 'Fixing or replacing cracked, corroded or frozen pipes.',
  // HVAC
  'furnace repair': 'Getting a gas or electric furnace heating again.',
  'ac repair': 'Fixing central air that runs warm, leaks or will not start.',
  'hvac installation': 'Sizing and fitting new furnaces, air conditioners and ductwork.',
  'heat pump service': 'Maintaining and repairing heat pumps that heat and cool.',
  'duct cleaning': 'Removing dust and debris from air ducts and vents.',
  'boiler repair': 'Servicing hot-water and steam boilers and their radiators.',
  'hvac maintenance': 'Seasonal tune-ups: filters, burners, coils and safety checks.',
  // Roofing
  'roof repair': 'Fixing leaks, missing shingles and damaged flashing.',
  'roof replacement': 'Tearing off an old roof and installing a new one.',
  'shingle roofing': 'Asphalt shingle roofs, the most common kind on Michigan houses.',
  'flat roofing': 'Membrane and built-up roofs for flat and low-slope buildings.',
  'gutter installation': 'Fitting gutters and downspouts that carry rain off the roof.',
  'storm damage repair': 'Repairs after wind, hail or fallen branches.',
  'roof inspection': 'Checking a roof’s condition, for upkeep or before buying a house.',
  // Landscaping
  'lawn care': 'Mowing, edging, fertilising and weed control.',
  'landscape design': 'Planning beds, plantings, paths and grading for a yard.',
  'tree trimming': 'Pruning branches and removing dead or risky limbs.',
  'snow removal': 'Plowing and shoveling driveways, walks and lots in winter.',
  hardscaping: 'Patios, walkways and retaining walls of stone, brick or pavers.',
  'sprinkler installation': 'Underground irrigation with zones and a timer.',
  'yard cleanup': 'Clearing leaves, branches and debris in spring and fall.',
  // Real Estate
  'real estate agent': 'An agent who represents you in buying or selling a home.',
  'homes for sale': 'Houses and condos currently on the market.',
  realtor: 'An agent who is a member of the National Association of Realtors.',
  'property management': 'Finding tenants, collecting rent and arranging repairs for owners.',
  'home appraisal': 'An independent estimate of a home’s market value, often for a mortgage.',
  'commercial real estate': 'Offices, retail and industrial space to buy or lease.',
  'first-time home buyer': 'Help with a first purchase: budgets, programs and the process.',
  // Legal Services
  'personal injury lawyer': 'Representation after an injury caused by someone else.',
  'family law attorney': 'Custody, support, adoption and other family matters.',
  'estate planning': 'Wills, trusts and powers of attorney.',
  'criminal defense attorney': 'Representation for people charged with a crime.',
  'divorce lawyer': 'Guidance and representation through a divorce.',
  'business attorney': 'Contracts, formation and disputes for businesses.',
  'bail bonds': 'Posting bail for someone held in jail while their case goes on.',
  // Healthcare
  'family doctor': 'A primary care physician for checkups and everyday illness.',
  'urgent care': 'Walk-in treatment for problems that cannot wait but are not emergencies.',
  dentist: 'Cleanings, fillings and care for teeth and gums.',
  'physical therapy': 'Exercises and treatment to recover movement after injury or surgery.',
  pediatrician: 'A doctor for babies, children and teenagers.',
  chiropractor: 'Spinal adjustment and manual therapy for back and neck pain.',
  'walk-in clinic': 'Care without an appointment for minor illness and injury.',
  // Restaurants
  'best restaurants': 'Places to eat that locals recommend.',
  'family restaurant': 'Casual dining with menus for children.',
  takeout: 'Meals ordered to pick up and eat elsewhere.',
  catering: 'Food prepared and served for events and offices.',
  brunch: 'Late-morning meals, usually on weekends.',
  'fine dining': 'Formal restaurants with a set or seasonal menu.',
  'food delivery': 'Meals brought to your door.',
}

/** Who does each service, in the plural, for sentences such as 'No plumbers are listed in Detroit yet'. */
export const SERVICE_PROVIDERS: Readonly<Record<string, string>> = {
  'auto-services': 'auto shops',
  'home-improvement': 'home improvement contractors',
  plumbing: 'plumbers',
  hvac: 'heating and cooling businesses',
  roofing: 'roofers',
  landscaping: 'landscapers',
  'real-estate': 'real estate agents',
  'legal-services': 'lawyers',
  healthcare: 'healthcare providers',
  restaurants: 'restaurants',
}

/** 'No plumbers are listed in Detroit yet.' */
export function noListingsSentence(serviceSlug: string, serviceName: string, cityName: string): string {
  const providers = SERVICE_PROVIDERS[serviceSlug] ?? `${serviceName.toLowerCase()} businesses`
  return `No ${providers} are listed in ${cityName} yet.`
}

/** A card of the landing page: a kind of work within the service and what it is. */
export interface ServiceCard {
  name: string
  description: string
}

/**
 * The cards of a service's landing pages: its first kinds of work, each saying what it is. (Kept
 * out of core/seo/landing-page.ts, which every page's head loads: only the landing page needs it.)
 */
export function serviceCards(service: Service, count: number): ServiceCard[] {
  return service.keywords.slice(0, count).map((keyword) => ({
    name: keyword,
    description: SERVICE_OFFERINGS[keyword] ?? service.description,
  }))
}
