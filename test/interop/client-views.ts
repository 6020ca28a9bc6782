/**
 * What a third-party SOAP client hands its caller for our sample results.
 *
 * Both node-soap and zeep build their results from the WSDL, and both differ from our own typed
 * shapes in the same known ways, spelled out here once so each interop test states precisely what
 * its client gives:
 * - a list is the wrapper element's object holding an array of its item elements, e.g.
 *   `Areas: [a]` arrives as `Areas: { Area: [a] }` (an array even with one item);
 * - an element with no content (`<Icons />`, `<AddPlayerCardResult />`) arrives as null;
 * - decimals (xsd:decimal) and empty strings are converted the way the client converts them.
 *
 * The item element names are written out by hand from the interface (not read from our generator),
 * so these tests check the WSDL independently.
 */
import { sampleResults, type OperationName } from '../support/sample-handler.js';

export const OPERATIONS = Object.keys(sampleResults) as OperationName[];

/** Item element of each list wrapper (docs/contract.md, "Results"). */
const ITEM_NAMES: Record<string, string> = {
  Areas: 'Area',
  Facilities: 'Facility',
  Icons: 'Icon',
  Courses: 'TeeTimeCourse',
  TeeTimes: 'TeeTime',
  Charges: 'Charge',
  Refunds: 'Charge',
  Reservations: 'ReservationDetail',
  CustomerCards: 'Card',
  PlayerCardRounds: 'PlayerCardRounds',
};
const ITEM_NAME_OVERRIDES: Partial<Record<OperationName, Record<string, string>>> = {
  SearchTeeTimes: { Facilities: 'TeeTimeFacility' },
};
/** The result of GetCustomerPlayerCardProfile is itself a list (ArrayOfResponsePlayerCardProfile). */
const TOP_LEVEL_ITEM = 'ResponsePlayerCardProfile';

/** Fields whose schema type is s:decimal (Charge.Amount is s:string and stays text). */
export const DECIMAL_FIELDS = new Set(['RetailRate', 'CourseFee', 'BookingFee', 'TaxAmount', 'DueOnline']);

export interface ClientConversions {
  /** What the client makes of an s:decimal element's text, e.g. '89.00'. */
  decimal(text: string): unknown;
  /** What the client makes of an empty string element (`<Error></Error>`). */
  emptyString: unknown;
}

/** sampleResults[operation] as the client returns it (the content of `<Op>Result`). */
export function asClientSees(operation: OperationName, conversions: ClientConversions): unknown {
  const items = { ...ITEM_NAMES, ...ITEM_NAME_OVERRIDES[operation] };
  const convert = (value: unknown, key: string | undefined): unknown => {
    if (Array.isArray(value)) {
      const item = key === undefined ? TOP_LEVEL_ITEM : items[key];
      if (item === undefined) throw new Error(`no item element name known for list ${key} of ${operation}`);
      return value.length === 0 ? null : { [item]: value.map((entry) => convert(entry, undefined)) };
    }
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      return entries.length === 0 ? null : Object.fromEntries(entries.map(([k, v]) => [k, convert(v, k)]));
    }
    if (typeof value === 'string') {
      if (key !== undefined && DECIMAL_FIELDS.has(key)) return conversions.decimal(value);
      if (value === '') return conversions.emptyString;
    }
    return value;
  };
  return convert(sampleResults[operation], undefined);
}

/** Drops null members of objects, recursively (array items stay). */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}
