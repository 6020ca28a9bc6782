// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import { SoapClient } from '../../runtime/client/client.js';
import type { CallOptions, ClientOptions } from '../../runtime/client/client.js';
import { binding, operations } from './operations.js';
import type { AddPlayerCardRequest, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, CustomerResponse, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTimeRequest, LoginRequest, ResponseAddPlayerCard, ResponseGetArea, ResponseGetFacilityList, ResponseGetTotalTeeTimesCount, ResponseHasPlayerCard, ResponseHoldTeeTime, ResponseIcon, ResponseLogin, ResponseMakeReservation, ResponsePlayerCardProfile, ResponseSearchTeeTime, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest } from './types.js';

/** A typed client of CRMTeeTimeAPI. Failures (faults, HTTP errors, time-outs) reject with ServiceError. */
export class CRMTeeTimeAPIClient {
  readonly #client: SoapClient;

  constructor(options: ClientOptions) {
    this.#client = new SoapClient(binding, options);
  }

  /** Signs in a reseller user and returns the session to pass to every other operation. */
  public login(request: LoginRequest, options?: CallOptions): Promise<ResponseLogin> {
    return this.#client.call(operations.Login, request, options);
  }

  /** Counts the future tee times that still have a free seat. */
  public getTotalTeeTimesCount(request: GetTotalTeeTimesCountRequest, options?: CallOptions): Promise<ResponseGetTotalTeeTimesCount> {
    return this.#client.call(operations.GetTotalTeeTimesCount, request, options);
  }

  /** Lists the areas, optionally of one state or province. */
  public getAreaList(request: GetAreaListRequest, options?: CallOptions): Promise<ResponseGetArea> {
    return this.#client.call(operations.GetAreaList, request, options);
  }

  /** Lists the facilities of an area. */
  public getFacilitiesByArea(request: GetFacilitiesByAreaRequest, options?: CallOptions): Promise<ResponseGetFacilityList> {
    return this.#client.call(operations.GetFacilitiesByArea, request, options);
  }

  /** Lists the icons tee times refer to. */
  public getIcons(request: GetIconsRequest, options?: CallOptions): Promise<ResponseIcon> {
    return this.#client.call(operations.GetIcons, request, options);
  }

  /** Finds tee times by area, facility, dates, part of day, players and discount, grouped by facility and course. */
  public searchTeeTimes(request: SearchTeeTimesRequest, options?: CallOptions): Promise<ResponseSearchTeeTime> {
    return this.#client.call(operations.SearchTeeTimes, request, options);
  }

  /** Holds seats of a tee time for a limited time and returns the hold with its price. */
  public holdTeeTime(request: HoldTeeTimeRequest, options?: CallOptions): Promise<ResponseHoldTeeTime> {
    return this.#client.call(operations.HoldTeeTime, request, options);
  }

  /** Creates or updates a customer and returns its CustomerID. */
  public saveCustomer(request: SaveCustomerRequest, options?: CallOptions): Promise<CustomerResponse> {
    return this.#client.call(operations.SaveCustomer, request, options);
  }

  /** Creates or updates a customer who signs in with a password; changing a password needs the old one. */
  public saveActiveCustomer(request: SaveActiveCustomerRequest, options?: CallOptions): Promise<CustomerResponse> {
    return this.#client.call(operations.SaveActiveCustomer, request, options);
  }

  /** Books a held or a free tee time and charges the card. */
  public createReservation(request: CreateReservationRequest, options?: CallOptions): Promise<ResponseMakeReservation> {
    return this.#client.call(operations.CreateReservation, request, options);
  }

  /** Books like CreateReservation and stores the reseller's tracking code with the reservation. */
  public createReservationWithTracking(request: CreateReservationWithTrackingRequest, options?: CallOptions): Promise<ResponseMakeReservation> {
    return this.#client.call(operations.CreateReservationWithTracking, request, options);
  }

  /** Books like CreateReservation and pays some players with free rounds from a player card. */
  public createReservationWithFreeRound(request: CreateReservationWithFreeRoundRequest, options?: CallOptions): Promise<ResponseMakeReservation> {
    return this.#client.call(operations.CreateReservationWithFreeRound, request, options);
  }

  /** Lists the customer's player cards with rounds used and left per facility. */
  public getCustomerPlayerCardProfile(request: GetCustomerPlayerCardProfileRequest, options?: CallOptions): Promise<ResponsePlayerCardProfile[]> {
    return this.#client.call(operations.GetCustomerPlayerCardProfile, request, options);
  }

  /** Lists the customer's player cards usable for a tee time. */
  public hasPlayerCard(request: HasPlayerCardRequest, options?: CallOptions): Promise<ResponseHasPlayerCard> {
    return this.#client.call(operations.HasPlayerCard, request, options);
  }

  /** Sells a player card to a customer. */
  public addPlayerCard(request: AddPlayerCardRequest, options?: CallOptions): Promise<ResponseAddPlayerCard> {
    return this.#client.call(operations.AddPlayerCard, request, options);
  }
}
