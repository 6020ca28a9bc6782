// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import { createSoapService } from '../../runtime/server/dispatch.js';
import type { RequestContext, ServiceOptions, SoapService } from '../../runtime/server/dispatch.js';
import * as documents from './documents.js';
import type { CRMTeeTimeAPIHandler } from './handler.js';
import { binding } from './operations.js';
import type { AddPlayerCardRequest, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTimeRequest, LoginRequest, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest } from './types.js';

/**
 * CRMTeeTimeAPI over SOAP 1.1, SOAP 1.2 and HTTP POST, with its WSDL and help pages, as a
 * `(request) => response` function; serve it with `createHttpServer` from the runtime or mount it elsewhere.
 */
export function createCRMTeeTimeAPIService(handler: CRMTeeTimeAPIHandler, options: ServiceOptions = {}): SoapService {
  const implementations = {
    Login: (request: LoginRequest, context: RequestContext) => handler.login(request, context),
    GetTotalTeeTimesCount: (request: GetTotalTeeTimesCountRequest, context: RequestContext) => handler.getTotalTeeTimesCount(request, context),
    GetAreaList: (request: GetAreaListRequest, context: RequestContext) => handler.getAreaList(request, context),
    GetFacilitiesByArea: (request: GetFacilitiesByAreaRequest, context: RequestContext) => handler.getFacilitiesByArea(request, context),
    GetIcons: (request: GetIconsRequest, context: RequestContext) => handler.getIcons(request, context),
    SearchTeeTimes: (request: SearchTeeTimesRequest, context: RequestContext) => handler.searchTeeTimes(request, context),
    HoldTeeTime: (request: HoldTeeTimeRequest, context: RequestContext) => handler.holdTeeTime(request, context),
    SaveCustomer: (request: SaveCustomerRequest, context: RequestContext) => handler.saveCustomer(request, context),
    SaveActiveCustomer: (request: SaveActiveCustomerRequest, context: RequestContext) => handler.saveActiveCustomer(request, context),
    CreateReservation: (request: CreateReservationRequest, context: RequestContext) => handler.createReservation(request, context),
    CreateReservationWithTracking: (request: CreateReservationWithTrackingRequest, context: RequestContext) => handler.createReservationWithTracking(request, context),
    CreateReservationWithFreeRound: (request: CreateReservationWithFreeRoundRequest, context: RequestContext) => handler.createReservationWithFreeRound(request, context),
    GetCustomerPlayerCardProfile: (request: GetCustomerPlayerCardProfileRequest, context: RequestContext) => handler.getCustomerPlayerCardProfile(request, context),
    HasPlayerCard: (request: HasPlayerCardRequest, context: RequestContext) => handler.hasPlayerCard(request, context),
    AddPlayerCard: (request: AddPlayerCardRequest, context: RequestContext) => handler.addPlayerCard(request, context),
  };
  return createSoapService(binding, implementations, documents, options);
}
