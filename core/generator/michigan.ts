/**
 * Local color for Michigan cities: county, region, well-known landmarks and neighborhoods. The
 * composer uses them to ground location sections in the place a reader actually lives. Only
 * long-standing public places are listed, so the prose never invents a street-level fact.
 */
export interface MichiganPlace {
  name: string
  county: string
  region: string
  landmarks: readonly string[]
  neighborhoods: readonly string[]
}

const place = (
  name: string,
  county: string,
  region: string,
  landmarks: string[],
  neighborhoods: string[] = [],
): MichiganPlace => ({ name, county, region, landmarks, neighborhoods })

/** Cities the prose knows something about; any other city still works, with plainer wording. */
export const MICHIGAN_PLACES: readonly MichiganPlace[] = [
  place(
    'Battle Creek',
    'Calhoun County',
    'Southwest Michigan',
    ['Binder Park Zoo', 'Leila Arboretum', 'the Linear Park trail', 'Goguac Lake'],
    ['downtown', 'Urbandale', 'the Lakeview area'],
  ),
  place(
    'Kalamazoo',
    'Kalamazoo County',
    'Southwest Michigan',
    ['Bronson Park', 'the Kalamazoo Mall', 'the Kalamazoo Valley Museum'],
    ['the Vine neighborhood', 'Oakwood', 'Milwood', 'Westnedge Hill'],
  ),
  place('Portage', 'Kalamazoo County', 'Southwest Michigan', [
    'Celery Flats',
    'West Lake',
    'the Crossroads Mall',
  ]),
  place('Marshall', 'Calhoun County', 'Southwest Michigan', [
    'the Honolulu House',
    'the historic downtown along Michigan Avenue',
  ]),
  place('Jackson', 'Jackson County', 'South Central Michigan', [
    'the Cascades',
    'Ella Sharp Park',
    'the Michigan Theatre',
  ]),
  place(
    'Detroit',
    'Wayne County',
    'Metro Detroit',
    ['the Detroit Riverwalk', 'Belle Isle', 'Eastern Market', 'Campus Martius Park'],
    ['Corktown', 'Midtown', 'Mexicantown', 'West Village', 'Indian Village'],
  ),
  place(
    'Royal Oak',
    'Oakland County',
    'Metro Detroit',
    ['the Detroit Zoo', 'the Royal Oak Farmers Market', 'Main Street'],
    ['downtown Royal Oak'],
  ),
  place('Birmingham', 'Oakland County', 'Metro Detroit', [
    'Shain Park',
    'Old Woodward Avenue',
    'Poppleton Park',
  ]),
  place('Ferndale', 'Oakland County', 'Metro Detroit', ['Nine Mile Road', 'Woodward Avenue']),
  place('Troy', 'Oakland County', 'Metro Detroit', [
    'the Somerset Collection',
    'Big Beaver Road',
    'the Troy Historic Village',
  ]),
  place(
    'Ann Arbor',
    'Washtenaw County',
    'Southeast Michigan',
    ['Nichols Arboretum', 'the Huron River', 'the University of Michigan campus', 'Main Street'],
    ['Kerrytown', 'Burns Park', 'the Old West Side'],
  ),
  place('Warren', 'Macomb County', 'Metro Detroit', [
    'the GM Technical Center',
    'Van Dyke Avenue',
    'the Warren Community Center',
  ]),
  place('Sterling Heights', 'Macomb County', 'Metro Detroit', [
    'Dodge Park',
    'Freedom Hill County Park',
    'the Clinton River',
  ]),
  place(
    'Lansing',
    'Ingham County',
    'Mid-Michigan',
    ['the State Capitol', 'the Lansing River Trail', 'Potter Park Zoo'],
    ['Old Town', 'REO Town', 'Downtown'],
  ),
  place('East Lansing', 'Ingham County', 'Mid-Michigan', [
    'Michigan State University',
    'Grand River Avenue',
    'the Broad Art Museum',
  ]),
  place(
    'Grand Rapids',
    'Kent County',
    'West Michigan',
    ['the Grand River', 'Frederik Meijer Gardens', 'John Ball Zoo', 'the Downtown Market'],
    ['Heritage Hill', 'Eastown', 'East Hills', 'the West Side'],
  ),
  place('Traverse City', 'Grand Traverse County', 'Northern Michigan', [
    'Grand Traverse Bay',
    'Front Street',
    'the Old Mission Peninsula',
    'the Grand Traverse Commons',
  ]),
  place('Holland', 'Ottawa County', 'West Michigan', [
    'Windmill Island Gardens',
    'Eighth Street',
    'Lake Macatawa',
    'Holland State Park',
  ]),
  place('Grand Haven', 'Ottawa County', 'West Michigan', [
    'the boardwalk',
    'the Grand Haven lighthouse',
    'the Musical Fountain',
  ]),
  place('Dearborn', 'Wayne County', 'Metro Detroit', [
    'The Henry Ford',
    'Greenfield Village',
    'Michigan Avenue',
  ]),
  place(
    'Flint',
    'Genesee County',
    'Mid-Michigan',
    ['the Flint Farmers Market', 'the Flint Institute of Arts', 'the Flint River'],
    ['Carriage Town', 'the College Cultural area'],
  ),
  place('Novi', 'Oakland County', 'Metro Detroit', [
    'Twelve Oaks Mall',
    'the Suburban Collection Showplace',
    'Novi Road',
  ]),
  place('Pontiac', 'Oakland County', 'Metro Detroit', ['Saginaw Street', 'the Clinton River Trail']),
  place('Southfield', 'Oakland County', 'Metro Detroit', [
    'Northwestern Highway',
    'the Southfield Town Center',
  ]),
  place(
    'Saginaw',
    'Saginaw County',
    'the Great Lakes Bay Region',
    ['the Saginaw River', 'the Japanese Cultural Center'],
    ['Old Town'],
  ),
  place('Muskegon', 'Muskegon County', 'West Michigan', [
    'Pere Marquette Park',
    'Muskegon Lake',
    'the USS Silversides Submarine Museum',
  ]),
  place('Marquette', 'Marquette County', 'the Upper Peninsula', [
    'Lake Superior',
    'Presque Isle Park',
    'Third Street',
    'Northern Michigan University',
  ]),
]

const BY_NAME = new Map(MICHIGAN_PLACES.map((entry) => [entry.name.toLowerCase(), entry]))

/** The known place of a city name (case-insensitive), or undefined. */
export function findMichiganPlace(city: string): MichiganPlace | undefined {
  return BY_NAME.get(city.trim().toLowerCase())
}
