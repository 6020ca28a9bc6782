// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import type { RequestContext } from '../../runtime/server/dispatch.js';
import type { AddPlayerCardRequest, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, CustomerResponse, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTimeRequest, LoginRequest, ResponseAddPlayerCard, ResponseGetArea, ResponseGetFacilityList, ResponseGetTotalTeeTimesCount, ResponseHasPlayerCard, ResponseHoldTeeTime, ResponseIcon, ResponseLogin, ResponseMakeReservation, ResponsePlayerCardProfile, ResponseSearchTeeTime, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest } from './types.js';

/**
 * The business logic of CRMTeeTimeAPI: one method per operation, whatever the transport.
 * A thrown error becomes a Server fault carrying its message; business failures belong in the result.
 */
export interface CRMTeeTimeAPIHandler {
  /** Signs in a reseller user and returns the session to pass to every other operation. */
  login(request: LoginRequest, context: RequestContext): Promise<ResponseLogin> | ResponseLogin;
  /** Counts the future tee times that still have a free seat. */
  getTotalTeeTimesCount(request: GetTotalTeeTimesCountRequest, context: RequestContext): Promise<ResponseGetTotalTeeTimesCount> | ResponseGetTotalTeeTimesCount;
  /** Lists the areas, optionally of one state or province. */
  getAreaList(request: GetAreaListRequest, context: RequestContext): Promise<ResponseGetArea> | ResponseGetArea;
  /** Lists the facilities of an area. */
  getFacilitiesByArea(request: GetFacilitiesByAreaRequest, context: RequestContext): Promise<ResponseGetFacilityList> | ResponseGetFacilityList;
  /** Lists the icons tee times refer to. */
  getIcons(request: GetIconsRequest, context: RequestContext): Promise<ResponseIcon> | ResponseIcon;
  /** Finds tee times by area, facility, dates, part of day, players and discount, grouped by facility and course. */
  searchTeeTimes(request: SearchTeeTimesRequest, context: RequestContext): Promise<ResponseSearchTeeTime> | ResponseSearchTeeTime;
  /** Holds seats of a tee time for a limited time and returns the hold with its price. */
  holdTeeTime(request: HoldTeeTimeRequest, context: RequestContext): Promise<ResponseHoldTeeTime> | ResponseHoldTeeTime;
  /** Creates or updates a customer and returns its CustomerID. */
  saveCustomer(request: SaveCustomerRequest, context: RequestContext): Promise<CustomerResponse> | CustomerResponse;
  /** Creates or updates a customer who signs in with a password; changing a password needs the old one. */
  saveActiveCustomer(request: SaveActiveCustomerRequest, context: RequestContext): Promise<CustomerResponse> | CustomerResponse;
  /** Books a held or a free tee time and charges the card. */
  createReservation(request: CreateReservationRequest, context: RequestContext): Promise<ResponseMakeReservation> | ResponseMakeReservation;
  /** Books like CreateReservation and stores the reseller's tracking code with the reservation. */
  createReservationWithTracking(request: CreateReservationWithTrackingRequest, context: RequestContext): Promise<ResponseMakeReservation> | ResponseMakeReservation;
  /** Books like CreateReservation and pays some players with free rounds from a player card. */
  createReservationWithFreeRound(request: CreateReservationWithFreeRoundRequest, context: RequestContext): Promise<ResponseMakeReservation> | ResponseMakeReservation;
  /** Lists the customer's player cards with rounds used and left per facility. */
  getCustomerPlayerCardProfile(request: GetCustomerPlayerCardProfileRequest, context: RequestContext): Promise<ResponsePlayerCardProfile[]> | ResponsePlayerCardProfile[];
  /** Lists the customer's player cards usable for a tee time. */
  hasPlayerCard(request: HasPlayerCardRequest, context: RequestContext): Promise<ResponseHasPlayerCard> | ResponseHasPlayerCard;
  /** Sells a player card to a customer. */
  addPlayerCard(request: AddPlayerCardRequest, context: RequestContext): Promise<ResponseAddPlayerCard> | ResponseAddPlayerCard;
}
