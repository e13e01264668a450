-- Example listings: made-up businesses so that a fresh install shows what a landing page with
-- listings looks like. They are marked example = true, and every page labels them "Example
-- listing"; structured data leaves them out. Phone numbers are in the 555-01xx range reserved for
-- fiction and websites are on the reserved .example domain. `newshub db seed --no-examples` and
-- `newshub db reset --no-examples` leave this file out; `newshub listings remove --examples`
-- deletes them later.
insert into public.listings
  (name, services, cities, phone, street_address, locality, postal_code, hours, website, description,
   sponsored, published, example)
values
(
  'Corktown Pipe & Drain',
  array['plumbing'],
  array['detroit', 'ferndale', 'royal-oak'],
  '(313) 555-0142',
  '1400 Michigan Ave',
  'Detroit',
  '48216',
  'Mon-Fri 07:30-18:00; Sat 08:00-12:00',
  'https://corktown-pipe.example',
  'Drain cleaning, water heaters and repiping for older Detroit homes.',
  true,
  true,
  true
),
(
  'Lafayette Park Plumbing',
  array['plumbing'],
  array['detroit'],
  '(313) 555-0167',
  '1300 Lafayette St',
  'Detroit',
  '48207',
  'Mon-Fri 08:00-16:30',
  null,
  'A two-person shop for leaks, fixtures and sump pumps.',
  false,
  true,
  true
),
(
  'Woodward Heating & Cooling',
  array['hvac'],
  array['royal-oak', 'birmingham', 'troy', 'ferndale'],
  '(248) 555-0119',
  '400 S Main St',
  'Royal Oak',
  '48067',
  'Mon-Fri 08:00-17:00',
  'https://woodward-hvac.example',
  'Furnace and air-conditioning service, installation and seasonal tune-ups.',
  false,
  true,
  true
),
(
  'Kerrytown Table',
  array['restaurants'],
  array['ann-arbor'],
  '(734) 555-0188',
  '300 N Fifth Ave',
  'Ann Arbor',
  '48104',
  'Tue-Thu 11:00-21:00; Fri-Sat 11:00-22:00; Sun 10:00-15:00',
  'https://kerrytown-table.example',
  'Seasonal Michigan cooking, brunch on Sundays.',
  false,
  true,
  true
);
