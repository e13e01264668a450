/** Page slug of a footer company link: lowercased, every space replaced by a hyphen ('Privacy Policy' -> 'privacy-policy'). */
export function toPageSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '-')
}

/** URL slug of any title: lowercase ASCII words joined by hyphens ('Hello, World!' -> 'hello-world'). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Readable name from a slug: hyphen-separated words, each capitalised ('royal-oak' -> 'Royal Oak'). */
export function nameFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
