import { describe, expect, it } from 'vitest'
import { describeWeek, formatHours, openStatus, parseHours } from './hours.ts'
import { applyListingChange, ListingInputError, parseListing } from './listing.ts'

const good = {
  name: 'Corktown Pipe & Drain',
  services: 'plumbing',
  cities: 'detroit, ferndale',
  phone: '313-555-0142',
  street_address: '1420 Michigan Ave',
  locality: 'Detroit',
  postal_code: '48216',
  hours: 'mon-fri 8:00-17:00; Sat 09:00-13:00',
  website: 'https://corktown-pipe.example',
}

function problemOf(input: unknown): string {
  try {
    parseListing(input)
  } catch (error) {
    if (error instanceof ListingInputError) return error.message
    throw error
  }
  return ''
}

describe('parseListing', () => {
  it('answers the stored values: lists from text, the phone and hours in one spelling', () => {
    expect(parseListing(good)).toEqual({
      name: 'Corktown Pipe & Drain',
      services: ['plumbing'],
      cities: ['detroit', 'ferndale'],
      phone: '(313) 555-0142',
      street_address: '1420 Michigan Ave',
      locality: 'Detroit',
      postal_code: '48216',
      hours: 'Mon-Fri 08:00-17:00; Sat 09:00-13:00',
      website: 'https://corktown-pipe.example',
      description: '',
      logo_path: null,
      sponsored: false,
      published: false,
    })
  })

  it.each([
    [{ name: ' ' }, 'name: required'],
    [{ phone: '555' }, 'phone: a 10-digit US number, such as (313) 555-0142'],
    [{ cities: 'atlantis' }, "cities: 'atlantis' is not one of"],
    [{ services: '' }, 'services: give at least one'],
    [{ postal_code: '12345' }, 'postal_code: a five-digit Michigan ZIP code'],
    [{ hours: 'Mon 17:00-08:00' }, 'hours: closing must be after opening'],
    [{ hours: 'weekdays 9-5' }, 'hours: '],
    [{ website: 'corktown-pipe' }, 'website: a full address starting with https://'],
    [{ sponsored: 'maybe' }, 'sponsored: yes or no'],
    [{ street_address: undefined }, 'street_address: required'],
  ])('refuses %j with one line that names the field', (change, message) => {
    const problem = problemOf({ ...good, ...change })
    expect(problem).toContain(message)
    expect(problem).not.toContain('\n')
  })

  it('checks a change against the whole listing', () => {
    const stored = parseListing(good)
    expect(applyListingChange(stored, { phone: '+1 (248) 555 0100', published: true })).toMatchObject({
      phone: '(248) 555-0100',
      published: true,
      name: 'Corktown Pipe & Drain',
    })
    expect(() => applyListingChange(stored, { postal_code: '90210' })).toThrow(/^postal_code: /)
    // A stored listing without a website reads back with null there.
    expect(applyListingChange({ ...stored, website: null }, { published: true }).website).toBeNull()
  })
})

describe('hours', () => {
  const week = (text: string) => {
    const parsed = parseHours(text)
    if ('problem' in parsed) throw new Error(parsed.problem)
    return parsed.week
  }

  it('joins days with the same times into ranges and says Closed for the rest', () => {
    expect(formatHours(week('Mon 9:00-17:00; Tue 9:00-17:00; Wed 09:00-17:00; Sun 10:00-14:00'))).toBe(
      'Mon-Wed 09:00-17:00; Sun 10:00-14:00',
    )
    expect(describeWeek(week('Mon-Fri 08:00-17:00'))[5]).toEqual(['Sat', 'Closed'])
  })

  it("is open or closed by the clock of the city's time zone, not the server's", () => {
    const hours = 'Mon-Fri 08:00-17:00'
    // 2026-11-25 is a Wednesday; Detroit is UTC-5 in November.
    expect(openStatus(hours, new Date('2026-11-25T13:30:00Z'), 'America/Detroit')).toBe('open')
    expect(openStatus(hours, new Date('2026-11-25T23:30:00Z'), 'America/Detroit')).toBe('closed')
    // 03:00 UTC Thursday is still 22:00 Wednesday in Detroit, after closing.
    expect(openStatus(hours, new Date('2026-11-26T03:00:00Z'), 'America/Detroit')).toBe('closed')
    // Saturday noon in Detroit.
    expect(openStatus(hours, new Date('2026-11-28T17:00:00Z'), 'America/Detroit')).toBe('closed')
    expect(openStatus('Sat 10:00-24:00', new Date('2026-11-29T04:59:00Z'), 'America/Detroit')).toBe('open')
  })

  it('says nothing when no hours are given', () => {
    expect(openStatus('', new Date(), 'America/Detroit')).toBeNull()
  })
})
