/** Data and messages shared by the bench orchestrator (run.ts) and its server children (server.ts). */
import type { Area } from '../generated/crmteetimeapi/index.js';

export const SERVICE_PATH = '/api/CRMTeeTimeAPI.asmx';
export const NAMESPACE = 'http://onlinereservationsystems.com/api/';
export const SOAP_ACTION = `"${NAMESPACE}GetAreaList"`;

const STATES: ReadonlyArray<readonly [string, string, string]> = [
  ['PHX', 'Phoenix & Scottsdale', 'AZ'],
  ['TUC', 'Tucson', 'AZ'],
  ['LAS', 'Las Vegas', 'NV'],
  ['PSP', 'Palm Springs', 'CA'],
  ['SAN', 'San Diego', 'CA'],
  ['LAX', 'Los Angeles', 'CA'],
  ['SFO', 'San Francisco Bay Area', 'CA'],
  ['DEN', 'Denver', 'CO'],
  ['DFW', 'Dallas / Fort Worth', 'TX'],
  ['AUS', 'Austin', 'TX'],
  ['HOU', 'Houston', 'TX'],
  ['ORL', 'Orlando', 'FL'],
  ['TPA', 'Tampa Bay', 'FL'],
  ['MIA', 'Miami', 'FL'],
  ['MYR', 'Myrtle Beach', 'SC'],
  ['ATL', 'Atlanta', 'GA'],
  ['CHI', 'Chicago', 'IL'],
  ['YYZ', 'Toronto', 'ON'],
  ['YVR', 'Vancouver', 'BC'],
  ['YUL', 'Montréal', 'QC'],
];

/** The 20 areas every server answers with. */
export const AREAS: Area[] = STATES.map(([short, long, state], i) => ({
  ID: 100 + i,
  ShortName: short,
  LongName: long,
  State: state,
  Country: ['ON', 'BC', 'QC'].includes(state) ? 'CA' : 'US',
}));

/** The measured request: a plain SOAP 1.1 GetAreaList envelope, as a .NET client sends it. */
export const REQUEST_BODY =
  '<?xml version="1.0" encoding="utf-8"?>' +
  '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
  '<soap:Body>' +
  `<GetAreaList xmlns="${NAMESPACE}"><SessionID>7f3c2a9e-5b1d-4c8e-9a61-0d2f4b8e6c13</SessionID></GetAreaList>` +
  '</soap:Body></soap:Envelope>';

export const REQUEST_HEADERS: Record<string, string> = {
  'Content-Type': 'text/xml; charset=utf-8',
  SOAPAction: SOAP_ACTION,
};

export type ServerKind = 'ceiling' | 'generated' | 'node-soap';

/** Parent → child. */
export type ToChild =
  | { type: 'start'; kind: ServerKind; ceiling?: { status: number; headers: Record<string, string>; body: string }; wsdl?: string }
  | { type: 'memory' }
  | { type: 'cpu' };

/** Child → parent. */
export type ToParent =
  | { type: 'listening'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number }
  /** The child's CPU time so far (user + system), in µs. */
  | { type: 'cpu'; micros: number }
  | { type: 'error'; message: string };
