/**
 * A platform-sized catalog for the scale bench, in the shape `npm run seed -- --catalog` reads:
 * `facilities` golf facilities of one 18-hole course each (a start every 10 minutes from 06:00 to
 * 16:00, 61 tee times a day), 50 to an area, across the US time zones. Ids start far above the
 * demo catalog's, which the bench loads first (its accounts and searched facilities).
 */
import { stringify } from 'yaml';

const ZONES: ReadonlyArray<readonly [string, string]> = [
  ['AZ', 'America/Phoenix'],
  ['CA', 'America/Los_Angeles'],
  ['CO', 'America/Denver'],
  ['TX', 'America/Chicago'],
  ['FL', 'America/New_York'],
];
const PER_AREA = 50;
export const FIRST_AREA = 1000;
export const FIRST_FACILITY = 100_000;
/** Tee times a generated facility has each day. */
export const TEE_TIMES_PER_DAY = 61;

export function scaleCatalogYaml(facilities: number): string {
  const areas = Array.from({ length: Math.ceil(facilities / PER_AREA) }, (_, i) => {
    const [state, zone] = ZONES[i % ZONES.length]!;
    return { id: FIRST_AREA + i, short: `Region ${i + 1}`, long: `Golf region ${i + 1}`, state, country: 'US', zone };
  });
  const list = Array.from({ length: facilities }, (_, i) => {
    const id = FIRST_FACILITY + i;
    const area = areas[Math.floor(i / PER_AREA)]!;
    return {
      id,
      area: area.id,
      short: `Course ${i + 1}`,
      long: `Golf Course Number ${i + 1}`,
      address: [`${100 + (i % 9000)} Fairway Dr`, '', `Town ${i + 1}`, area.state, 'US', String(10000 + (i % 89999))],
      phone: `555-${String(i % 10000).padStart(4, '0')}`,
      url: `https://course-${i + 1}.example.com`,
      policy: 'Cancel at least 24 hours before your tee time.',
      tax: '7.50',
      booking_fee: '2.00',
      courses: [
        {
          id: id * 10 + 1,
          name: 'Championship',
          holes: 18,
          first: '06:00',
          last: '16:00',
          every: 10,
          rate: `${40 + (i % 12) * 10}.00`,
          weekend: 15,
          twilight: ['14:00', 40],
          icons: [1],
        },
      ],
    };
  });
  return stringify({ icons: [], areas, facilities: list, hot_deals: { share_percent: 10, discount_percent: 20 } });
}
