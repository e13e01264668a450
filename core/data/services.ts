/** The six groups that services belong to. */
export const SERVICE_GROUPS = [
  'Automotive',
  'Home Services',
  'Outdoor Services',
  'Professional Services',
  'Medical Services',
  'Dining',
] as const
export type ServiceGroup = (typeof SERVICE_GROUPS)[number]

/** A local service category of the directory. */
export interface Service {
  name: string
  slug: string
  category: ServiceGroup
  description: string
  keywords: readonly string[]
}

/** The ten services, in directory order. */
export const SERVICES: readonly Service[] = [
  {
    name: 'Auto Services',
    slug: 'auto-services',
    category: 'Automotive',
    description: 'Car repair, maintenance, collision work and detailing.',
    keywords: [
      'auto repair',
      'oil change',
      'brake repair',
      'collision repair',
      'car detailing',
      'tire service',
      'transmission repair',
    ],
  },
  {
    name: 'Home Improvement',
    slug: 'home-improvement',
    category: 'Home Services',
    description: 'Remodeling, renovation and repair contractors for kitchens, bathrooms, basements and more.',
    keywords: [
      'kitchen remodeling',
      'bathroom remodeling',
      'basement finishing',
      'flooring installation',
      'painting contractor',
      'general contractor',
      'handyman',
    ],
  },
  {
    name: 'Plumbing',
    slug: 'plumbing',
    category: 'Home Services',
    description: 'Plumbers for leaks, drains, water heaters and emergency repairs.',
    keywords: [
      'emergency plumber',
      'drain cleaning',
      'water heater repair',
      'leak detection',
      'sewer line repair',
      'sump pump installation',
      'pipe repair',
    ],
  },
  {
    name: 'HVAC',
    slug: 'hvac',
    category: 'Home Services',
    description: 'Heating, ventilation and air conditioning installation, repair and seasonal maintenance.',
    keywords: [
      'furnace repair',
      'ac repair',
      'hvac installation',
      'heat pump service',
      'duct cleaning',
      'boiler repair',
      'hvac maintenance',
    ],
  },
  {
    name: 'Roofing',
    slug: 'roofing',
    category: 'Home Services',
    description: 'Roof repair, replacement, gutters and storm-damage inspections for homes and businesses.',
    keywords: [
      'roof repair',
      'roof replacement',
      'shingle roofing',
      'flat roofing',
      'gutter installation',
      'storm damage repair',
      'roof inspection',
    ],
  },
  {
    name: 'Landscaping',
    slug: 'landscaping',
    category: 'Outdoor Services',
    description: 'Lawn care, landscape design, hardscaping and seasonal clean-ups.',
    keywords: [
      'lawn care',
      'landscape design',
      'tree trimming',
      'snow removal',
      'hardscaping',
      'sprinkler installation',
      'yard cleanup',
    ],
  },
  {
    name: 'Real Estate',
    slug: 'real-estate',
    category: 'Professional Services',
    description: 'Agents and brokers for buying, selling and renting homes and commercial property.',
    keywords: [
      'real estate agent',
      'homes for sale',
      'realtor',
      'property management',
      'home appraisal',
      'commercial real estate',
      'first-time home buyer',
    ],
  },
  {
    name: 'Legal Services',
    slug: 'legal-services',
    category: 'Professional Services',
    description: 'Attorneys for family law, personal injury, estate planning, criminal defense and business.',
    keywords: [
      'personal injury lawyer',
      'family law attorney',
      'estate planning',
      'criminal defense attorney',
      'divorce lawyer',
      'business attorney',
      'bail bonds',
    ],
  },
  {
    name: 'Healthcare',
    slug: 'healthcare',
    category: 'Medical Services',
    description: 'Doctors, clinics, dentists and urgent care for the whole family.',
    keywords: [
      'family doctor',
      'urgent care',
      'dentist',
      'physical therapy',
      'pediatrician',
      'chiropractor',
      'walk-in clinic',
    ],
  },
  {
    name: 'Restaurants',
    slug: 'restaurants',
    category: 'Dining',
    description: 'Local restaurants, cafes, catering and takeout, from family diners to fine dining.',
    keywords: [
      'best restaurants',
      'family restaurant',
      'takeout',
      'catering',
      'brunch',
      'fine dining',
      'food delivery',
    ],
  },
]

/** Finds a service by its slug, or undefined. */
export function findService(slug: string): Service | undefined {
  return SERVICES.find((service) => service.slug === slug)
}
