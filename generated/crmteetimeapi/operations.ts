// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import type { OperationBinding, ServiceBinding } from '../../runtime/binding.js';
import { decodeItems } from '../../runtime/xml/decode.js';
import { xmlItems } from '../../runtime/xml/encode.js';
import { decodeAddPlayerCardRequest, decodeCreateReservationRequest, decodeCreateReservationWithFreeRoundRequest, decodeCreateReservationWithTrackingRequest, decodeCustomerResponse, decodeGetAreaListRequest, decodeGetCustomerPlayerCardProfileRequest, decodeGetFacilitiesByAreaRequest, decodeGetIconsRequest, decodeGetTotalTeeTimesCountRequest, decodeHasPlayerCardRequest, decodeHoldTeeTimeRequest, decodeLoginRequest, decodeResponseAddPlayerCard, decodeResponseGetArea, decodeResponseGetFacilityList, decodeResponseGetTotalTeeTimesCount, decodeResponseHasPlayerCard, decodeResponseHoldTeeTime, decodeResponseIcon, decodeResponseLogin, decodeResponseMakeReservation, decodeResponsePlayerCardProfile, decodeResponseSearchTeeTime, decodeSaveActiveCustomerRequest, decodeSaveCustomerRequest, decodeSearchTeeTimesRequest } from './decoders.js';
import { encodeAddPlayerCardRequest, encodeCreateReservationRequest, encodeCreateReservationWithFreeRoundRequest, encodeCreateReservationWithTrackingRequest, encodeCustomerResponse, encodeGetAreaListRequest, encodeGetCustomerPlayerCardProfileRequest, encodeGetFacilitiesByAreaRequest, encodeGetIconsRequest, encodeGetTotalTeeTimesCountRequest, encodeHasPlayerCardRequest, encodeHoldTeeTimeRequest, encodeLoginRequest, encodeResponseAddPlayerCard, encodeResponseGetArea, encodeResponseGetFacilityList, encodeResponseGetTotalTeeTimesCount, encodeResponseHasPlayerCard, encodeResponseHoldTeeTime, encodeResponseIcon, encodeResponseLogin, encodeResponseMakeReservation, encodeResponsePlayerCardProfile, encodeResponseSearchTeeTime, encodeSaveActiveCustomerRequest, encodeSaveCustomerRequest, encodeSearchTeeTimesRequest } from './encoders.js';
import { decodeAddPlayerCardForm, decodeCreateReservationForm, decodeCreateReservationWithFreeRoundForm, decodeCreateReservationWithTrackingForm, decodeGetAreaListForm, decodeGetCustomerPlayerCardProfileForm, decodeGetFacilitiesByAreaForm, decodeGetIconsForm, decodeGetTotalTeeTimesCountForm, decodeHasPlayerCardForm, decodeHoldTeeTimeForm, decodeLoginForm, decodeSaveActiveCustomerForm, decodeSaveCustomerForm, decodeSearchTeeTimesForm, encodeAddPlayerCardForm, encodeCreateReservationForm, encodeCreateReservationWithFreeRoundForm, encodeCreateReservationWithTrackingForm, encodeGetAreaListForm, encodeGetCustomerPlayerCardProfileForm, encodeGetFacilitiesByAreaForm, encodeGetIconsForm, encodeGetTotalTeeTimesCountForm, encodeHasPlayerCardForm, encodeHoldTeeTimeForm, encodeLoginForm, encodeSaveActiveCustomerForm, encodeSaveCustomerForm, encodeSearchTeeTimesForm } from './forms.js';
import type { AddPlayerCardRequest, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, CustomerResponse, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTimeRequest, LoginRequest, ResponseAddPlayerCard, ResponseGetArea, ResponseGetFacilityList, ResponseGetTotalTeeTimesCount, ResponseHasPlayerCard, ResponseHoldTeeTime, ResponseIcon, ResponseLogin, ResponseMakeReservation, ResponsePlayerCardProfile, ResponseSearchTeeTime, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest } from './types.js';

/** Signs in a reseller user and returns the session to pass to every other operation. */
const Login: OperationBinding<LoginRequest, ResponseLogin, 'login'> = {
  name: 'Login',
  method: 'login',
  soapAction: 'http://onlinereservationsystems.com/api/Login',
  httpPostRoot: 'ResponseLogin',
  result: { required: false, nillable: false },
  decodeRequest: decodeLoginRequest,
  encodeRequest: encodeLoginRequest,
  encodeResult: encodeResponseLogin,
  decodeResult: decodeResponseLogin,
  form: { decode: decodeLoginForm, encode: encodeLoginForm },
};

/** Counts the future tee times that still have a free seat. */
const GetTotalTeeTimesCount: OperationBinding<GetTotalTeeTimesCountRequest, ResponseGetTotalTeeTimesCount, 'getTotalTeeTimesCount'> = {
  name: 'GetTotalTeeTimesCount',
  method: 'getTotalTeeTimesCount',
  soapAction: 'http://onlinereservationsystems.com/api/GetTotalTeeTimesCount',
  httpPostRoot: 'ResponseGetTotalTeeTimesCount',
  result: { required: false, nillable: false },
  decodeRequest: decodeGetTotalTeeTimesCountRequest,
  encodeRequest: encodeGetTotalTeeTimesCountRequest,
  encodeResult: encodeResponseGetTotalTeeTimesCount,
  decodeResult: decodeResponseGetTotalTeeTimesCount,
  form: { decode: decodeGetTotalTeeTimesCountForm, encode: encodeGetTotalTeeTimesCountForm },
};

/** Lists the areas, optionally of one state or province. */
const GetAreaList: OperationBinding<GetAreaListRequest, ResponseGetArea, 'getAreaList'> = {
  name: 'GetAreaList',
  method: 'getAreaList',
  soapAction: 'http://onlinereservationsystems.com/api/GetAreaList',
  httpPostRoot: 'ResponseGetArea',
  result: { required: false, nillable: false },
  decodeRequest: decodeGetAreaListRequest,
  encodeRequest: encodeGetAreaListRequest,
  encodeResult: encodeResponseGetArea,
  decodeResult: decodeResponseGetArea,
  form: { decode: decodeGetAreaListForm, encode: encodeGetAreaListForm },
};

/** Lists the facilities of an area. */
const GetFacilitiesByArea: OperationBinding<GetFacilitiesByAreaRequest, ResponseGetFacilityList, 'getFacilitiesByArea'> = {
  name: 'GetFacilitiesByArea',
  method: 'getFacilitiesByArea',
  soapAction: 'http://onlinereservationsystems.com/api/GetFacilitiesByArea',
  httpPostRoot: 'ResponseGetFacilityList',
  result: { required: false, nillable: false },
  decodeRequest: decodeGetFacilitiesByAreaRequest,
  encodeRequest: encodeGetFacilitiesByAreaRequest,
  encodeResult: encodeResponseGetFacilityList,
  decodeResult: decodeResponseGetFacilityList,
  form: { decode: decodeGetFacilitiesByAreaForm, encode: encodeGetFacilitiesByAreaForm },
};

/** Lists the icons tee times refer to. */
const GetIcons: OperationBinding<GetIconsRequest, ResponseIcon, 'getIcons'> = {
  name: 'GetIcons',
  method: 'getIcons',
  soapAction: 'http://onlinereservationsystems.com/api/GetIcons',
  httpPostRoot: 'ResponseIcon',
  result: { required: false, nillable: false },
  decodeRequest: decodeGetIconsRequest,
  encodeRequest: encodeGetIconsRequest,
  encodeResult: encodeResponseIcon,
  decodeResult: decodeResponseIcon,
  form: { decode: decodeGetIconsForm, encode: encodeGetIconsForm },
};

/** Finds tee times by area, facility, dates, part of day, players and discount, grouped by facility and course. */
const SearchTeeTimes: OperationBinding<SearchTeeTimesRequest, ResponseSearchTeeTime, 'searchTeeTimes'> = {
  name: 'SearchTeeTimes',
  method: 'searchTeeTimes',
  soapAction: 'http://onlinereservationsystems.com/api/SearchTeeTimes',
  httpPostRoot: 'ResponseSearchTeeTime',
  result: { required: false, nillable: false },
  decodeRequest: decodeSearchTeeTimesRequest,
  encodeRequest: encodeSearchTeeTimesRequest,
  encodeResult: encodeResponseSearchTeeTime,
  decodeResult: decodeResponseSearchTeeTime,
  form: { decode: decodeSearchTeeTimesForm, encode: encodeSearchTeeTimesForm },
};

/** Holds seats of a tee time for a limited time and returns the hold with its price. */
const HoldTeeTime: OperationBinding<HoldTeeTimeRequest, ResponseHoldTeeTime, 'holdTeeTime'> = {
  name: 'HoldTeeTime',
  method: 'holdTeeTime',
  soapAction: 'http://onlinereservationsystems.com/api/HoldTeeTime',
  httpPostRoot: 'ResponseHoldTeeTime',
  result: { required: false, nillable: false },
  decodeRequest: decodeHoldTeeTimeRequest,
  encodeRequest: encodeHoldTeeTimeRequest,
  encodeResult: encodeResponseHoldTeeTime,
  decodeResult: decodeResponseHoldTeeTime,
  form: { decode: decodeHoldTeeTimeForm, encode: encodeHoldTeeTimeForm },
};

/** Creates or updates a customer and returns its CustomerID. */
const SaveCustomer: OperationBinding<SaveCustomerRequest, CustomerResponse, 'saveCustomer'> = {
  name: 'SaveCustomer',
  method: 'saveCustomer',
  soapAction: 'http://onlinereservationsystems.com/api/SaveCustomer',
  httpPostRoot: 'CustomerResponse',
  result: { required: false, nillable: false },
  decodeRequest: decodeSaveCustomerRequest,
  encodeRequest: encodeSaveCustomerRequest,
  encodeResult: encodeCustomerResponse,
  decodeResult: decodeCustomerResponse,
  form: { decode: decodeSaveCustomerForm, encode: encodeSaveCustomerForm },
};

/** Creates or updates a customer who signs in with a password; changing a password needs the old one. */
const SaveActiveCustomer: OperationBinding<SaveActiveCustomerRequest, CustomerResponse, 'saveActiveCustomer'> = {
  name: 'SaveActiveCustomer',
  method: 'saveActiveCustomer',
  soapAction: 'http://onlinereservationsystems.com/api/SaveActiveCustomer',
  httpPostRoot: 'CustomerResponse',
  result: { required: false, nillable: false },
  decodeRequest: decodeSaveActiveCustomerRequest,
  encodeRequest: encodeSaveActiveCustomerRequest,
  encodeResult: encodeCustomerResponse,
  decodeResult: decodeCustomerResponse,
  form: { decode: decodeSaveActiveCustomerForm, encode: encodeSaveActiveCustomerForm },
};

/** Books a held or a free tee time and charges the card. */
const CreateReservation: OperationBinding<CreateReservationRequest, ResponseMakeReservation, 'createReservation'> = {
  name: 'CreateReservation',
  method: 'createReservation',
  soapAction: 'http://onlinereservationsystems.com/api/CreateReservation',
  httpPostRoot: 'ResponseMakeReservation',
  result: { required: false, nillable: false },
  decodeRequest: decodeCreateReservationRequest,
  encodeRequest: encodeCreateReservationRequest,
  encodeResult: encodeResponseMakeReservation,
  decodeResult: decodeResponseMakeReservation,
  form: { decode: decodeCreateReservationForm, encode: encodeCreateReservationForm },
};

/** Books like CreateReservation and stores the reseller's tracking code with the reservation. */
const CreateReservationWithTracking: OperationBinding<CreateReservationWithTrackingRequest, ResponseMakeReservation, 'createReservationWithTracking'> = {
  name: 'CreateReservationWithTracking',
  method: 'createReservationWithTracking',
  soapAction: 'http://onlinereservationsystems.com/api/CreateReservationWithTracking',
  httpPostRoot: 'ResponseMakeReservation',
  result: { required: false, nillable: false },
  decodeRequest: decodeCreateReservationWithTrackingRequest,
  encodeRequest: encodeCreateReservationWithTrackingRequest,
  encodeResult: encodeResponseMakeReservation,
  decodeResult: decodeResponseMakeReservation,
  form: { decode: decodeCreateReservationWithTrackingForm, encode: encodeCreateReservationWithTrackingForm },
};

/** Books like CreateReservation and pays some players with free rounds from a player card. */
const CreateReservationWithFreeRound: OperationBinding<CreateReservationWithFreeRoundRequest, ResponseMakeReservation, 'createReservationWithFreeRound'> = {
  name: 'CreateReservationWithFreeRound',
  method: 'createReservationWithFreeRound',
  soapAction: 'http://onlinereservationsystems.com/api/CreateReservationWithFreeRound',
  httpPostRoot: 'ResponseMakeReservation',
  result: { required: false, nillable: false },
  decodeRequest: decodeCreateReservationWithFreeRoundRequest,
  encodeRequest: encodeCreateReservationWithFreeRoundRequest,
  encodeResult: encodeResponseMakeReservation,
  decodeResult: decodeResponseMakeReservation,
  form: { decode: decodeCreateReservationWithFreeRoundForm, encode: encodeCreateReservationWithFreeRoundForm },
};

/** Lists the customer's player cards with rounds used and left per facility. */
const GetCustomerPlayerCardProfile: OperationBinding<GetCustomerPlayerCardProfileRequest, ResponsePlayerCardProfile[], 'getCustomerPlayerCardProfile'> = {
  name: 'GetCustomerPlayerCardProfile',
  method: 'getCustomerPlayerCardProfile',
  soapAction: 'http://onlinereservationsystems.com/api/GetCustomerPlayerCardProfile',
  httpPostRoot: 'ArrayOfResponsePlayerCardProfile',
  result: { required: false, nillable: false },
  decodeRequest: decodeGetCustomerPlayerCardProfileRequest,
  encodeRequest: encodeGetCustomerPlayerCardProfileRequest,
  encodeResult: (items) => xmlItems('ResponsePlayerCardProfile', items, encodeResponsePlayerCardProfile),
  decodeResult: (element) => decodeItems(element, 'ResponsePlayerCardProfile', decodeResponsePlayerCardProfile),
  form: { decode: decodeGetCustomerPlayerCardProfileForm, encode: encodeGetCustomerPlayerCardProfileForm },
};

/** Lists the customer's player cards usable for a tee time. */
const HasPlayerCard: OperationBinding<HasPlayerCardRequest, ResponseHasPlayerCard, 'hasPlayerCard'> = {
  name: 'HasPlayerCard',
  method: 'hasPlayerCard',
  soapAction: 'http://onlinereservationsystems.com/api/HasPlayerCard',
  httpPostRoot: 'ResponseHasPlayerCard',
  result: { required: false, nillable: false },
  decodeRequest: decodeHasPlayerCardRequest,
  encodeRequest: encodeHasPlayerCardRequest,
  encodeResult: encodeResponseHasPlayerCard,
  decodeResult: decodeResponseHasPlayerCard,
  form: { decode: decodeHasPlayerCardForm, encode: encodeHasPlayerCardForm },
};

/** Sells a player card to a customer. */
const AddPlayerCard: OperationBinding<AddPlayerCardRequest, ResponseAddPlayerCard, 'addPlayerCard'> = {
  name: 'AddPlayerCard',
  method: 'addPlayerCard',
  soapAction: 'http://onlinereservationsystems.com/api/AddPlayerCard',
  httpPostRoot: 'ResponseAddPlayerCard',
  result: { required: false, nillable: false },
  decodeRequest: decodeAddPlayerCardRequest,
  encodeRequest: encodeAddPlayerCardRequest,
  encodeResult: encodeResponseAddPlayerCard,
  decodeResult: decodeResponseAddPlayerCard,
  form: { decode: decodeAddPlayerCardForm, encode: encodeAddPlayerCardForm },
};

/** Every operation, by name. */
export const operations = {
  Login,
  GetTotalTeeTimesCount,
  GetAreaList,
  GetFacilitiesByArea,
  GetIcons,
  SearchTeeTimes,
  HoldTeeTime,
  SaveCustomer,
  SaveActiveCustomer,
  CreateReservation,
  CreateReservationWithTracking,
  CreateReservationWithFreeRound,
  GetCustomerPlayerCardProfile,
  HasPlayerCard,
  AddPlayerCard,
};

/** CRMTeeTimeAPI: where it lives and what it offers. */
export const binding: ServiceBinding<typeof operations> = {
  name: 'CRMTeeTimeAPI',
  namespace: 'http://onlinereservationsystems.com/api/',
  path: '/api/CRMTeeTimeAPI.asmx',
  transports: ['soap11', 'soap12', 'httpPost'],
  operations,
};
