// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import { xmlDecimal, xmlElement, xmlInt, xmlList, xmlString } from '../../runtime/xml/encode.js';
import type { AddPlayerCardRequest, Area, Card, Charge, CreateReservationRequest, CreateReservationWithFreeRoundRequest, CreateReservationWithTrackingRequest, Customer, CustomerResponse, Facility, GetAreaListRequest, GetCustomerPlayerCardProfileRequest, GetFacilitiesByAreaRequest, GetIconsRequest, GetTotalTeeTimesCountRequest, HasPlayerCardRequest, HoldTeeTime, HoldTeeTimeRequest, Icon, LoginRequest, PlayerCardRounds, Reservation, ResponseAddPlayerCard, ResponseGetArea, ResponseGetFacilityList, ResponseGetTotalTeeTimesCount, ResponseHasPlayerCard, ResponseHoldTeeTime, ResponseIcon, ResponseLogin, ResponseMakeReservation, ResponsePlayerCardProfile, ResponseSearchTeeTime, ResultBase, SaveActiveCustomerRequest, SaveCustomerRequest, SearchTeeTimesRequest, TeeTime, TeeTimeCourse, TeeTimeFacility } from './types.js';

/** Children of the ResultBase element, in schema order. */
export function encodeResultBase(value: ResultBase): string {
  let xml = '';
  if (value.ErrorMessage != null) xml += '<ErrorMessage>' + xmlString(value.ErrorMessage, 'ResultBase.ErrorMessage') + '</ErrorMessage>';
  xml += '<ErrorCode>' + xmlInt(value.ErrorCode, 'ResultBase.ErrorCode') + '</ErrorCode>';
  if (value.ComErrorString != null) xml += '<ComErrorString>' + xmlString(value.ComErrorString, 'ResultBase.ComErrorString') + '</ComErrorString>';
  return xml;
}

/** Children of the ResponseLogin element, in schema order. */
export function encodeResponseLogin(value: ResponseLogin): string {
  let xml = encodeResultBase(value);
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'ResponseLogin.SessionID') + '</SessionID>';
  return xml;
}

/** Children of the ResponseGetTotalTeeTimesCount element, in schema order. */
export function encodeResponseGetTotalTeeTimesCount(value: ResponseGetTotalTeeTimesCount): string {
  let xml = encodeResultBase(value);
  xml += '<TotalTeeTimes>' + xmlInt(value.TotalTeeTimes, 'ResponseGetTotalTeeTimesCount.TotalTeeTimes') + '</TotalTeeTimes>';
  return xml;
}

/** Children of the Area element, in schema order. */
export function encodeArea(value: Area): string {
  let xml = '';
  xml += '<ID>' + xmlInt(value.ID, 'Area.ID') + '</ID>';
  if (value.ShortName != null) xml += '<ShortName>' + xmlString(value.ShortName, 'Area.ShortName') + '</ShortName>';
  if (value.LongName != null) xml += '<LongName>' + xmlString(value.LongName, 'Area.LongName') + '</LongName>';
  if (value.State != null) xml += '<State>' + xmlString(value.State, 'Area.State') + '</State>';
  if (value.Country != null) xml += '<Country>' + xmlString(value.Country, 'Area.Country') + '</Country>';
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
  xml += '<ID>' + xmlInt(value.ID, 'Facility.ID') + '</ID>';
  if (value.ShortName != null) xml += '<ShortName>' + xmlString(value.ShortName, 'Facility.ShortName') + '</ShortName>';
  if (value.LongName != null) xml += '<LongName>' + xmlString(value.LongName, 'Facility.LongName') + '</LongName>';
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
  xml += '<ID>' + xmlInt(value.ID, 'Icon.ID') + '</ID>';
  if (value.Path != null) xml += '<Path>' + xmlString(value.Path, 'Icon.Path') + '</Path>';
  if (value.Name != null) xml += '<Name>' + xmlString(value.Name, 'Icon.Name') + '</Name>';
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
  xml += '<ID>' + xmlInt(value.ID, 'TeeTime.ID') + '</ID>';
  if (value.Time != null) xml += '<Time>' + xmlString(value.Time, 'TeeTime.Time') + '</Time>';
  if (value.Information != null) xml += '<Information>' + xmlString(value.Information, 'TeeTime.Information') + '</Information>';
  if (value.PlayersAllowed != null) xml += '<PlayersAllowed>' + xmlString(value.PlayersAllowed, 'TeeTime.PlayersAllowed') + '</PlayersAllowed>';
  xml += '<Holes>' + xmlInt(value.Holes, 'TeeTime.Holes') + '</Holes>';
  xml += '<RetailRate>' + xmlDecimal(value.RetailRate, 'TeeTime.RetailRate') + '</RetailRate>';
  xml += '<CourseFee>' + xmlDecimal(value.CourseFee, 'TeeTime.CourseFee') + '</CourseFee>';
  xml += '<BookingFee>' + xmlDecimal(value.BookingFee, 'TeeTime.BookingFee') + '</BookingFee>';
  xml += '<TaxAmount>' + xmlDecimal(value.TaxAmount, 'TeeTime.TaxAmount') + '</TaxAmount>';
  if (value.Icons != null) xml += '<Icons>' + xmlString(value.Icons, 'TeeTime.Icons') + '</Icons>';
  return xml;
}

/** Children of the TeeTimeCourse element, in schema order. */
export function encodeTeeTimeCourse(value: TeeTimeCourse): string {
  let xml = '';
  if (value.TeeTimes != null) xml += xmlList('TeeTimes', 'TeeTime', value.TeeTimes, encodeTeeTime);
  xml += '<CourseID>' + xmlInt(value.CourseID, 'TeeTimeCourse.CourseID') + '</CourseID>';
  if (value.CourseName != null) xml += '<CourseName>' + xmlString(value.CourseName, 'TeeTimeCourse.CourseName') + '</CourseName>';
  return xml;
}

/** Children of the TeeTimeFacility element, in schema order. */
export function encodeTeeTimeFacility(value: TeeTimeFacility): string {
  let xml = encodeFacility(value);
  if (value.Courses != null) xml += xmlList('Courses', 'TeeTimeCourse', value.Courses, encodeTeeTimeCourse);
  if (value.Address1 != null) xml += '<Address1>' + xmlString(value.Address1, 'TeeTimeFacility.Address1') + '</Address1>';
  if (value.Address2 != null) xml += '<Address2>' + xmlString(value.Address2, 'TeeTimeFacility.Address2') + '</Address2>';
  if (value.City != null) xml += '<City>' + xmlString(value.City, 'TeeTimeFacility.City') + '</City>';
  if (value.StateProv != null) xml += '<StateProv>' + xmlString(value.StateProv, 'TeeTimeFacility.StateProv') + '</StateProv>';
  if (value.Country != null) xml += '<Country>' + xmlString(value.Country, 'TeeTimeFacility.Country') + '</Country>';
  if (value.PostalCode != null) xml += '<PostalCode>' + xmlString(value.PostalCode, 'TeeTimeFacility.PostalCode') + '</PostalCode>';
  if (value.Phone != null) xml += '<Phone>' + xmlString(value.Phone, 'TeeTimeFacility.Phone') + '</Phone>';
  if (value.Fax != null) xml += '<Fax>' + xmlString(value.Fax, 'TeeTimeFacility.Fax') + '</Fax>';
  if (value.URLAddress != null) xml += '<URLAddress>' + xmlString(value.URLAddress, 'TeeTimeFacility.URLAddress') + '</URLAddress>';
  if (value.TeeTimePolicy != null) xml += '<TeeTimePolicy>' + xmlString(value.TeeTimePolicy, 'TeeTimeFacility.TeeTimePolicy') + '</TeeTimePolicy>';
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
  xml += '<NewTeeTimeID>' + xmlInt(value.NewTeeTimeID, 'HoldTeeTime.NewTeeTimeID') + '</NewTeeTimeID>';
  if (value.NewDateTime != null) xml += '<NewDateTime>' + xmlString(value.NewDateTime, 'HoldTeeTime.NewDateTime') + '</NewDateTime>';
  xml += '<CourseFee>' + xmlDecimal(value.CourseFee, 'HoldTeeTime.CourseFee') + '</CourseFee>';
  xml += '<TaxAmount>' + xmlDecimal(value.TaxAmount, 'HoldTeeTime.TaxAmount') + '</TaxAmount>';
  xml += '<BookingFee>' + xmlDecimal(value.BookingFee, 'HoldTeeTime.BookingFee') + '</BookingFee>';
  xml += '<DueOnline>' + xmlDecimal(value.DueOnline, 'HoldTeeTime.DueOnline') + '</DueOnline>';
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
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlString(value.CustomerID, 'Customer.CustomerID') + '</CustomerID>';
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
  if (value.Amount != null) xml += '<Amount>' + xmlString(value.Amount, 'Charge.Amount') + '</Amount>';
  if (value.ChargeBy != null) xml += '<ChargeBy>' + xmlString(value.ChargeBy, 'Charge.ChargeBy') + '</ChargeBy>';
  return xml;
}

/** Children of the Reservation element, in schema order. */
export function encodeReservation(value: Reservation): string {
  let xml = '';
  if (value.ActualDateTime != null) xml += '<ActualDateTime>' + xmlString(value.ActualDateTime, 'Reservation.ActualDateTime') + '</ActualDateTime>';
  xml += '<ReservationID>' + xmlInt(value.ReservationID, 'Reservation.ReservationID') + '</ReservationID>';
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
  if (value.ID != null) xml += '<ID>' + xmlString(value.ID, 'Card.ID') + '</ID>';
  if (value.EffectiveDate != null) xml += '<EffectiveDate>' + xmlString(value.EffectiveDate, 'Card.EffectiveDate') + '</EffectiveDate>';
  if (value.ExpirationDate != null) xml += '<ExpirationDate>' + xmlString(value.ExpirationDate, 'Card.ExpirationDate') + '</ExpirationDate>';
  if (value.Title != null) xml += '<Title>' + xmlString(value.Title, 'Card.Title') + '</Title>';
  if (value.Error != null) xml += '<Error>' + xmlString(value.Error, 'Card.Error') + '</Error>';
  if (value.PurchaseLink != null) xml += '<PurchaseLink>' + xmlString(value.PurchaseLink, 'Card.PurchaseLink') + '</PurchaseLink>';
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
  if (value.GolfFacilityName != null) xml += '<GolfFacilityName>' + xmlString(value.GolfFacilityName, 'PlayerCardRounds.GolfFacilityName') + '</GolfFacilityName>';
  xml += '<FacilityRoundAvailable>' + xmlInt(value.FacilityRoundAvailable, 'PlayerCardRounds.FacilityRoundAvailable') + '</FacilityRoundAvailable>';
  xml += '<RoundsUsed>' + xmlInt(value.RoundsUsed, 'PlayerCardRounds.RoundsUsed') + '</RoundsUsed>';
  if (value.Expires != null) xml += '<Expires>' + xmlString(value.Expires, 'PlayerCardRounds.Expires') + '</Expires>';
  return xml;
}

/** Children of the ResponsePlayerCardProfile element, in schema order. */
export function encodeResponsePlayerCardProfile(value: ResponsePlayerCardProfile): string {
  let xml = '';
  if (value.SpecialOfferCustomerEffectiveDate != null) xml += '<SpecialOfferCustomerEffectiveDate>' + xmlString(value.SpecialOfferCustomerEffectiveDate, 'ResponsePlayerCardProfile.SpecialOfferCustomerEffectiveDate') + '</SpecialOfferCustomerEffectiveDate>';
  if (value.SpecialOfferCustomerExpirationDate != null) xml += '<SpecialOfferCustomerExpirationDate>' + xmlString(value.SpecialOfferCustomerExpirationDate, 'ResponsePlayerCardProfile.SpecialOfferCustomerExpirationDate') + '</SpecialOfferCustomerExpirationDate>';
  if (value.SpecialOfferTitle != null) xml += '<SpecialOfferTitle>' + xmlString(value.SpecialOfferTitle, 'ResponsePlayerCardProfile.SpecialOfferTitle') + '</SpecialOfferTitle>';
  xml += '<SpecialOfferFreeRounds>' + xmlInt(value.SpecialOfferFreeRounds, 'ResponsePlayerCardProfile.SpecialOfferFreeRounds') + '</SpecialOfferFreeRounds>';
  xml += '<RoundsUsed>' + xmlInt(value.RoundsUsed, 'ResponsePlayerCardProfile.RoundsUsed') + '</RoundsUsed>';
  if (value.CardStatus != null) xml += '<CardStatus>' + xmlString(value.CardStatus, 'ResponsePlayerCardProfile.CardStatus') + '</CardStatus>';
  if (value.WebSites != null) xml += '<WebSites>' + xmlString(value.WebSites, 'ResponsePlayerCardProfile.WebSites') + '</WebSites>';
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
  xml += '<OwnerID>' + xmlInt(value.OwnerID, 'LoginRequest.OwnerID') + '</OwnerID>';
  if (value.UserID != null) xml += '<UserID>' + xmlString(value.UserID, 'LoginRequest.UserID') + '</UserID>';
  if (value.Password != null) xml += '<Password>' + xmlString(value.Password, 'LoginRequest.Password') + '</Password>';
  return xml;
}

/** Children of the GetTotalTeeTimesCountRequest element, in schema order. */
export function encodeGetTotalTeeTimesCountRequest(value: GetTotalTeeTimesCountRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'GetTotalTeeTimesCountRequest.SessionID') + '</SessionID>';
  return xml;
}

/** Children of the GetAreaListRequest element, in schema order. */
export function encodeGetAreaListRequest(value: GetAreaListRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'GetAreaListRequest.SessionID') + '</SessionID>';
  if (value.StateProv != null) xml += '<StateProv>' + xmlString(value.StateProv, 'GetAreaListRequest.StateProv') + '</StateProv>';
  return xml;
}

/** Children of the GetFacilitiesByAreaRequest element, in schema order. */
export function encodeGetFacilitiesByAreaRequest(value: GetFacilitiesByAreaRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'GetFacilitiesByAreaRequest.SessionID') + '</SessionID>';
  xml += '<AreaID>' + xmlInt(value.AreaID, 'GetFacilitiesByAreaRequest.AreaID') + '</AreaID>';
  return xml;
}

/** Children of the GetIconsRequest element, in schema order. */
export function encodeGetIconsRequest(value: GetIconsRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'GetIconsRequest.SessionID') + '</SessionID>';
  return xml;
}

/** Children of the SearchTeeTimesRequest element, in schema order. */
export function encodeSearchTeeTimesRequest(value: SearchTeeTimesRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'SearchTeeTimesRequest.SessionID') + '</SessionID>';
  if (value.StateProv != null) xml += '<StateProv>' + xmlString(value.StateProv, 'SearchTeeTimesRequest.StateProv') + '</StateProv>';
  xml += '<AreaID>' + xmlInt(value.AreaID, 'SearchTeeTimesRequest.AreaID') + '</AreaID>';
  xml += '<FacilityID>' + xmlInt(value.FacilityID, 'SearchTeeTimesRequest.FacilityID') + '</FacilityID>';
  if (value.FromDate != null) xml += '<FromDate>' + xmlString(value.FromDate, 'SearchTeeTimesRequest.FromDate') + '</FromDate>';
  if (value.ToDate != null) xml += '<ToDate>' + xmlString(value.ToDate, 'SearchTeeTimesRequest.ToDate') + '</ToDate>';
  if (value.AMPM != null) xml += '<AMPM>' + xmlString(value.AMPM, 'SearchTeeTimesRequest.AMPM') + '</AMPM>';
  xml += '<NumberOfPlayers>' + xmlInt(value.NumberOfPlayers, 'SearchTeeTimesRequest.NumberOfPlayers') + '</NumberOfPlayers>';
  xml += '<DiscountPercent>' + xmlInt(value.DiscountPercent, 'SearchTeeTimesRequest.DiscountPercent') + '</DiscountPercent>';
  return xml;
}

/** Children of the HoldTeeTimeRequest element, in schema order. */
export function encodeHoldTeeTimeRequest(value: HoldTeeTimeRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'HoldTeeTimeRequest.SessionID') + '</SessionID>';
  xml += '<TeeTimeID>' + xmlInt(value.TeeTimeID, 'HoldTeeTimeRequest.TeeTimeID') + '</TeeTimeID>';
  xml += '<NumberOfPlayers>' + xmlInt(value.NumberOfPlayers, 'HoldTeeTimeRequest.NumberOfPlayers') + '</NumberOfPlayers>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlString(value.CustomerID, 'HoldTeeTimeRequest.CustomerID') + '</CustomerID>';
  return xml;
}

/** Children of the SaveCustomerRequest element, in schema order. */
export function encodeSaveCustomerRequest(value: SaveCustomerRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'SaveCustomerRequest.SessionID') + '</SessionID>';
  xml += '<FacilityID>' + xmlInt(value.FacilityID, 'SaveCustomerRequest.FacilityID') + '</FacilityID>';
  if (value.EmailAddress != null) xml += '<EmailAddress>' + xmlString(value.EmailAddress, 'SaveCustomerRequest.EmailAddress') + '</EmailAddress>';
  if (value.FirstName != null) xml += '<FirstName>' + xmlString(value.FirstName, 'SaveCustomerRequest.FirstName') + '</FirstName>';
  if (value.LastName != null) xml += '<LastName>' + xmlString(value.LastName, 'SaveCustomerRequest.LastName') + '</LastName>';
  if (value.Address1 != null) xml += '<Address1>' + xmlString(value.Address1, 'SaveCustomerRequest.Address1') + '</Address1>';
  if (value.Address2 != null) xml += '<Address2>' + xmlString(value.Address2, 'SaveCustomerRequest.Address2') + '</Address2>';
  if (value.City != null) xml += '<City>' + xmlString(value.City, 'SaveCustomerRequest.City') + '</City>';
  if (value.State != null) xml += '<State>' + xmlString(value.State, 'SaveCustomerRequest.State') + '</State>';
  if (value.CountryCode != null) xml += '<CountryCode>' + xmlString(value.CountryCode, 'SaveCustomerRequest.CountryCode') + '</CountryCode>';
  if (value.PostalCode != null) xml += '<PostalCode>' + xmlString(value.PostalCode, 'SaveCustomerRequest.PostalCode') + '</PostalCode>';
  if (value.Phone != null) xml += '<Phone>' + xmlString(value.Phone, 'SaveCustomerRequest.Phone') + '</Phone>';
  return xml;
}

/** Children of the SaveActiveCustomerRequest element, in schema order. */
export function encodeSaveActiveCustomerRequest(value: SaveActiveCustomerRequest): string {
  let xml = '';
  if (value.Password != null) xml += '<Password>' + xmlString(value.Password, 'SaveActiveCustomerRequest.Password') + '</Password>';
  if (value.OldPassword != null) xml += '<OldPassword>' + xmlString(value.OldPassword, 'SaveActiveCustomerRequest.OldPassword') + '</OldPassword>';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'SaveActiveCustomerRequest.SessionID') + '</SessionID>';
  xml += '<FacilityID>' + xmlInt(value.FacilityID, 'SaveActiveCustomerRequest.FacilityID') + '</FacilityID>';
  if (value.EmailAddress != null) xml += '<EmailAddress>' + xmlString(value.EmailAddress, 'SaveActiveCustomerRequest.EmailAddress') + '</EmailAddress>';
  if (value.FirstName != null) xml += '<FirstName>' + xmlString(value.FirstName, 'SaveActiveCustomerRequest.FirstName') + '</FirstName>';
  if (value.LastName != null) xml += '<LastName>' + xmlString(value.LastName, 'SaveActiveCustomerRequest.LastName') + '</LastName>';
  if (value.Address1 != null) xml += '<Address1>' + xmlString(value.Address1, 'SaveActiveCustomerRequest.Address1') + '</Address1>';
  if (value.Address2 != null) xml += '<Address2>' + xmlString(value.Address2, 'SaveActiveCustomerRequest.Address2') + '</Address2>';
  if (value.City != null) xml += '<City>' + xmlString(value.City, 'SaveActiveCustomerRequest.City') + '</City>';
  if (value.State != null) xml += '<State>' + xmlString(value.State, 'SaveActiveCustomerRequest.State') + '</State>';
  if (value.CountryCode != null) xml += '<CountryCode>' + xmlString(value.CountryCode, 'SaveActiveCustomerRequest.CountryCode') + '</CountryCode>';
  if (value.PostalCode != null) xml += '<PostalCode>' + xmlString(value.PostalCode, 'SaveActiveCustomerRequest.PostalCode') + '</PostalCode>';
  if (value.Phone != null) xml += '<Phone>' + xmlString(value.Phone, 'SaveActiveCustomerRequest.Phone') + '</Phone>';
  return xml;
}

/** Children of the CreateReservationRequest element, in schema order. */
export function encodeCreateReservationRequest(value: CreateReservationRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'CreateReservationRequest.SessionID') + '</SessionID>';
  xml += '<TeeTimeID>' + xmlInt(value.TeeTimeID, 'CreateReservationRequest.TeeTimeID') + '</TeeTimeID>';
  if (value.CreditCardNumber != null) xml += '<CreditCardNumber>' + xmlString(value.CreditCardNumber, 'CreateReservationRequest.CreditCardNumber') + '</CreditCardNumber>';
  if (value.EmailAddress != null) xml += '<EmailAddress>' + xmlString(value.EmailAddress, 'CreateReservationRequest.EmailAddress') + '</EmailAddress>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlString(value.CustomerID, 'CreateReservationRequest.CustomerID') + '</CustomerID>';
  xml += '<NumberOfPlayers>' + xmlInt(value.NumberOfPlayers, 'CreateReservationRequest.NumberOfPlayers') + '</NumberOfPlayers>';
  if (value.CreditCardName != null) xml += '<CreditCardName>' + xmlString(value.CreditCardName, 'CreateReservationRequest.CreditCardName') + '</CreditCardName>';
  if (value.CreditCardAddress != null) xml += '<CreditCardAddress>' + xmlString(value.CreditCardAddress, 'CreateReservationRequest.CreditCardAddress') + '</CreditCardAddress>';
  if (value.CreditCardPostalCode != null) xml += '<CreditCardPostalCode>' + xmlString(value.CreditCardPostalCode, 'CreateReservationRequest.CreditCardPostalCode') + '</CreditCardPostalCode>';
  if (value.CreditCardCountry != null) xml += '<CreditCardCountry>' + xmlString(value.CreditCardCountry, 'CreateReservationRequest.CreditCardCountry') + '</CreditCardCountry>';
  if (value.CreditCardType != null) xml += '<CreditCardType>' + xmlString(value.CreditCardType, 'CreateReservationRequest.CreditCardType') + '</CreditCardType>';
  xml += '<CreditCardExpMo>' + xmlInt(value.CreditCardExpMo, 'CreateReservationRequest.CreditCardExpMo') + '</CreditCardExpMo>';
  xml += '<CreditCardExpYr>' + xmlInt(value.CreditCardExpYr, 'CreateReservationRequest.CreditCardExpYr') + '</CreditCardExpYr>';
  return xml;
}

/** Children of the CreateReservationWithTrackingRequest element, in schema order. */
export function encodeCreateReservationWithTrackingRequest(value: CreateReservationWithTrackingRequest): string {
  let xml = encodeCreateReservationRequest(value);
  if (value.TrackingCode != null) xml += '<TrackingCode>' + xmlString(value.TrackingCode, 'CreateReservationWithTrackingRequest.TrackingCode') + '</TrackingCode>';
  return xml;
}

/** Children of the CreateReservationWithFreeRoundRequest element, in schema order. */
export function encodeCreateReservationWithFreeRoundRequest(value: CreateReservationWithFreeRoundRequest): string {
  let xml = encodeCreateReservationWithTrackingRequest(value);
  xml += '<CardID>' + xmlInt(value.CardID, 'CreateReservationWithFreeRoundRequest.CardID') + '</CardID>';
  xml += '<NumberOfFreePlayers>' + xmlInt(value.NumberOfFreePlayers, 'CreateReservationWithFreeRoundRequest.NumberOfFreePlayers') + '</NumberOfFreePlayers>';
  return xml;
}

/** Children of the GetCustomerPlayerCardProfileRequest element, in schema order. */
export function encodeGetCustomerPlayerCardProfileRequest(value: GetCustomerPlayerCardProfileRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'GetCustomerPlayerCardProfileRequest.SessionID') + '</SessionID>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlString(value.CustomerID, 'GetCustomerPlayerCardProfileRequest.CustomerID') + '</CustomerID>';
  return xml;
}

/** Children of the HasPlayerCardRequest element, in schema order. */
export function encodeHasPlayerCardRequest(value: HasPlayerCardRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'HasPlayerCardRequest.SessionID') + '</SessionID>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlString(value.CustomerID, 'HasPlayerCardRequest.CustomerID') + '</CustomerID>';
  xml += '<TeeTimeID>' + xmlInt(value.TeeTimeID, 'HasPlayerCardRequest.TeeTimeID') + '</TeeTimeID>';
  return xml;
}

/** Children of the AddPlayerCardRequest element, in schema order. */
export function encodeAddPlayerCardRequest(value: AddPlayerCardRequest): string {
  let xml = '';
  if (value.SessionID != null) xml += '<SessionID>' + xmlString(value.SessionID, 'AddPlayerCardRequest.SessionID') + '</SessionID>';
  xml += '<PlayerCardID>' + xmlInt(value.PlayerCardID, 'AddPlayerCardRequest.PlayerCardID') + '</PlayerCardID>';
  if (value.CustomerID != null) xml += '<CustomerID>' + xmlString(value.CustomerID, 'AddPlayerCardRequest.CustomerID') + '</CustomerID>';
  xml += '<TotalAmt>' + xmlDecimal(value.TotalAmt, 'AddPlayerCardRequest.TotalAmt') + '</TotalAmt>';
  if (value.ExpirationDate != null) xml += '<ExpirationDate>' + xmlString(value.ExpirationDate, 'AddPlayerCardRequest.ExpirationDate') + '</ExpirationDate>';
  if (value.Comment != null) xml += '<Comment>' + xmlString(value.Comment, 'AddPlayerCardRequest.Comment') + '</Comment>';
  return xml;
}
