import type { ArticleAuthor } from './index.ts'

// Invented staff writers; none of them stands for a real person.

export const DANA_WHITFIELD: ArticleAuthor = {
  name: 'Dana Whitfield',
  bio: 'Dana Whitfield covers personal finance for NewsHub, with a focus on budgets, taxes and homeownership for Michigan families.',
  avatar: '/images/authors/dana-whitfield.svg',
}

export const MARCUS_BELL: ArticleAuthor = {
  name: 'Marcus Bell',
  bio: 'Marcus Bell writes about travel and the outdoors across the Great Lakes state, usually from the driver’s seat of a well-traveled hatchback.',
  avatar: '/images/authors/marcus-bell.svg',
}

export const PRIYA_RAMAN: ArticleAuthor = {
  name: 'Priya Raman',
  bio: 'Priya Raman reports on health and wellness for NewsHub, translating medical advice into habits that fit real Michigan lives.',
  avatar: '/images/authors/priya-raman.svg',
}

export const ELENA_KOWALSKI: ArticleAuthor = {
  name: 'Elena Kowalski',
  bio: 'Elena Kowalski covers community life in Ann Arbor and Washtenaw County, from block clubs to school board meetings.',
  avatar: '/images/authors/elena-kowalski.svg',
}
