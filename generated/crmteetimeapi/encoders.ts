// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import { xmlElement, xmlList, xmlScalar } from '../../runtime/xml/encode.js';
import { SCALARS } from '../../runtime/xml/scalars.js';
import type { AddPlayerCardRequest, Area, Card, Charge, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, Customer, CustomerResponse, Facility, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTime, HoldTeeTimeRequest, Icon, LoginRequest, PlayerCardRounds, Reservation, ResponseAddPlayerCard, ResponseGetArea, ResponseGetFacilityList, ResponseGetTotalTeeTimesCount, ResponseHasPlayerCard, ResponseHoldTeeTime, ResponseIcon, ResponseLogin, ResponseMakeReservation, ResponsePlayerCardProfile, ResponseSearchTeeTime, ResultBase, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest, TeeTime, TeeTimeCourse, TeeTimeFacility } from './types.js';

/** Children of the ResultBase element, in schema order. */
export function encodeResultBase(value: ResultBase): string {
  let xml = '';
  if (value.ErrorMessage != null) xml += '<ErrorMessage>' + xmlScalar(SCALARS.string, value.ErrorMessage, 'ResultBase.ErrorMessage') + '</ErrorMessage>';
  xml += '<ErrorCode>' + xmlScalar(SCALARS.int, value.ErrorCode, 'ResultBase.ErrorCode') + '</ErrorCode>';
  if (value.ComErrorString != null) xml += '<ComErrorString>' + xmlScalar(SCALARS.string, value.ComErrorString, 'ResultBase.ComErrorString') + '</ComErrorString>';
  return xml;
}

/** Children of the ResponseLogin element, in schema order. */
export function encodeResponseLogin(value: ResponseLogin): string {
  let xml = encodeResultBase(value);
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'ResponseLogin.SessionID') + '</SessionID>';
  return xml;
}

/** Children of the ResponseGetTotalTeeTimesCount element, in schema order. */
export function encodeResponseGetTotalTeeTimesCount(value: ResponseGetTotalTeeTimesCount): string {
  let xml = encodeResultBase(value);
  xml += '<TotalTeeTimes>' + xmlScalar(SCALARS.int, value.TotalTeeTimes, 'ResponseGetTotalTeeTimesCount.TotalTeeTimes') + '</TotalTeeTimes>';
  return xml;
}

/** Children of the Area element, in schema order. */
export function encodeArea(value: Area): string {
  let xml = '';
  xml += '<ID>' + xmlScalar(SCALARS.int, value.ID, 'Area.ID') + '</ID>';
  if (value.ShortName != null) xml += '<ShortName>' + xmlScalar(SCALARS.string, value.ShortName, 'Area.ShortName') + '</ShortName>';
  if (value.LongName != null) xml += '<LongName>' + xmlScalar(SCALARS.string, value.LongName, 'Area.LongName') + '</LongName>';
  if (value.State != null) xml += '<State>' + xmlScalar(SCALARS.string, value.State, 'Area.State') + '</State>';
  if (value.Country != null) xml += '<Country>' + xmlScalar(SCALARS.string, value.Country, 'Area.Country') + '</Country>';
  return xml;
}

/** Children of the ResponseGetArea element, in schema order. */
export function encodeResponseGetArea(value: ResponseGetArea): string {
  let xml = encodeResultBase(value);
  if (value.Areas != null) xml += xmlList('Areas', 'Area', value.Areas, encodeArea);
  return xml;
}

/** Children of the Facility element, in schema order. */
export function encodeFacility(value: Facility): string {
  let xml = '';
  xml += '<ID>' + xmlScalar(SCALARS.int, value.ID, 'Facility.ID') + '</ID>';
  if (value.ShortName != null) xml += '<ShortName>' + xmlScalar(SCALARS.string, value.ShortName, 'Facility.ShortName') + '</ShortName>';
  if (value.LongName != null) xml += '<LongName>' + xmlScalar(SCALARS.string, value.LongName, 'Facility.LongName') + '</LongName>';
  return xml;
}

/** Children of the ResponseGetFacilityList element, in schema order. */
export function encodeResponseGetFacilityList(value: ResponseGetFacilityList): string {
  let xml = encodeResultBase(value);
  if (value.Facilities != null) xml += xmlList('Facilities', 'Facility', value.Facilities, encodeFacility);
  return xml;
}

/** Children of the Icon element, in schema order. */
export function encodeIcon(value: Icon): string {
  let xml = '';
  xml += '<ID>' + xmlScalar(SCALARS.int, value.ID, 'Icon.ID') + '</ID>';
  if (value.Path != null) xml += '<Path>' + xmlScalar(SCALARS.string, value.Path, 'Icon.Path') + '</Path>';
  if (value.Name != null) xml += '<Name>' + xmlScalar(SCALARS.string, value.Name, 'Icon.Name') + '</Name>';
  return xml;
}

/** Children of the ResponseIcon element, in schema order. */
export function encodeResponseIcon(value: ResponseIcon): string {
  let xml = encodeResultBase(value);
  if (value.Icons != null) xml += xmlList('Icons', 'Icon', value.Icons, encodeIcon);
  return xml;
}

/** Children of the TeeTime element, in schema order. */
export function encodeTeeTime(value: TeeTime): string {
  let xml = '';
  xml += '<ID>' + xmlScalar(SCALARS.int, value.ID, 'TeeTime.ID') + '</ID>';
  if (value.Time != null) xml += '<Time>' + xmlScalar(SCALARS.string, value.Time, 'TeeTime.Time') + '</Time>';
  if (value.Information != null) xml += '<Information>' + xmlScalar(SCALARS.string, value.Information, 'TeeTime.Information') + '</Information>';
  if (value.PlayersAllowed != null) xml += '<PlayersAllowed>' + xmlScalar(SCALARS.string, value.PlayersAllowed, 'TeeTime.PlayersAllowed') + '</PlayersAllowed>';
  xml += '<Holes>' + xmlScalar(SCALARS.int, value.Holes, 'TeeTime.Holes') + '</Holes>';
  xml += '<RetailRate>' + xmlScalar(SCALARS.decimal, value.RetailRate, 'TeeTime.RetailRate') + '</RetailRate>';
  xml += '<CourseFee>' + xmlScalar(SCALARS.decimal, value.CourseFee, 'TeeTime.CourseFee') + '</CourseFee>';
  xml += '<BookingFee>' + xmlScalar(SCALARS.decimal, value.BookingFee, 'TeeTime.BookingFee') + '</BookingFee>';
  xml += '<TaxAmount>' + xmlScalar(SCALARS.decimal, value.TaxAmount, 'TeeTime.TaxAmount') + '</TaxAmount>';
  if (value.Icons != null) xml += '<Icons>' + xmlScalar(SCALARS.string, value.Icons, 'TeeTime.Icons') + '</Icons>';
  return xml;
}

/** Children of the TeeTimeCourse element, in schema order. */
export function encodeTeeTimeCourse(value: TeeTimeCourse): string {
  let xml = '';
  if (value.TeeTimes != null) xml += xmlList('TeeTimes', 'TeeTime', value.TeeTimes, encodeTeeTime);
  xml += '<CourseID>' + xmlScalar(SCALARS.int, value.CourseID, 'TeeTimeCourse.CourseID') + '</CourseID>';
  if (value.CourseName != null) xml += '<CourseName>' + xmlScalar(SCALARS.string, value.CourseName, 'TeeTimeCourse.CourseName') + '</CourseName>';
  return xml;
}

/** Children of the TeeTimeFacility element, in schema order. */
export function encodeTeeTimeFacility(value: TeeTimeFacility): string {
  let xml = encodeFacility(value);
  if (value.Courses != null) xml += xmlList('Courses', 'TeeTimeCourse', value.Courses, encodeTeeTimeCourse);
  if (value.Address1 != null) xml += '<Address1>' + xmlScalar(SCALARS.string, value.Address1, 'TeeTimeFacility.Address1') + '</Address1>';
  if (value.Address2 != null) xml += '<Address2>' + xmlScalar(SCALARS.string, value.Address2, 'TeeTimeFacility.Address2') + '</Address2>';
  if (value.City != null) xml += '<City>' + xmlScalar(SCALARS.string, value.City, 'TeeTimeFacility.City') + '</City>';
  if (value.StateProv != null) xml += '<StateProv>' + xmlScalar(SCALARS.string, value.StateProv, 'TeeTimeFacility.StateProv') + '</StateProv>';
  if (value.Country != null) xml += '<Country>' + xmlScalar(SCALARS.string, value.Country, 'TeeTimeFacility.Country') + '</Country>';
  if (value.PostalCode != null) xml += '<PostalCode>' + xmlScalar(SCALARS.string, value.PostalCode, 'TeeTimeFacility.PostalCode') + '</PostalCode>';
  if (value.Phone != null) xml += '<Phone>' + xmlScalar(SCALARS.string, value.Phone, 'TeeTimeFacility.Phone') + '</Phone>';
  if (value.Fax != null) xml += '<Fax>' + xmlScalar(SCALARS.string, value.Fax, 'TeeTimeFacility.Fax') + '</Fax>';
  if (value.URLAddress != null) xml += '<URLAddress>' + xmlScalar(SCALARS.string, value.URLAddress, 'TeeTimeFacility.URLAddress') + '</URLAddress>';
  if (value.TeeTimePolicy != null) xml += '<TeeTimePolicy>' + xmlScalar(SCALARS.string, value.TeeTimePolicy, 'TeeTimeFacility.TeeTimePolicy') + '</TeeTimePolicy>';
  return xml;
}

/** Children of the ResponseSearchTeeTime element, in schema order. */
export function encodeResponseSearchTeeTime(value: ResponseSearchTeeTime): string {
  let xml = encodeResultBase(value);
  if (value.Facilities != null) xml += xmlList('Facilities', 'TeeTimeFacility', value.Facilities, encodeTeeTimeFacility);
  return xml;
}

/** Children of the HoldTeeTime element, in schema order. */
export function encodeHoldTeeTime(value: HoldTeeTime): string {
  let xml = '';
  xml += '<NewTeeTimeID>' + xmlScalar(SCALARS.int, value.NewTeeTimeID, 'HoldTeeTime.NewTeeTimeID') + '</NewTeeTimeID>';
  if (value.NewDateTime != null) xml += '<NewDateTime>' + xmlScalar(SCALARS.string, value.NewDateTime, 'HoldTeeTime.NewDateTime') + '</NewDateTime>';
  xml += '<CourseFee>' + xmlScalar(SCALARS.decimal, value.CourseFee, 'HoldTeeTime.CourseFee') + '</CourseFee>';
  xml += '<TaxAmount>' + xmlScalar(SCALARS.decimal, value.TaxAmount, 'HoldTeeTime.TaxAmount') + '</TaxAmount>';
  xml += '<BookingFee>' + xmlScalar(SCALARS.decimal, value.BookingFee, 'HoldTeeTime.BookingFee') + '</BookingFee>';
  xml += '<DueOnline>' + xmlScalar(SCALARS.decimal, value.DueOnline, 'HoldTeeTime.DueOnline') + '</DueOnline>';
  return xml;
}

/** Children of the ResponseHoldTeeTime element, in schema order. */
export function encodeResponseHoldTeeTime(value: ResponseHoldTeeTime): string {
  let xml = encodeResultBase(value);
  if (value.HoldTeeTime != null) xml += xmlElement('HoldTeeTime', encodeHoldTeeTime(value.HoldTeeTime));
  return xml;
}

/** Children of the Customer element, in schema order. */
export function encodeCustomer(value: Customer): string {
  let xml = '';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlScalar(SCALARS.string, value.CustomerID, 'Customer.CustomerID') + '</CustomerID>';
  return xml;
}

/** Children of the CustomerResponse element, in schema order. */
export function encodeCustomerResponse(value: CustomerResponse): string {
  let xml = encodeResultBase(value);
  if (value.Customer != null) xml += xmlElement('Customer', encodeCustomer(value.Customer));
  return xml;
}

/** Children of the Charge element, in schema order. */
export function encodeCharge(value: Charge): string {
  let xml = '';
  if (value.Amount != null) xml += '<Amount>' + xmlScalar(SCALARS.string, value.Amount, 'Charge.Amount') + '</Amount>';
  if (value.ChargeBy != null) xml += '<ChargeBy>' + xmlScalar(SCALARS.string, value.ChargeBy, 'Charge.ChargeBy') + '</ChargeBy>';
  return xml;
}

/** Children of the Reservation element, in schema order. */
export function encodeReservation(value: Reservation): string {
  let xml = '';
  if (value.ActualDateTime != null) xml += '<ActualDateTime>' + xmlScalar(SCALARS.string, value.ActualDateTime, 'Reservation.ActualDateTime') + '</ActualDateTime>';
  xml += '<ReservationID>' + xmlScalar(SCALARS.int, value.ReservationID, 'Reservation.ReservationID') + '</ReservationID>';
  if (value.Charges != null) xml += xmlList('Charges', 'Charge', value.Charges, encodeCharge);
  return xml;
}

/** Children of the ResponseMakeReservation element, in schema order. */
export function encodeResponseMakeReservation(value: ResponseMakeReservation): string {
  let xml = encodeResultBase(value);
  if (value.Reservation != null) xml += xmlElement('Reservation', encodeReservation(value.Reservation));
  return xml;
}

/** Children of the Card element, in schema order. */
export function encodeCard(value: Card): string {
  let xml = '';
  if (value.ID != null) xml += '<ID>' + xmlScalar(SCALARS.string, value.ID, 'Card.ID') + '</ID>';
  if (value.EffectiveDate != null) xml += '<EffectiveDate>' + xmlScalar(SCALARS.string, value.EffectiveDate, 'Card.EffectiveDate') + '</EffectiveDate>';
  if (value.ExpirationDate != null) xml += '<ExpirationDate>' + xmlScalar(SCALARS.string, value.ExpirationDate, 'Card.ExpirationDate') + '</ExpirationDate>';
  if (value.Title != null) xml += '<Title>' + xmlScalar(SCALARS.string, value.Title, 'Card.Title') + '</Title>';
  if (value.Error != null) xml += '<Error>' + xmlScalar(SCALARS.string, value.Error, 'Card.Error') + '</Error>';
  if (value.PurchaseLink != null) xml += '<PurchaseLink>' + xmlScalar(SCALARS.string, value.PurchaseLink, 'Card.PurchaseLink') + '</PurchaseLink>';
  return xml;
}

/** Children of the ResponseHasPlayerCard element, in schema order. */
export function encodeResponseHasPlayerCard(value: ResponseHasPlayerCard): string {
  let xml = '';
  if (value.CustomerCards != null) xml += xmlList('CustomerCards', 'Card', value.CustomerCards, encodeCard);
  return xml;
}

/** Children of the PlayerCardRounds element, in schema order. */
export function encodePlayerCardRounds(value: PlayerCardRounds): string {
  let xml = '';
  if (value.GolfFacilityName != null) xml += '<GolfFacilityName>' + xmlScalar(SCALARS.string, value.GolfFacilityName, 'PlayerCardRounds.GolfFacilityName') + '</GolfFacilityName>';
  xml += '<FacilityRoundAvailable>' + xmlScalar(SCALARS.int, value.FacilityRoundAvailable, 'PlayerCardRounds.FacilityRoundAvailable') + '</FacilityRoundAvailable>';
  xml += '<RoundsUsed>' + xmlScalar(SCALARS.int, value.RoundsUsed, 'PlayerCardRounds.RoundsUsed') + '</RoundsUsed>';
  if (value.Expires != null) xml += '<Expires>' + xmlScalar(SCALARS.string, value.Expires, 'PlayerCardRounds.Expires') + '</Expires>';
  return xml;
}

/** Children of the ResponsePlayerCardProfile element, in schema order. */
export function encodeResponsePlayerCardProfile(value: ResponsePlayerCardProfile): string {
  let xml = '';
  if (value.SpecialOfferCustomerEffectiveDate != null) xml += '<SpecialOfferCustomerEffectiveDate>' + xmlScalar(SCALARS.string, value.SpecialOfferCustomerEffectiveDate, 'ResponsePlayerCardProfile.SpecialOfferCustomerEffectiveDate') + '</SpecialOfferCustomerEffectiveDate>';
  if (value.SpecialOfferCustomerExpirationDate != null) xml += '<SpecialOfferCustomerExpirationDate>' + xmlScalar(SCALARS.string, value.SpecialOfferCustomerExpirationDate, 'ResponsePlayerCardProfile.SpecialOfferCustomerExpirationDate') + '</SpecialOfferCustomerExpirationDate>';
  if (value.SpecialOfferTitle != null) xml += '<SpecialOfferTitle>' + xmlScalar(SCALARS.string, value.SpecialOfferTitle, 'ResponsePlayerCardProfile.SpecialOfferTitle') + '</SpecialOfferTitle>';
  xml += '<SpecialOfferFreeRounds>' + xmlScalar(SCALARS.int, value.SpecialOfferFreeRounds, 'ResponsePlayerCardProfile.SpecialOfferFreeRounds') + '</SpecialOfferFreeRounds>';
  xml += '<RoundsUsed>' + xmlScalar(SCALARS.int, value.RoundsUsed, 'ResponsePlayerCardProfile.RoundsUsed') + '</RoundsUsed>';
  if (value.CardStatus != null) xml += '<CardStatus>' + xmlScalar(SCALARS.string, value.CardStatus, 'ResponsePlayerCardProfile.CardStatus') + '</CardStatus>';
  if (value.WebSites != null) xml += '<WebSites>' + xmlScalar(SCALARS.string, value.WebSites, 'ResponsePlayerCardProfile.WebSites') + '</WebSites>';
  if (value.PlayerCardRounds != null) xml += xmlList('PlayerCardRounds', 'PlayerCardRounds', value.PlayerCardRounds, encodePlayerCardRounds);
  return xml;
}

/** Children of the ResponseAddPlayerCard element, in schema order. */
export function encodeResponseAddPlayerCard(_value: ResponseAddPlayerCard): string {
  return '';
}

/** Children of the LoginRequest element, in schema order. */
export function encodeLoginRequest(value: LoginRequest): string {
  let xml = '';
  xml += '<OwnerID>' + xmlScalar(SCALARS.int, value.OwnerID, 'LoginRequest.OwnerID') + '</OwnerID>';
  if (value.UserID != null) xml += '<UserID>' + xmlScalar(SCALARS.string, value.UserID, 'LoginRequest.UserID') + '</UserID>';
  if (value.Password != null) xml += '<Password>' + xmlScalar(SCALARS.string, value.Password, 'LoginRequest.Password') + '</Password>';
  return xml;
}

/** Children of the GetTotalTeeTimesCountRequest element, in schema order. */
export function encodeGetTotalTeeTimesCountRequest(value: GetTotalTeeTimesCountRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'GetTotalTeeTimesCountRequest.SessionID') + '</SessionID>';
  return xml;
}

/** Children of the GetAreaListRequest element, in schema order. */
export function encodeGetAreaListRequest(value: GetAreaListRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'GetAreaListRequest.SessionID') + '</SessionID>';
  if (value.StateProv != null) xml += '<StateProv>' + xmlScalar(SCALARS.string, value.StateProv, 'GetAreaListRequest.StateProv') + '</StateProv>';
  return xml;
}

/** Children of the GetFacilitiesByAreaRequest element, in schema order. */
export function encodeGetFacilitiesByAreaRequest(value: GetFacilitiesByAreaRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'GetFacilitiesByAreaRequest.SessionID') + '</SessionID>';
  xml += '<AreaID>' + xmlScalar(SCALARS.int, value.AreaID, 'GetFacilitiesByAreaRequest.AreaID') + '</AreaID>';
  return xml;
}

/** Children of the GetIconsRequest element, in schema order. */
export function encodeGetIconsRequest(value: GetIconsRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'GetIconsRequest.SessionID') + '</SessionID>';
  return xml;
}

/** Children of the SearchTeeTimesRequest element, in schema order. */
export function encodeSearchTeeTimesRequest(value: SearchTeeTimesRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'SearchTeeTimesRequest.SessionID') + '</SessionID>';
  if (value.StateProv != null) xml += '<StateProv>' + xmlScalar(SCALARS.string, value.StateProv, 'SearchTeeTimesRequest.StateProv') + '</StateProv>';
  xml += '<AreaID>' + xmlScalar(SCALARS.int, value.AreaID, 'SearchTeeTimesRequest.AreaID') + '</AreaID>';
  xml += '<FacilityID>' + xmlScalar(SCALARS.int, value.FacilityID, 'SearchTeeTimesRequest.FacilityID') + '</FacilityID>';
  if (value.FromDate != null) xml += '<FromDate>' + xmlScalar(SCALARS.string, value.FromDate, 'SearchTeeTimesRequest.FromDate') + '</FromDate>';
  if (value.ToDate != null) xml += '<ToDate>' + xmlScalar(SCALARS.string, value.ToDate, 'SearchTeeTimesRequest.ToDate') + '</ToDate>';
  if (value.AMPM != null) xml += '<AMPM>' + xmlScalar(SCALARS.string, value.AMPM, 'SearchTeeTimesRequest.AMPM') + '</AMPM>';
  xml += '<NumberOfPlayers>' + xmlScalar(SCALARS.int, value.NumberOfPlayers, 'SearchTeeTimesRequest.NumberOfPlayers') + '</NumberOfPlayers>';
  xml += '<DiscountPercent>' + xmlScalar(SCALARS.int, value.DiscountPercent, 'SearchTeeTimesRequest.DiscountPercent') + '</DiscountPercent>';
  return xml;
}

/** Children of the HoldTeeTimeRequest element, in schema order. */
export function encodeHoldTeeTimeRequest(value: HoldTeeTimeRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'HoldTeeTimeRequest.SessionID') + '</SessionID>';
  xml += '<TeeTimeID>' + xmlScalar(SCALARS.int, value.TeeTimeID, 'HoldTeeTimeRequest.TeeTimeID') + '</TeeTimeID>';
  xml += '<NumberOfPlayers>' + xmlScalar(SCALARS.int, value.NumberOfPlayers, 'HoldTeeTimeRequest.NumberOfPlayers') + '</NumberOfPlayers>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlScalar(SCALARS.string, value.CustomerID, 'HoldTeeTimeRequest.CustomerID') + '</CustomerID>';
  return xml;
}

/** Children of the SaveCustomerRequest element, in schema order. */
export function encodeSaveCustomerRequest(value: SaveCustomerRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'SaveCustomerRequest.SessionID') + '</SessionID>';
  xml += '<FacilityID>' + xmlScalar(SCALARS.int, value.FacilityID, 'SaveCustomerRequest.FacilityID') + '</FacilityID>';
  if (value.EmailAddress != null) xml += '<EmailAddress>' + xmlScalar(SCALARS.string, value.EmailAddress, 'SaveCustomerRequest.EmailAddress') + '</EmailAddress>';
  if (value.FirstName != null) xml += '<FirstName>' + xmlScalar(SCALARS.string, value.FirstName, 'SaveCustomerRequest.FirstName') + '</FirstName>';
  if (value.LastName != null) xml += '<LastName>' + xmlScalar(SCALARS.string, value.LastName, 'SaveCustomerRequest.LastName') + '</LastName>';
  if (value.Address1 != null) xml += '<Address1>' + xmlScalar(SCALARS.string, value.Address1, 'SaveCustomerRequest.Address1') + '</Address1>';
  if (value.Address2 != null) xml += '<Address2>' + xmlScalar(SCALARS.string, value.Address2, 'SaveCustomerRequest.Address2') + '</Address2>';
  if (value.City != null) xml += '<City>' + xmlScalar(SCALARS.string, value.City, 'SaveCustomerRequest.City') + '</City>';
  if (value.State != null) xml += '<State>' + xmlScalar(SCALARS.string, value.State, 'SaveCustomerRequest.State') + '</State>';
  if (value.CountryCode != null) xml += '<CountryCode>' + xmlScalar(SCALARS.string, value.CountryCode, 'SaveCustomerRequest.CountryCode') + '</CountryCode>';
  if (value.PostalCode != null) xml += '<PostalCode>' + xmlScalar(SCALARS.string, value.PostalCode, 'SaveCustomerRequest.PostalCode') + '</PostalCode>';
  if (value.Phone != null) xml += '<Phone>' + xmlScalar(SCALARS.string, value.Phone, 'SaveCustomerRequest.Phone') + '</Phone>';
  return xml;
}

/** Children of the SaveActiveCustomerRequest element, in schema order. */
export function encodeSaveActiveCustomerRequest(value: SaveActiveCustomerRequest): string {
  let xml = '';
  if (value.Password != null) xml += '<Password>' + xmlScalar(SCALARS.string, value.Password, 'SaveActiveCustomerRequest.Password') + '</Password>';
  if (value.OldPassword != null) xml += '<OldPassword>' + xmlScalar(SCALARS.string, value.OldPassword, 'SaveActiveCustomerRequest.OldPassword') + '</OldPassword>';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'SaveActiveCustomerRequest.SessionID') + '</SessionID>';
  xml += '<FacilityID>' + xmlScalar(SCALARS.int, value.FacilityID, 'SaveActiveCustomerRequest.FacilityID') + '</FacilityID>';
  if (value.EmailAddress != null) xml += '<EmailAddress>' + xmlScalar(SCALARS.string, value.EmailAddress, 'SaveActiveCustomerRequest.EmailAddress') + '</EmailAddress>';
  if (value.FirstName != null) xml += '<FirstName>' + xmlScalar(SCALARS.string, value.FirstName, 'SaveActiveCustomerRequest.FirstName') + '</FirstName>';
  if (value.LastName != null) xml += '<LastName>' + xmlScalar(SCALARS.string, value.LastName, 'SaveActiveCustomerRequest.LastName') + '</LastName>';
  if (value.Address1 != null) xml += '<Address1>' + xmlScalar(SCALARS.string, value.Address1, 'SaveActiveCustomerRequest.Address1') + '</Address1>';
  if (value.Address2 != null) xml += '<Address2>' + xmlScalar(SCALARS.string, value.Address2, 'SaveActiveCustomerRequest.Address2') + '</Address2>';
  if (value.City != null) xml += '<City>' + xmlScalar(SCALARS.string, value.City, 'SaveActiveCustomerRequest.City') + '</City>';
  if (value.State != null) xml += '<State>' + xmlScalar(SCALARS.string, value.State, 'SaveActiveCustomerRequest.State') + '</State>';
  if (value.CountryCode != null) xml += '<CountryCode>' + xmlScalar(SCALARS.string, value.CountryCode, 'SaveActiveCustomerRequest.CountryCode') + '</CountryCode>';
  if (value.PostalCode != null) xml += '<PostalCode>' + xmlScalar(SCALARS.string, value.PostalCode, 'SaveActiveCustomerRequest.PostalCode') + '</PostalCode>';
  if (value.Phone != null) xml += '<Phone>' + xmlScalar(SCALARS.string, value.Phone, 'SaveActiveCustomerRequest.Phone') + '</Phone>';
  return xml;
}

/** Children of the CreateReservationRequest element, in schema order. */
export function encodeCreateReservationRequest(value: CreateReservationRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'CreateReservationRequest.SessionID') + '</SessionID>';
  xml += '<TeeTimeID>' + xmlScalar(SCALARS.int, value.TeeTimeID, 'CreateReservationRequest.TeeTimeID') + '</TeeTimeID>';
  if (value.CreditCardNumber != null) xml += '<CreditCardNumber>' + xmlScalar(SCALARS.string, value.CreditCardNumber, 'CreateReservationRequest.CreditCardNumber') + '</CreditCardNumber>';
  if (value.EmailAddress != null) xml += '<EmailAddress>' + xmlScalar(SCALARS.string, value.EmailAddress, 'CreateReservationRequest.EmailAddress') + '</EmailAddress>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlScalar(SCALARS.string, value.CustomerID, 'CreateReservationRequest.CustomerID') + '</CustomerID>';
  xml += '<NumberOfPlayers>' + xmlScalar(SCALARS.int, value.NumberOfPlayers, 'CreateReservationRequest.NumberOfPlayers') + '</NumberOfPlayers>';
  if (value.CreditCardName != null) xml += '<CreditCardName>' + xmlScalar(SCALARS.string, value.CreditCardName, 'CreateReservationRequest.CreditCardName') + '</CreditCardName>';
  if (value.CreditCardAddress != null) xml += '<CreditCardAddress>' + xmlScalar(SCALARS.string, value.CreditCardAddress, 'CreateReservationRequest.CreditCardAddress') + '</CreditCardAddress>';
  if (value.CreditCardPostalCode != null) xml += '<CreditCardPostalCode>' + xmlScalar(SCALARS.string, value.CreditCardPostalCode, 'CreateReservationRequest.CreditCardPostalCode') + '</CreditCardPostalCode>';
  if (value.CreditCardCountry != null) xml += '<CreditCardCountry>' + xmlScalar(SCALARS.string, value.CreditCardCountry, 'CreateReservationRequest.CreditCardCountry') + '</CreditCardCountry>';
  if (value.CreditCardType != null) xml += '<CreditCardType>' + xmlScalar(SCALARS.string, value.CreditCardType, 'CreateReservationRequest.CreditCardType') + '</CreditCardType>';
  xml += '<CreditCardExpMo>' + xmlScalar(SCALARS.int, value.CreditCardExpMo, 'CreateReservationRequest.CreditCardExpMo') + '</CreditCardExpMo>';
  xml += '<CreditCardExpYr>' + xmlScalar(SCALARS.int, value.CreditCardExpYr, 'CreateReservationRequest.CreditCardExpYr') + '</CreditCardExpYr>';
  return xml;
}

/** Children of the CreateReservationWithTrackingRequest element, in schema order. */
export function encodeCreateReservationWithTrackingRequest(value: CreateReservationWithTrackingRequest): string {
  let xml = encodeCreateReservationRequest(value);
  if (value.TrackingCode != null) xml += '<TrackingCode>' + xmlScalar(SCALARS.string, value.TrackingCode, 'CreateReservationWithTrackingRequest.TrackingCode') + '</TrackingCode>';
  return xml;
}

/** Children of the CreateReservationWithFreeRoundRequest element, in schema order. */
export function encodeCreateReservationWithFreeRoundRequest(value: CreateReservationWithFreeRoundRequest): string {
  let xml = encodeCreateReservationWithTrackingRequest(value);
  xml += '<CardID>' + xmlScalar(SCALARS.int, value.CardID, 'CreateReservationWithFreeRoundRequest.CardID') + '</CardID>';
  xml += '<NumberOfFreePlayers>' + xmlScalar(SCALARS.int, value.NumberOfFreePlayers, 'CreateReservationWithFreeRoundRequest.NumberOfFreePlayers') + '</NumberOfFreePlayers>';
  return xml;
}

/** Children of the GetCustomerPlayerCardProfileRequest element, in schema order. */
export function encodeGetCustomerPlayerCardProfileRequest(value: GetCustomerPlayerCardProfileRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'GetCustomerPlayerCardProfileRequest.SessionID') + '</SessionID>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlScalar(SCALARS.string, value.CustomerID, 'GetCustomerPlayerCardProfileRequest.CustomerID') + '</CustomerID>';
  return xml;
}

/** Children of the HasPlayerCardRequest element, in schema order. */
export function encodeHasPlayerCardRequest(value: HasPlayerCardRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'HasPlayerCardRequest.SessionID') + '</SessionID>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlScalar(SCALARS.string, value.CustomerID, 'HasPlayerCardRequest.CustomerID') + '</CustomerID>';
  xml += '<TeeTimeID>' + xmlScalar(SCALARS.int, value.TeeTimeID, 'HasPlayerCardRequest.TeeTimeID') + '</TeeTimeID>';
  return xml;
}

/** Children of the AddPlayerCardRequest element, in schema order. */
export function encodeAddPlayerCardRequest(value: AddPlayerCardRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlScalar(SCALARS.string, value.SessionID, 'AddPlayerCardRequest.SessionID') + '</SessionID>';
  xml += '<PlayerCardID>' + xmlScalar(SCALARS.int, value.PlayerCardID, 'AddPlayerCardRequest.PlayerCardID') + '</PlayerCardID>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlScalar(SCALARS.string, value.CustomerID, 'AddPlayerCardRequest.CustomerID') + '</CustomerID>';
  xml += '<TotalAmt>' + xmlScalar(SCALARS.decimal, value.TotalAmt, 'AddPlayerCardRequest.TotalAmt') + '</TotalAmt>';
  if (value.ExpirationDate != null) xml += '<ExpirationDate>' + xmlScalar(SCALARS.string, value.ExpirationDate, 'AddPlayerCardRequest.ExpirationDate') + '</ExpirationDate>';
  if (value.Comment != null) xml += '<Comment>' + xmlScalar(SCALARS.string, value.Comment, 'AddPlayerCardRequest.Comment') + '</Comment>';
  return xml;
}
