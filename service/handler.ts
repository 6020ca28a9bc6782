/**
 * The business logic behind the generated handler interface: checks the session, reads the
 * request as the use case's input (requests.ts), runs the use case, shows its model as the wire
 * result (wire.ts), and turns a BusinessError into the result's ErrorCode/ErrorMessage — or, for
 * the three operations whose result has no ErrorCode, into a Client fault.
 */
import type { CRMTeeTimeAPIHandler } from '../generated/crmteetimeapi/handler.js';
import type { ResponseLogin } from '../generated/crmteetimeapi/types.js';
import { keepDerived } from 'soapgen/runtime/reusable.js';
import { ClientFault } from 'soapgen/runtime/server/dispatch.js';
import { login, requireSession, type Session } from './auth/sessions.js';
import { cancelReservation, getCancellationPolicy, getCustomerReservations, getReservation } from './booking/cancellations.js';
import { createReservation } from './booking/reservations.js';
import { holdTeeTime } from './booking/holds.js';
import { getAreaList, getFacilitiesByArea, getIcons, getTotalTeeTimesCount } from './catalog/browse.js';
import { searchTeeTimes } from './catalog/search.js';
import type { ServiceContext } from './context.js';
import { saveActiveCustomer, saveCustomer } from './customers/customers.js';
import { DatabaseUnavailable } from './db/trouble.js';
import { BusinessError, ErrorCode, failure } from './errors.js';
import {
  areaListResult,
  cancellationPolicyResult,
  cancellationResult,
  cardAddedResult,
  cardCheckResult,
  cardProfilesResult,
  customerReservationsResult,
  customerResult,
  facilityListResult,
  holdResult,
  iconListResult,
  loginResult,
  reservationDetailsResult,
  reservationResult,
  searchResult,
  totalTeeTimesResult,
} from './wire.js';
import type { LoginRateLimiter } from './ops/rate-limit.js';
import { addPlayerCard, getCustomerPlayerCardProfile, hasPlayerCard } from './player-cards/player-cards.js';
import * as read from './requests.js';

type WithSession<Req, Res> = (ctx: ServiceContext, session: Session, request: Req) => Promise<Res>;

export interface HandlerOptions {
  /** Limits login attempts per client address; absent means no such limit. */
  readonly loginLimiter?: LoginRateLimiter;
}

/** What a BusinessError becomes: the result's ErrorCode/ErrorMessage, or a Client fault. */
const asResult = <Res>(error: BusinessError): Res => failure(error) as Res;
const asFault = (error: BusinessError): never => {
  const message = `ErrorCode ${error.code}: ${error.message}`;
  // The service's own trouble is not the caller's fault: a Server fault, worth retrying.
  throw error.code === ErrorCode.Unavailable ? new Error(message) : new ClientFault(message);
};

/**
 * An operation whose use case returns a model, with the wire view of that model (wire.ts). A
 * reusable model (one ctx.reads keeps) gets its view once, reusable too, so the server core can
 * keep its encoded answer as well.
 */
function shown<Req, Model, Res>(operation: WithSession<Req, Model>, view: (model: Model) => Res): WithSession<Req, Res> {
  const viewOf = keepDerived(view);
  return async (ctx, session, request) => viewOf(await operation(ctx, session, request));
}

/** Runs `work`, turning a BusinessError into what `onFailure` makes of it. */
async function handling<Res>(work: () => Promise<Res>, onFailure: (error: BusinessError) => Res): Promise<Res> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BusinessError) return onFailure(error);
    // Its message is written for callers; the database's own words stay in the operator's log.
    if (error instanceof DatabaseUnavailable) return onFailure(new BusinessError(ErrorCode.Unavailable, error.message));
    throw error;
  }
}

export function createHandler(ctx: ServiceContext, options: HandlerOptions = {}): CRMTeeTimeAPIHandler {
  const withSession =
    <Req extends { SessionID?: string }, Res>(operation: WithSession<Req, Res>, onFailure: (error: BusinessError) => Res) =>
    (request: Req): Promise<Res> =>
      handling(async () => operation(ctx, await requireSession(ctx, request.SessionID), request), onFailure);
  /** An operation whose result carries ErrorCode: failures are results. */
  const reporting = <Req extends { SessionID?: string }, Res>(operation: WithSession<Req, Res>) => withSession(operation, asResult<Res>);
  /** An operation whose result cannot say it failed: failures are Client faults. */
  const faulting = <Req extends { SessionID?: string }, Res>(operation: WithSession<Req, Res>) => withSession(operation, asFault);

  return {
    login: async (request, context) => {
      const wait = options.loginLimiter?.take(context.remoteAddress) ?? 0;
      if (wait > 0) return failure(new BusinessError(ErrorCode.LockedOut, `Too many login attempts from your address: try again in ${wait} s.`));
      return handling(async () => loginResult(await login(ctx, read.credentials(request))), asResult<ResponseLogin>);
    },
    // TotalTeeTimes is a required int, so a failure still carries one (0) beside its ErrorCode.
    getTotalTeeTimesCount: withSession(shown(getTotalTeeTimesCount, totalTeeTimesResult), (error) => ({ ...failure(error), TotalTeeTimes: 0 })),
    getAreaList: reporting(shown((c, s, r) => getAreaList(c, s, read.stateProv(r.StateProv)), areaListResult)),
    getFacilitiesByArea: reporting(shown((c, s, r) => getFacilitiesByArea(c, s, r.AreaID), facilityListResult)),
    getIcons: reporting(shown(getIcons, iconListResult)),
    searchTeeTimes: reporting(shown((c, s, r) => searchTeeTimes(c, s, read.searchCriteria(r)), searchResult)),
    holdTeeTime: reporting(shown((c, s, r) => holdTeeTime(c, s, read.holdOrder(r)), holdResult)),
    saveCustomer: reporting(shown((c, s, r) => saveCustomer(c, s, read.customer(r)), customerResult)),
    saveActiveCustomer: reporting(shown((c, s, r) => saveActiveCustomer(c, s, read.activeCustomer(r)), customerResult)),
    createReservation: reporting(shown((c, s, r) => createReservation(c, s, read.reservation(r)), reservationResult)),
    createReservationWithTracking: reporting(shown((c, s, r) => createReservation(c, s, read.trackedReservation(r)), reservationResult)),
    createReservationWithFreeRound: reporting(shown((c, s, r) => createReservation(c, s, read.freeRoundReservation(r)), reservationResult)),
    getCustomerPlayerCardProfile: faulting(shown((c, s, r) => getCustomerPlayerCardProfile(c, s, r.CustomerID), cardProfilesResult)),
    hasPlayerCard: faulting(shown((c, s, r) => hasPlayerCard(c, s, read.cardQuestion(r)), cardCheckResult)),
    addPlayerCard: faulting(shown((c, s, r) => addPlayerCard(c, s, read.cardSale(r)), cardAddedResult)),
    getReservation: reporting(shown((c, s, r) => getReservation(c, s, r.ReservationID), reservationDetailsResult)),
    getCustomerReservations: reporting(shown((c, s, r) => getCustomerReservations(c, s, read.customerReservationsQuery(r)), customerReservationsResult)),
    getCancellationPolicy: reporting(shown((c, s, r) => getCancellationPolicy(c, s, read.policySubject(r)), cancellationPolicyResult)),
    cancelReservation: reporting(shown((c, s, r) => cancelReservation(c, s, read.cancelOrder(r)), cancellationResult)),
  };
}
