/**
 * The booking load, driven by wrk like every other case (a node load generator on the same 2
 * cores cost as much CPU as the service and became the limit). wrk's Lua keeps one queue: each
 * HoldTeeTime answer puts its hold in it, and a connection that is free sends CreateReservation
 * for the oldest waiting hold, or else HoldTeeTime (2 players) on the next tee time of the list,
 * which no other request takes. A booking is a reservation answered with a ReservationID.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { soapRequest } from './soap-call.js';
import { removeLuaScript, wrk, type WrkResult } from './wrk.js';

const CARD = { CreditCardNumber: '4111111111111111', CreditCardName: 'Bench', CreditCardType: 'Visa', CreditCardExpMo: 12, CreditCardExpYr: 2030 };
const MARK = 999_999_999; // stands for the id in the request templates

export interface BookingLoad {
  readonly bookings: number;
  readonly failures: number;
  /** True when the tee times ran out before the time did. */
  readonly exhausted: boolean;
  readonly wrk: WrkResult;
}

/** Writes the Lua script for one run over `teeTimes`; returns its path. */
function bookingScript(session: string, teeTimes: readonly number[]): string {
  const hold = soapRequest('HoldTeeTime', { SessionID: session, TeeTimeID: MARK, NumberOfPlayers: 2 });
  const reserve = soapRequest('CreateReservation', {
    SessionID: session,
    TeeTimeID: MARK,
    CreditCardNumber: CARD.CreditCardNumber,
    NumberOfPlayers: 2,
    CreditCardName: CARD.CreditCardName,
    CreditCardType: CARD.CreditCardType,
    CreditCardExpMo: CARD.CreditCardExpMo,
    CreditCardExpYr: CARD.CreditCardExpYr,
  });
  const lua = (s: string): string => JSON.stringify(s); // ASCII: JSON escapes are Lua escapes
  const template = (body: string): string => {
    const [before, after] = body.split(String(MARK)) as [string, string];
    return `{ ${lua(before)}, ${lua(after)} }`;
  };
  const lines = [
    `local ids = { ${teeTimes.join(', ')} }`,
    `local hold_body = ${template(hold.body)}`,
    `local reserve_body = ${template(reserve.body)}`,
    `local hold_headers = { ["Content-Type"] = ${lua(hold.headers['Content-Type']!)}, ["SOAPAction"] = ${lua(hold.headers.SOAPAction!)} }`,
    `local reserve_headers = { ["Content-Type"] = ${lua(reserve.headers['Content-Type']!)}, ["SOAPAction"] = ${lua(reserve.headers.SOAPAction!)} }`,
    'local next_id, holds, first, last = 1, {}, 1, 0',
    'booked, failed, exhausted = 0, 0, false',
    'request = function()',
    '  if first <= last then',
    '    local id = holds[first]; holds[first] = nil; first = first + 1',
    '    return wrk.format("POST", nil, reserve_headers, reserve_body[1] .. id .. reserve_body[2])',
    '  end',
    '  local id = ids[next_id]',
    '  if id == nil then exhausted = true; id = ids[#ids] else next_id = next_id + 1 end',
    '  return wrk.format("POST", nil, hold_headers, hold_body[1] .. id .. hold_body[2])',
    'end',
    'response = function(status, headers, body)',
    '  local hold = body:match("<NewTeeTimeID>(%d+)</NewTeeTimeID>")',
    '  if status == 200 and hold and body:find("<ErrorCode>0</ErrorCode>", 1, true) then last = last + 1; holds[last] = hold',
    '  elseif status == 200 and body:find("<ReservationID>", 1, true) and body:find("<ErrorCode>0</ErrorCode>", 1, true) then booked = booked + 1',
    '  elseif not exhausted then failed = failed + 1 end',
    'end',
    // done() runs in wrk's main Lua state: the counters live in the thread's, read through setup's handle.
    'local threads = {}',
    'setup = function(thread) table.insert(threads, thread) end',
    'done = function()',
    '  local t = threads[1]',
    '  io.write(string.format("bookings %d failures %d exhausted %s\\n", t:get("booked"), t:get("failed"), tostring(t:get("exhausted"))))',
    'end',
  ];
  const path = join(mkdtempSync(join(tmpdir(), 'crmteetimeapi-bench-')), 'booking.lua');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** One wrk run of the booking load for `seconds` over `teeTimes`. */
export async function runBookingLoad(url: string, session: string, teeTimes: readonly number[], seconds: number, connections: number): Promise<BookingLoad> {
  const script = bookingScript(session, teeTimes);
  const result = await wrk(url, script, seconds, connections).finally(() => removeLuaScript(script));
  const counts = /bookings (\d+) failures (\d+) exhausted (\w+)/.exec(result.raw);
  if (!counts) throw new Error(`the booking script printed no counts:\n${result.raw}`);
  return { bookings: Number(counts[1]), failures: Number(counts[2]), exhausted: counts[3] === 'true', wrk: result };
}
