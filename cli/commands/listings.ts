import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'csv-parse/sync'
import {
  applyListingChange,
  LISTING_COLUMNS,
  LISTING_CSV_FIELDS,
  type Listing,
  type ListingInput,
  ListingInputError,
  type ListingValues,
  parseListing,
} from '../../core/listings/listing.ts'
import { readAllPages } from '../../core/posts/paging.ts'
import { type Backend, type BackendOptions, withBackend } from '../backend.ts'
import { UsageError } from '../errors.ts'
import { createOutput } from '../output.ts'
import { confirm } from './owner.ts'

/** The flags of `listings add|update`, as commander hands them over (lists and flags as text). */
export interface ListingFlags {
  name?: string
  services?: string
  cities?: string
  phone?: string
  street?: string
  locality?: string
  postalCode?: string
  hours?: string
  website?: string
  description?: string
  /** yes or no */
  sponsored?: string
  /** yes or no */
  published?: string
}

/** An import file is read whole: this many rows at most, so one request stores them all or none. */
export const IMPORT_MAX_ROWS = 1000
const IMPORT_MAX_BYTES = 2 * 1024 * 1024

const SELECT = LISTING_COLUMNS.join(',')

/** Flags in the schema's field names; a flag not given stays undefined. */
function inputOf(flags: ListingFlags): Partial<ListingInput> {
  return {
    name: flags.name,
    services: flags.services,
    cities: flags.cities,
    phone: flags.phone,
    street_address: flags.street,
    locality: flags.locality,
    postal_code: flags.postalCode,
    hours: flags.hours,
    website: flags.website,
    description: flags.description,
    sponsored: flags.sponsored,
    published: flags.published,
  }
}

/** Bad input is bad usage: the field's one-line message, exit code 2. */
function checked<T>(parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    if (error instanceof ListingInputError) throw new UsageError(error.message)
    throw error
  }
}

/** Every listing by name, however many: the API answers at most 1000 rows a request. */
async function listAll(backend: Backend): Promise<Listing[]> {
  return readAllPages(async (from, to) => {
    const { data, error } = await backend.client
      .from('listings')
      .select(SELECT)
      .order('name')
      .order('id')
      .range(from, to)
    if (error) throw new Error(`Could not read the listings: ${error.message}`)
    return data as unknown as Listing[]
  })
}

async function findOne(backend: Backend, id: string): Promise<Listing> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError(`id: '${id}' is not a listing id`)
  const { data, error } = await backend.client.from('listings').select(SELECT).eq('id', id).maybeSingle()
  if (error) throw new Error(`Could not read the listing: ${error.message}`)
  if (!data) throw new Error(`No listing has the id ${id}.`)
  return data as unknown as Listing
}

/** The values of a stored listing, as the schema reads them back. */
function valuesOf(listing: Listing): ListingValues {
  const {
    id: _id,
    example: _example,
    pages: _pages,
    created_at: _created,
    updated_at: _updated,
    ...values
  } = listing
  return values
}

function describe(listing: Listing): string {
  const flags = [
    listing.published ? 'published' : 'unpublished',
    ...(listing.sponsored ? ['sponsored'] : []),
    ...(listing.example ? ['example'] : []),
  ]
  return `${listing.id}  ${listing.name}  ${listing.phone}  ${listing.services.join(',')} in ${listing.cities.join(',')}  [${flags.join(', ')}]`
}

/** `newshub listings list`: every listing by name, with its state. */
export async function runListingsList(options: BackendOptions): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub listings list', async (backend) => {
    const listings = await listAll(backend)
    if (listings.length === 0) output.line('No listings yet. Add one with `newshub listings add`.')
    for (const listing of listings) output.line(describe(listing))
    output.result(listings)
  })
}

/** `newshub listings add --name ... --phone ...`: checks every field, then stores the listing. */
export async function runListingsAdd(flags: ListingFlags & BackendOptions): Promise<void> {
  const values = checked(() => parseListing(inputOf(flags)))
  const output = createOutput(flags)
  await withBackend(flags, 'newshub listings add', async (backend) => {
    const { data, error } = await backend.client.from('listings').insert(values).select(SELECT).single()
    if (error) throw new Error(`Could not add the listing: ${error.message}`)
    const listing = data as unknown as Listing
    output.line(`Added ${describe(listing)}`)
    output.result(listing)
  })
}

/** `newshub listings update ID --phone ...`: the listing with the change, checked whole, stored at once. */
export async function runListingsUpdate(id: string, flags: ListingFlags & BackendOptions): Promise<void> {
  const change = inputOf(flags)
  if (Object.values(change).every((value) => value === undefined))
    throw new UsageError('Give at least one field to change, such as --phone or --published.')
  const output = createOutput(flags)
  await withBackend(flags, 'newshub listings update', async (backend) => {
    const current = await findOne(backend, id)
    const values = checked(() => applyListingChange(valuesOf(current), change))
    const { data, error } = await backend.client
      .from('listings')
      .update(values)
      .eq('id', current.id)
      .select(SELECT)
      .single()
    if (error) throw new Error(`Could not update the listing: ${error.message}`)
    const listing = data as unknown as Listing
    output.line(`Updated ${describe(listing)}`)
    output.result(listing)
  })
}

/** `newshub listings remove ID... | --examples`: deletes listings for good, after a confirmation or --yes. */
export async function runListingsRemove(
  ids: string[],
  options: BackendOptions & { yes?: boolean; examples?: boolean },
): Promise<void> {
  if (ids.length === 0 && !options.examples) throw new UsageError('Name the listings to remove (their ids).')
  if (!options.yes && !process.stdin.isTTY)
    throw new UsageError('Add --yes to remove listings when there is no terminal to confirm on.')
  const output = createOutput(options)
  await withBackend(options, 'newshub listings remove', async (backend) => {
    const doomed = options.examples
      ? (await listAll(backend)).filter((listing) => listing.example)
      : await Promise.all(ids.map((id) => findOne(backend, id)))
    if (doomed.length === 0) {
      output.line('No listing to remove.')
      output.result({ removed: [] })
      return
    }
    const question = `Remove ${doomed.map((listing) => listing.name).join(', ')} for good?`
    if (!options.yes && !(await confirm(question))) throw new Error('Nothing was removed.')
    const { error } = await backend.client
      .from('listings')
      .delete()
      .in(
        'id',
        doomed.map((listing) => listing.id),
      )
    if (error) throw new Error(`Could not remove the listings: ${error.message}`)
    for (const listing of doomed) output.line(`Removed ${listing.name} (${listing.id}).`)
    output.result({ removed: doomed.map((listing) => listing.id) })
  })
}

/**
 * The listings of a CSV file (a header row naming LISTING_CSV_FIELDS), every row checked; the first
 * bad one is an error naming its line and field, and nothing is stored.
 */
export function readListingsCsv(text: string): ListingValues[] {
  let records: Record<string, string>[]
  try {
    records = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true })
  } catch (error) {
    throw new UsageError(`The file is not valid CSV: ${(error as Error).message.split('\n')[0]}`)
  }
  if (records.length === 0)
    throw new UsageError('The file has no listings (a header row and one row a listing).')
  if (records.length > IMPORT_MAX_ROWS)
    throw new UsageError(
      `The file has ${records.length} listings; import at most ${IMPORT_MAX_ROWS} at a time.`,
    )
  const unknown = Object.keys(records[0] ?? {}).filter(
    (column) => !(LISTING_CSV_FIELDS as readonly string[]).includes(column),
  )
  if (unknown.length)
    throw new UsageError(`Unknown column ${unknown[0]}; the columns are ${LISTING_CSV_FIELDS.join(', ')}.`)
  return records.map((record, index) => {
    try {
      return parseListing(record)
    } catch (error) {
      if (error instanceof ListingInputError)
        // Line 1 is the header.
        throw new UsageError(`line ${index + 2}: ${error.message}`)
      throw error
    }
  })
}

/** `newshub listings import FILE.csv`: all the file's listings in one insert, or none. */
export async function runListingsImport(file: string, options: BackendOptions): Promise<void> {
  const path = resolve(file)
  let text: string
  try {
    const bytes = readFileSync(path)
    if (bytes.length > IMPORT_MAX_BYTES) throw new UsageError(`${path} is larger than 2 MB.`)
    text = bytes.toString('utf8')
  } catch (error) {
    if (error instanceof UsageError) throw error
    throw new UsageError(`Could not read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`)
  }
  const rows = readListingsCsv(text)
  const output = createOutput(options)
  await withBackend(options, 'newshub listings import', async (backend) => {
    // One statement: the database stores every row or, on any refusal, none.
    const { data, error } = await backend.client.from('listings').insert(rows).select(SELECT)
    if (error) throw new Error(`Could not import the listings, none were added: ${error.message}`)
    const listings = data as unknown as Listing[]
    output.line(`Imported ${listings.length} listing${listings.length === 1 ? '' : 's'} from ${path}.`)
    output.result(listings)
  })
}
