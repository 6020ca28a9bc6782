// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import { escapeXml } from '../../runtime/xml/escape.js';

/** A link shown on the help pages, e.g. to business rules and error codes. */
export interface HelpLink {
  readonly title: string;
  readonly href: string;
}

/** Links for the help pages: a list in display order, or a record of title to href (in insertion order). */
export type HelpLinks = readonly HelpLink[] | { readonly [title: string]: string };

/** The WSDL 1.1 description of CRMTeeTimeAPI, with every address set to `serviceUrl`. Byte-stable for a given URL. */
export function wsdl(serviceUrl: string): string {
  const url = escapeXml(serviceUrl);
  return `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tm="http://microsoft.com/wsdl/mime/textMatching/" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" xmlns:mime="http://schemas.xmlsoap.org/wsdl/mime/" xmlns:tns="http://onlinereservationsystems.com/api/" xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:http="http://schemas.xmlsoap.org/wsdl/http/" targetNamespace="http://onlinereservationsystems.com/api/" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">
  <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Golf tee times for resellers: sign in, browse areas and facilities, search tee times, hold one, save the customer, book it (plain, with a tracking code, or with free rounds) and manage player cards.</wsdl:documentation>
  <wsdl:types>
    <s:schema elementFormDefault="qualified" targetNamespace="http://onlinereservationsystems.com/api/">
      <s:element name="Login">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="1" maxOccurs="1" name="OwnerID" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="UserID" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="Password" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="LoginResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="LoginResult" type="tns:ResponseLogin" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseLogin">
        <s:annotation>
          <s:documentation>Result of Login.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:ResultBase">
            <s:sequence>
              <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="ResultBase">
        <s:annotation>
          <s:documentation>Fields every result starts with. A client detects failure through ErrorCode.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="ErrorMessage" type="s:string" />
          <s:element minOccurs="1" maxOccurs="1" name="ErrorCode" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="ComErrorString" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:element name="GetTotalTeeTimesCount">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="GetTotalTeeTimesCountResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="GetTotalTeeTimesCountResult" type="tns:ResponseGetTotalTeeTimesCount" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseGetTotalTeeTimesCount">
        <s:annotation>
          <s:documentation>Result of GetTotalTeeTimesCount.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:ResultBase">
            <s:sequence>
              <s:element minOccurs="1" maxOccurs="1" name="TotalTeeTimes" type="s:int" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:element name="GetAreaList">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="StateProv" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="GetAreaListResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="GetAreaListResult" type="tns:ResponseGetArea" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseGetArea">
        <s:annotation>
          <s:documentation>Result of GetAreaList.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:ResultBase">
            <s:sequence>
              <s:element minOccurs="0" maxOccurs="1" name="Areas" type="tns:ArrayOfArea" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="ArrayOfArea">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="Area" nillable="true" type="tns:Area" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="Area">
        <s:annotation>
          <s:documentation>A region that groups facilities.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="1" maxOccurs="1" name="ID" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="ShortName" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="LongName" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="State" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="Country" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:element name="GetFacilitiesByArea">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="AreaID" type="s:int" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="GetFacilitiesByAreaResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="GetFacilitiesByAreaResult" type="tns:ResponseGetFacilityList" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseGetFacilityList">
        <s:annotation>
          <s:documentation>Result of GetFacilitiesByArea.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:ResultBase">
            <s:sequence>
              <s:element minOccurs="0" maxOccurs="1" name="Facilities" type="tns:ArrayOfFacility" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="ArrayOfFacility">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="Facility" nillable="true" type="tns:Facility" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="Facility">
        <s:annotation>
          <s:documentation>A golf facility (a club with one or more courses).</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="1" maxOccurs="1" name="ID" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="ShortName" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="LongName" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:element name="GetIcons">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="GetIconsResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="GetIconsResult" type="tns:ResponseIcon" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseIcon">
        <s:annotation>
          <s:documentation>Result of GetIcons.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:ResultBase">
            <s:sequence>
              <s:element minOccurs="0" maxOccurs="1" name="Icons" type="tns:ArrayOfIcon" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="ArrayOfIcon">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="Icon" nillable="true" type="tns:Icon" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="Icon">
        <s:annotation>
          <s:documentation>A symbol shown next to tee times (for example cart included or twilight).</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="1" maxOccurs="1" name="ID" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="Path" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="Name" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:element name="SearchTeeTimes">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="StateProv" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="AreaID" type="s:int" />
            <s:element minOccurs="1" maxOccurs="1" name="FacilityID" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="FromDate" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="ToDate" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="AMPM" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="NumberOfPlayers" type="s:int" />
            <s:element minOccurs="1" maxOccurs="1" name="DiscountPercent" type="s:int" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="SearchTeeTimesResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SearchTeeTimesResult" type="tns:ResponseSearchTeeTime" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseSearchTeeTime">
        <s:annotation>
          <s:documentation>Result of SearchTeeTimes, grouped facility, course, tee time.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:ResultBase">
            <s:sequence>
              <s:element minOccurs="0" maxOccurs="1" name="Facilities" type="tns:ArrayOfTeeTimeFacility" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="ArrayOfTeeTimeFacility">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="TeeTimeFacility" nillable="true" type="tns:TeeTimeFacility" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="TeeTimeFacility">
        <s:annotation>
          <s:documentation>A facility in search results, with its courses and contact details.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:Facility">
            <s:sequence>
              <s:element minOccurs="0" maxOccurs="1" name="Courses" type="tns:ArrayOfTeeTimeCourse" />
              <s:element minOccurs="0" maxOccurs="1" name="Address1" type="s:string" />
              <s:element minOccurs="0" maxOccurs="1" name="Address2" type="s:string" />
              <s:element minOccurs="0" maxOccurs="1" name="City" type="s:string" />
              <s:element minOccurs="0" maxOccurs="1" name="StateProv" type="s:string" />
              <s:element minOccurs="0" maxOccurs="1" name="Country" type="s:string" />
              <s:element minOccurs="0" maxOccurs="1" name="PostalCode" type="s:string" />
              <s:element minOccurs="0" maxOccurs="1" name="Phone" type="s:string" />
              <s:element minOccurs="0" maxOccurs="1" name="Fax" type="s:string" />
              <s:element minOccurs="0" maxOccurs="1" name="URLAddress" type="s:string" />
              <s:element minOccurs="0" maxOccurs="1" name="TeeTimePolicy" type="s:string" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="ArrayOfTeeTimeCourse">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="TeeTimeCourse" nillable="true" type="tns:TeeTimeCourse" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="TeeTimeCourse">
        <s:annotation>
          <s:documentation>A course of a facility with its matching tee times.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="TeeTimes" type="tns:ArrayOfTeeTime" />
          <s:element minOccurs="1" maxOccurs="1" name="CourseID" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="CourseName" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="ArrayOfTeeTime">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="TeeTime" nillable="true" type="tns:TeeTime" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="TeeTime">
        <s:annotation>
          <s:documentation>One bookable start time on a course, priced for the requested number of players.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="1" maxOccurs="1" name="ID" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="Time" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="Information" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="PlayersAllowed" type="s:string" />
          <s:element minOccurs="1" maxOccurs="1" name="Holes" type="s:int" />
          <s:element minOccurs="1" maxOccurs="1" name="RetailRate" type="s:decimal" />
          <s:element minOccurs="1" maxOccurs="1" name="CourseFee" type="s:decimal" />
          <s:element minOccurs="1" maxOccurs="1" name="BookingFee" type="s:decimal" />
          <s:element minOccurs="1" maxOccurs="1" name="TaxAmount" type="s:decimal" />
          <s:element minOccurs="0" maxOccurs="1" name="Icons" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:element name="HoldTeeTime">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="TeeTimeID" type="s:int" />
            <s:element minOccurs="1" maxOccurs="1" name="NumberOfPlayers" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="CustomerID" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="HoldTeeTimeResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="HoldTeeTimeResult" type="tns:ResponseHoldTeeTime" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseHoldTeeTime">
        <s:annotation>
          <s:documentation>Result of HoldTeeTime; the hold sits in a nested HoldTeeTime element.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:ResultBase">
            <s:sequence>
              <s:element minOccurs="0" maxOccurs="1" name="HoldTeeTime" type="tns:HoldTeeTime" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="HoldTeeTime">
        <s:annotation>
          <s:documentation>A hold on seats of a tee time, with its price.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="1" maxOccurs="1" name="NewTeeTimeID" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="NewDateTime" type="s:string" />
          <s:element minOccurs="1" maxOccurs="1" name="CourseFee" type="s:decimal" />
          <s:element minOccurs="1" maxOccurs="1" name="TaxAmount" type="s:decimal" />
          <s:element minOccurs="1" maxOccurs="1" name="BookingFee" type="s:decimal" />
          <s:element minOccurs="1" maxOccurs="1" name="DueOnline" type="s:decimal" />
        </s:sequence>
      </s:complexType>
      <s:element name="SaveCustomer">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="FacilityID" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="EmailAddress" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="FirstName" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="LastName" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="Address1" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="Address2" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="City" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="State" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CountryCode" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="PostalCode" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="Phone" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="SaveCustomerResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SaveCustomerResult" type="tns:CustomerResponse" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="CustomerResponse">
        <s:annotation>
          <s:documentation>Result of SaveCustomer and SaveActiveCustomer.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:ResultBase">
            <s:sequence>
              <s:element minOccurs="0" maxOccurs="1" name="Customer" type="tns:Customer" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="Customer">
        <s:annotation>
          <s:documentation>A saved customer.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="CustomerID" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:element name="SaveActiveCustomer">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="Password" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="OldPassword" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="FacilityID" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="EmailAddress" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="FirstName" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="LastName" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="Address1" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="Address2" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="City" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="State" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CountryCode" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="PostalCode" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="Phone" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="SaveActiveCustomerResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SaveActiveCustomerResult" type="tns:CustomerResponse" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="CreateReservation">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="TeeTimeID" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardNumber" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="EmailAddress" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CustomerID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="NumberOfPlayers" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardName" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardAddress" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardPostalCode" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardCountry" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardType" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="CreditCardExpMo" type="s:int" />
            <s:element minOccurs="1" maxOccurs="1" name="CreditCardExpYr" type="s:int" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="CreateReservationResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="CreateReservationResult" type="tns:ResponseMakeReservation" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseMakeReservation">
        <s:annotation>
          <s:documentation>Result of the reservation operations.</s:documentation>
        </s:annotation>
        <s:complexContent mixed="false">
          <s:extension base="tns:ResultBase">
            <s:sequence>
              <s:element minOccurs="0" maxOccurs="1" name="Reservation" type="tns:Reservation" />
            </s:sequence>
          </s:extension>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="Reservation">
        <s:annotation>
          <s:documentation>A confirmed booking.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="ActualDateTime" type="s:string" />
          <s:element minOccurs="1" maxOccurs="1" name="ReservationID" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="Charges" type="tns:ArrayOfCharge" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="ArrayOfCharge">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="Charge" nillable="true" type="tns:Charge" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="Charge">
        <s:annotation>
          <s:documentation>One amount of a reservation and who collects it.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="Amount" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="ChargeBy" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:element name="CreateReservationWithTracking">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="TeeTimeID" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardNumber" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="EmailAddress" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CustomerID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="NumberOfPlayers" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardName" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardAddress" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardPostalCode" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardCountry" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardType" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="CreditCardExpMo" type="s:int" />
            <s:element minOccurs="1" maxOccurs="1" name="CreditCardExpYr" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="TrackingCode" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="CreateReservationWithTrackingResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="CreateReservationWithTrackingResult" type="tns:ResponseMakeReservation" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="CreateReservationWithFreeRound">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="TeeTimeID" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardNumber" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="EmailAddress" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CustomerID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="NumberOfPlayers" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardName" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardAddress" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardPostalCode" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardCountry" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CreditCardType" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="CreditCardExpMo" type="s:int" />
            <s:element minOccurs="1" maxOccurs="1" name="CreditCardExpYr" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="TrackingCode" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="CardID" type="s:int" />
            <s:element minOccurs="1" maxOccurs="1" name="NumberOfFreePlayers" type="s:int" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="CreateReservationWithFreeRoundResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="CreateReservationWithFreeRoundResult" type="tns:ResponseMakeReservation" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="GetCustomerPlayerCardProfile">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CustomerID" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="GetCustomerPlayerCardProfileResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="GetCustomerPlayerCardProfileResult" type="tns:ArrayOfResponsePlayerCardProfile" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ArrayOfResponsePlayerCardProfile">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="ResponsePlayerCardProfile" nillable="true" type="tns:ResponsePlayerCardProfile" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="ResponsePlayerCardProfile">
        <s:annotation>
          <s:documentation>One player card of a customer.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="SpecialOfferCustomerEffectiveDate" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="SpecialOfferCustomerExpirationDate" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="SpecialOfferTitle" type="s:string" />
          <s:element minOccurs="1" maxOccurs="1" name="SpecialOfferFreeRounds" type="s:int" />
          <s:element minOccurs="1" maxOccurs="1" name="RoundsUsed" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="CardStatus" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="WebSites" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="PlayerCardRounds" type="tns:ArrayOfPlayerCardRounds" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="ArrayOfPlayerCardRounds">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="PlayerCardRounds" nillable="true" type="tns:PlayerCardRounds" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="PlayerCardRounds">
        <s:annotation>
          <s:documentation>Rounds of a player card at one facility.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="GolfFacilityName" type="s:string" />
          <s:element minOccurs="1" maxOccurs="1" name="FacilityRoundAvailable" type="s:int" />
          <s:element minOccurs="1" maxOccurs="1" name="RoundsUsed" type="s:int" />
          <s:element minOccurs="0" maxOccurs="1" name="Expires" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:element name="HasPlayerCard">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="CustomerID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="TeeTimeID" type="s:int" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="HasPlayerCardResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="HasPlayerCardResult" type="tns:ResponseHasPlayerCard" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseHasPlayerCard">
        <s:annotation>
          <s:documentation>Result of HasPlayerCard.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="CustomerCards" type="tns:ArrayOfCard" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="ArrayOfCard">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="Card" nillable="true" type="tns:Card" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="Card">
        <s:annotation>
          <s:documentation>A player card of the customer usable for the tee time, or one entry saying why there is none.</s:documentation>
        </s:annotation>
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="ID" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="EffectiveDate" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="ExpirationDate" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="Title" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="Error" type="s:string" />
          <s:element minOccurs="0" maxOccurs="1" name="PurchaseLink" type="s:string" />
        </s:sequence>
      </s:complexType>
      <s:element name="AddPlayerCard">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="SessionID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="PlayerCardID" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="CustomerID" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="TotalAmt" type="s:decimal" />
            <s:element minOccurs="0" maxOccurs="1" name="ExpirationDate" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="Comment" type="s:string" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="AddPlayerCardResponse">
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="AddPlayerCardResult" type="tns:ResponseAddPlayerCard" />
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="ResponseAddPlayerCard">
        <s:annotation>
          <s:documentation>Result of AddPlayerCard, an empty element.</s:documentation>
        </s:annotation>
      </s:complexType>
      <s:element name="ResponseLogin" nillable="true" type="tns:ResponseLogin" />
      <s:element name="ResponseGetTotalTeeTimesCount" nillable="true" type="tns:ResponseGetTotalTeeTimesCount" />
      <s:element name="ResponseGetArea" nillable="true" type="tns:ResponseGetArea" />
      <s:element name="ResponseGetFacilityList" nillable="true" type="tns:ResponseGetFacilityList" />
      <s:element name="ResponseIcon" nillable="true" type="tns:ResponseIcon" />
      <s:element name="ResponseSearchTeeTime" nillable="true" type="tns:ResponseSearchTeeTime" />
      <s:element name="ResponseHoldTeeTime" nillable="true" type="tns:ResponseHoldTeeTime" />
      <s:element name="CustomerResponse" nillable="true" type="tns:CustomerResponse" />
      <s:element name="ResponseMakeReservation" nillable="true" type="tns:ResponseMakeReservation" />
      <s:element name="ArrayOfResponsePlayerCardProfile" nillable="true" type="tns:ArrayOfResponsePlayerCardProfile" />
      <s:element name="ResponseHasPlayerCard" nillable="true" type="tns:ResponseHasPlayerCard" />
      <s:element name="ResponseAddPlayerCard" nillable="true" type="tns:ResponseAddPlayerCard" />
    </s:schema>
  </wsdl:types>
  <wsdl:message name="LoginSoapIn">
    <wsdl:part name="parameters" element="tns:Login" />
  </wsdl:message>
  <wsdl:message name="LoginSoapOut">
    <wsdl:part name="parameters" element="tns:LoginResponse" />
  </wsdl:message>
  <wsdl:message name="GetTotalTeeTimesCountSoapIn">
    <wsdl:part name="parameters" element="tns:GetTotalTeeTimesCount" />
  </wsdl:message>
  <wsdl:message name="GetTotalTeeTimesCountSoapOut">
    <wsdl:part name="parameters" element="tns:GetTotalTeeTimesCountResponse" />
  </wsdl:message>
  <wsdl:message name="GetAreaListSoapIn">
    <wsdl:part name="parameters" element="tns:GetAreaList" />
  </wsdl:message>
  <wsdl:message name="GetAreaListSoapOut">
    <wsdl:part name="parameters" element="tns:GetAreaListResponse" />
  </wsdl:message>
  <wsdl:message name="GetFacilitiesByAreaSoapIn">
    <wsdl:part name="parameters" element="tns:GetFacilitiesByArea" />
  </wsdl:message>
  <wsdl:message name="GetFacilitiesByAreaSoapOut">
    <wsdl:part name="parameters" element="tns:GetFacilitiesByAreaResponse" />
  </wsdl:message>
  <wsdl:message name="GetIconsSoapIn">
    <wsdl:part name="parameters" element="tns:GetIcons" />
  </wsdl:message>
  <wsdl:message name="GetIconsSoapOut">
    <wsdl:part name="parameters" element="tns:GetIconsResponse" />
  </wsdl:message>
  <wsdl:message name="SearchTeeTimesSoapIn">
    <wsdl:part name="parameters" element="tns:SearchTeeTimes" />
  </wsdl:message>
  <wsdl:message name="SearchTeeTimesSoapOut">
    <wsdl:part name="parameters" element="tns:SearchTeeTimesResponse" />
  </wsdl:message>
  <wsdl:message name="HoldTeeTimeSoapIn">
    <wsdl:part name="parameters" element="tns:HoldTeeTime" />
  </wsdl:message>
  <wsdl:message name="HoldTeeTimeSoapOut">
    <wsdl:part name="parameters" element="tns:HoldTeeTimeResponse" />
  </wsdl:message>
  <wsdl:message name="SaveCustomerSoapIn">
    <wsdl:part name="parameters" element="tns:SaveCustomer" />
  </wsdl:message>
  <wsdl:message name="SaveCustomerSoapOut">
    <wsdl:part name="parameters" element="tns:SaveCustomerResponse" />
  </wsdl:message>
  <wsdl:message name="SaveActiveCustomerSoapIn">
    <wsdl:part name="parameters" element="tns:SaveActiveCustomer" />
  </wsdl:message>
  <wsdl:message name="SaveActiveCustomerSoapOut">
    <wsdl:part name="parameters" element="tns:SaveActiveCustomerResponse" />
  </wsdl:message>
  <wsdl:message name="CreateReservationSoapIn">
    <wsdl:part name="parameters" element="tns:CreateReservation" />
  </wsdl:message>
  <wsdl:message name="CreateReservationSoapOut">
    <wsdl:part name="parameters" element="tns:CreateReservationResponse" />
  </wsdl:message>
  <wsdl:message name="CreateReservationWithTrackingSoapIn">
    <wsdl:part name="parameters" element="tns:CreateReservationWithTracking" />
  </wsdl:message>
  <wsdl:message name="CreateReservationWithTrackingSoapOut">
    <wsdl:part name="parameters" element="tns:CreateReservationWithTrackingResponse" />
  </wsdl:message>
  <wsdl:message name="CreateReservationWithFreeRoundSoapIn">
    <wsdl:part name="parameters" element="tns:CreateReservationWithFreeRound" />
  </wsdl:message>
  <wsdl:message name="CreateReservationWithFreeRoundSoapOut">
    <wsdl:part name="parameters" element="tns:CreateReservationWithFreeRoundResponse" />
  </wsdl:message>
  <wsdl:message name="GetCustomerPlayerCardProfileSoapIn">
    <wsdl:part name="parameters" element="tns:GetCustomerPlayerCardProfile" />
  </wsdl:message>
  <wsdl:message name="GetCustomerPlayerCardProfileSoapOut">
    <wsdl:part name="parameters" element="tns:GetCustomerPlayerCardProfileResponse" />
  </wsdl:message>
  <wsdl:message name="HasPlayerCardSoapIn">
    <wsdl:part name="parameters" element="tns:HasPlayerCard" />
  </wsdl:message>
  <wsdl:message name="HasPlayerCardSoapOut">
    <wsdl:part name="parameters" element="tns:HasPlayerCardResponse" />
  </wsdl:message>
  <wsdl:message name="AddPlayerCardSoapIn">
    <wsdl:part name="parameters" element="tns:AddPlayerCard" />
  </wsdl:message>
  <wsdl:message name="AddPlayerCardSoapOut">
    <wsdl:part name="parameters" element="tns:AddPlayerCardResponse" />
  </wsdl:message>
  <wsdl:message name="LoginHttpPostIn">
    <wsdl:part name="OwnerID" type="s:string" />
    <wsdl:part name="UserID" type="s:string" />
    <wsdl:part name="Password" type="s:string" />
  </wsdl:message>
  <wsdl:message name="LoginHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseLogin" />
  </wsdl:message>
  <wsdl:message name="GetTotalTeeTimesCountHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
  </wsdl:message>
  <wsdl:message name="GetTotalTeeTimesCountHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseGetTotalTeeTimesCount" />
  </wsdl:message>
  <wsdl:message name="GetAreaListHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="StateProv" type="s:string" />
  </wsdl:message>
  <wsdl:message name="GetAreaListHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseGetArea" />
  </wsdl:message>
  <wsdl:message name="GetFacilitiesByAreaHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="AreaID" type="s:string" />
  </wsdl:message>
  <wsdl:message name="GetFacilitiesByAreaHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseGetFacilityList" />
  </wsdl:message>
  <wsdl:message name="GetIconsHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
  </wsdl:message>
  <wsdl:message name="GetIconsHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseIcon" />
  </wsdl:message>
  <wsdl:message name="SearchTeeTimesHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="StateProv" type="s:string" />
    <wsdl:part name="AreaID" type="s:string" />
    <wsdl:part name="FacilityID" type="s:string" />
    <wsdl:part name="FromDate" type="s:string" />
    <wsdl:part name="ToDate" type="s:string" />
    <wsdl:part name="M" type="s:string" />
    <wsdl:part name="NumberOfPlayers" type="s:string" />
    <wsdl:part name="DiscountPercent" type="s:string" />
  </wsdl:message>
  <wsdl:message name="SearchTeeTimesHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseSearchTeeTime" />
  </wsdl:message>
  <wsdl:message name="HoldTeeTimeHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="TeeTimeID" type="s:string" />
    <wsdl:part name="NumberOfPlayers" type="s:string" />
    <wsdl:part name="CustomerID" type="s:string" />
  </wsdl:message>
  <wsdl:message name="HoldTeeTimeHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseHoldTeeTime" />
  </wsdl:message>
  <wsdl:message name="SaveCustomerHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="FacilityID" type="s:string" />
    <wsdl:part name="EmailAddress" type="s:string" />
    <wsdl:part name="FirstName" type="s:string" />
    <wsdl:part name="LastName" type="s:string" />
    <wsdl:part name="Address1" type="s:string" />
    <wsdl:part name="Address2" type="s:string" />
    <wsdl:part name="City" type="s:string" />
    <wsdl:part name="State" type="s:string" />
    <wsdl:part name="CountryCode" type="s:string" />
    <wsdl:part name="PostalCode" type="s:string" />
    <wsdl:part name="Phone" type="s:string" />
  </wsdl:message>
  <wsdl:message name="SaveCustomerHttpPostOut">
    <wsdl:part name="Body" element="tns:CustomerResponse" />
  </wsdl:message>
  <wsdl:message name="SaveActiveCustomerHttpPostIn">
    <wsdl:part name="Password" type="s:string" />
    <wsdl:part name="OldPassword" type="s:string" />
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="FacilityID" type="s:string" />
    <wsdl:part name="EmailAddress" type="s:string" />
    <wsdl:part name="FirstName" type="s:string" />
    <wsdl:part name="LastName" type="s:string" />
    <wsdl:part name="Address1" type="s:string" />
    <wsdl:part name="Address2" type="s:string" />
    <wsdl:part name="City" type="s:string" />
    <wsdl:part name="State" type="s:string" />
    <wsdl:part name="CountryCode" type="s:string" />
    <wsdl:part name="PostalCode" type="s:string" />
    <wsdl:part name="Phone" type="s:string" />
  </wsdl:message>
  <wsdl:message name="SaveActiveCustomerHttpPostOut">
    <wsdl:part name="Body" element="tns:CustomerResponse" />
  </wsdl:message>
  <wsdl:message name="CreateReservationHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="TeeTimeID" type="s:string" />
    <wsdl:part name="CreditCardNumber" type="s:string" />
    <wsdl:part name="EmailAddress" type="s:string" />
    <wsdl:part name="CustomerID" type="s:string" />
    <wsdl:part name="NumberOfPlayers" type="s:string" />
    <wsdl:part name="CreditCardName" type="s:string" />
    <wsdl:part name="CreditCardAddress" type="s:string" />
    <wsdl:part name="CreditCardPostalCode" type="s:string" />
    <wsdl:part name="CreditCardCountry" type="s:string" />
    <wsdl:part name="CreditCardType" type="s:string" />
    <wsdl:part name="CreditCardExpMo" type="s:string" />
    <wsdl:part name="CreditCardExpYr" type="s:string" />
  </wsdl:message>
  <wsdl:message name="CreateReservationHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseMakeReservation" />
  </wsdl:message>
  <wsdl:message name="CreateReservationWithTrackingHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="TeeTimeID" type="s:string" />
    <wsdl:part name="CreditCardNumber" type="s:string" />
    <wsdl:part name="EmailAddress" type="s:string" />
    <wsdl:part name="CustomerID" type="s:string" />
    <wsdl:part name="NumberOfPlayers" type="s:string" />
    <wsdl:part name="CreditCardName" type="s:string" />
    <wsdl:part name="CreditCardAddress" type="s:string" />
    <wsdl:part name="CreditCardPostalCode" type="s:string" />
    <wsdl:part name="CreditCardCountry" type="s:string" />
    <wsdl:part name="CreditCardType" type="s:string" />
    <wsdl:part name="CreditCardExpMo" type="s:string" />
    <wsdl:part name="CreditCardExpYr" type="s:string" />
    <wsdl:part name="TrackingCode" type="s:string" />
  </wsdl:message>
  <wsdl:message name="CreateReservationWithTrackingHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseMakeReservation" />
  </wsdl:message>
  <wsdl:message name="CreateReservationWithFreeRoundHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="TeeTimeID" type="s:string" />
    <wsdl:part name="CreditCardNumber" type="s:string" />
    <wsdl:part name="EmailAddress" type="s:string" />
    <wsdl:part name="CustomerID" type="s:string" />
    <wsdl:part name="NumberOfPlayers" type="s:string" />
    <wsdl:part name="CreditCardName" type="s:string" />
    <wsdl:part name="CreditCardAddress" type="s:string" />
    <wsdl:part name="CreditCardPostalCode" type="s:string" />
    <wsdl:part name="CreditCardCountry" type="s:string" />
    <wsdl:part name="CreditCardType" type="s:string" />
    <wsdl:part name="CreditCardExpMo" type="s:string" />
    <wsdl:part name="CreditCardExpYr" type="s:string" />
    <wsdl:part name="TrackingCode" type="s:string" />
    <wsdl:part name="CardID" type="s:string" />
    <wsdl:part name="NumberOfFreePlayers" type="s:string" />
  </wsdl:message>
  <wsdl:message name="CreateReservationWithFreeRoundHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseMakeReservation" />
  </wsdl:message>
  <wsdl:message name="GetCustomerPlayerCardProfileHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="CustomerID" type="s:string" />
  </wsdl:message>
  <wsdl:message name="GetCustomerPlayerCardProfileHttpPostOut">
    <wsdl:part name="Body" element="tns:ArrayOfResponsePlayerCardProfile" />
  </wsdl:message>
  <wsdl:message name="HasPlayerCardHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="CustomerID" type="s:string" />
    <wsdl:part name="TeeTimeID" type="s:string" />
  </wsdl:message>
  <wsdl:message name="HasPlayerCardHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseHasPlayerCard" />
  </wsdl:message>
  <wsdl:message name="AddPlayerCardHttpPostIn">
    <wsdl:part name="SessionID" type="s:string" />
    <wsdl:part name="PlayerCardID" type="s:string" />
    <wsdl:part name="CustomerID" type="s:string" />
    <wsdl:part name="TotalAmt" type="s:string" />
    <wsdl:part name="ExpirationDate" type="s:string" />
    <wsdl:part name="Comment" type="s:string" />
  </wsdl:message>
  <wsdl:message name="AddPlayerCardHttpPostOut">
    <wsdl:part name="Body" element="tns:ResponseAddPlayerCard" />
  </wsdl:message>
  <wsdl:portType name="CRMTeeTimeAPISoap">
    <wsdl:operation name="Login">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Signs in a reseller user and returns the session to pass to every other operation.</wsdl:documentation>
      <wsdl:input message="tns:LoginSoapIn" />
      <wsdl:output message="tns:LoginSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="GetTotalTeeTimesCount">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Counts the future tee times that still have a free seat.</wsdl:documentation>
      <wsdl:input message="tns:GetTotalTeeTimesCountSoapIn" />
      <wsdl:output message="tns:GetTotalTeeTimesCountSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="GetAreaList">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the areas, optionally of one state or province.</wsdl:documentation>
      <wsdl:input message="tns:GetAreaListSoapIn" />
      <wsdl:output message="tns:GetAreaListSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="GetFacilitiesByArea">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the facilities of an area.</wsdl:documentation>
      <wsdl:input message="tns:GetFacilitiesByAreaSoapIn" />
      <wsdl:output message="tns:GetFacilitiesByAreaSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="GetIcons">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the icons tee times refer to.</wsdl:documentation>
      <wsdl:input message="tns:GetIconsSoapIn" />
      <wsdl:output message="tns:GetIconsSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="SearchTeeTimes">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Finds tee times by area, facility, dates, part of day, players and discount, grouped by facility and course.</wsdl:documentation>
      <wsdl:input message="tns:SearchTeeTimesSoapIn" />
      <wsdl:output message="tns:SearchTeeTimesSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="HoldTeeTime">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Holds seats of a tee time for a limited time and returns the hold with its price.</wsdl:documentation>
      <wsdl:input message="tns:HoldTeeTimeSoapIn" />
      <wsdl:output message="tns:HoldTeeTimeSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="SaveCustomer">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Creates or updates a customer and returns its CustomerID.</wsdl:documentation>
      <wsdl:input message="tns:SaveCustomerSoapIn" />
      <wsdl:output message="tns:SaveCustomerSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="SaveActiveCustomer">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Creates or updates a customer who signs in with a password; changing a password needs the old one.</wsdl:documentation>
      <wsdl:input message="tns:SaveActiveCustomerSoapIn" />
      <wsdl:output message="tns:SaveActiveCustomerSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="CreateReservation">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Books a held or a free tee time and charges the card.</wsdl:documentation>
      <wsdl:input message="tns:CreateReservationSoapIn" />
      <wsdl:output message="tns:CreateReservationSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithTracking">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Books like CreateReservation and stores the reseller&apos;s tracking code with the reservation.</wsdl:documentation>
      <wsdl:input message="tns:CreateReservationWithTrackingSoapIn" />
      <wsdl:output message="tns:CreateReservationWithTrackingSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithFreeRound">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Books like CreateReservation and pays some players with free rounds from a player card.</wsdl:documentation>
      <wsdl:input message="tns:CreateReservationWithFreeRoundSoapIn" />
      <wsdl:output message="tns:CreateReservationWithFreeRoundSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="GetCustomerPlayerCardProfile">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the customer&apos;s player cards with rounds used and left per facility.</wsdl:documentation>
      <wsdl:input message="tns:GetCustomerPlayerCardProfileSoapIn" />
      <wsdl:output message="tns:GetCustomerPlayerCardProfileSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="HasPlayerCard">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the customer&apos;s player cards usable for a tee time.</wsdl:documentation>
      <wsdl:input message="tns:HasPlayerCardSoapIn" />
      <wsdl:output message="tns:HasPlayerCardSoapOut" />
    </wsdl:operation>
    <wsdl:operation name="AddPlayerCard">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Sells a player card to a customer.</wsdl:documentation>
      <wsdl:input message="tns:AddPlayerCardSoapIn" />
      <wsdl:output message="tns:AddPlayerCardSoapOut" />
    </wsdl:operation>
  </wsdl:portType>
  <wsdl:portType name="CRMTeeTimeAPIHttpPost">
    <wsdl:operation name="Login">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Signs in a reseller user and returns the session to pass to every other operation.</wsdl:documentation>
      <wsdl:input message="tns:LoginHttpPostIn" />
      <wsdl:output message="tns:LoginHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="GetTotalTeeTimesCount">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Counts the future tee times that still have a free seat.</wsdl:documentation>
      <wsdl:input message="tns:GetTotalTeeTimesCountHttpPostIn" />
      <wsdl:output message="tns:GetTotalTeeTimesCountHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="GetAreaList">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the areas, optionally of one state or province.</wsdl:documentation>
      <wsdl:input message="tns:GetAreaListHttpPostIn" />
      <wsdl:output message="tns:GetAreaListHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="GetFacilitiesByArea">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the facilities of an area.</wsdl:documentation>
      <wsdl:input message="tns:GetFacilitiesByAreaHttpPostIn" />
      <wsdl:output message="tns:GetFacilitiesByAreaHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="GetIcons">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the icons tee times refer to.</wsdl:documentation>
      <wsdl:input message="tns:GetIconsHttpPostIn" />
      <wsdl:output message="tns:GetIconsHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="SearchTeeTimes">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Finds tee times by area, facility, dates, part of day, players and discount, grouped by facility and course.</wsdl:documentation>
      <wsdl:input message="tns:SearchTeeTimesHttpPostIn" />
      <wsdl:output message="tns:SearchTeeTimesHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="HoldTeeTime">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Holds seats of a tee time for a limited time and returns the hold with its price.</wsdl:documentation>
      <wsdl:input message="tns:HoldTeeTimeHttpPostIn" />
      <wsdl:output message="tns:HoldTeeTimeHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="SaveCustomer">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Creates or updates a customer and returns its CustomerID.</wsdl:documentation>
      <wsdl:input message="tns:SaveCustomerHttpPostIn" />
      <wsdl:output message="tns:SaveCustomerHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="SaveActiveCustomer">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Creates or updates a customer who signs in with a password; changing a password needs the old one.</wsdl:documentation>
      <wsdl:input message="tns:SaveActiveCustomerHttpPostIn" />
      <wsdl:output message="tns:SaveActiveCustomerHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="CreateReservation">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Books a held or a free tee time and charges the card.</wsdl:documentation>
      <wsdl:input message="tns:CreateReservationHttpPostIn" />
      <wsdl:output message="tns:CreateReservationHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithTracking">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Books like CreateReservation and stores the reseller&apos;s tracking code with the reservation.</wsdl:documentation>
      <wsdl:input message="tns:CreateReservationWithTrackingHttpPostIn" />
      <wsdl:output message="tns:CreateReservationWithTrackingHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithFreeRound">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Books like CreateReservation and pays some players with free rounds from a player card.</wsdl:documentation>
      <wsdl:input message="tns:CreateReservationWithFreeRoundHttpPostIn" />
      <wsdl:output message="tns:CreateReservationWithFreeRoundHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="GetCustomerPlayerCardProfile">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the customer&apos;s player cards with rounds used and left per facility.</wsdl:documentation>
      <wsdl:input message="tns:GetCustomerPlayerCardProfileHttpPostIn" />
      <wsdl:output message="tns:GetCustomerPlayerCardProfileHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="HasPlayerCard">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Lists the customer&apos;s player cards usable for a tee time.</wsdl:documentation>
      <wsdl:input message="tns:HasPlayerCardHttpPostIn" />
      <wsdl:output message="tns:HasPlayerCardHttpPostOut" />
    </wsdl:operation>
    <wsdl:operation name="AddPlayerCard">
      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Sells a player card to a customer.</wsdl:documentation>
      <wsdl:input message="tns:AddPlayerCardHttpPostIn" />
      <wsdl:output message="tns:AddPlayerCardHttpPostOut" />
    </wsdl:operation>
  </wsdl:portType>
  <wsdl:binding name="CRMTeeTimeAPISoap" type="tns:CRMTeeTimeAPISoap">
    <soap:binding transport="http://schemas.xmlsoap.org/soap/http" />
    <wsdl:operation name="Login">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/Login" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetTotalTeeTimesCount">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/GetTotalTeeTimesCount" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetAreaList">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/GetAreaList" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetFacilitiesByArea">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/GetFacilitiesByArea" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetIcons">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/GetIcons" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="SearchTeeTimes">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/SearchTeeTimes" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="HoldTeeTime">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/HoldTeeTime" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="SaveCustomer">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/SaveCustomer" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="SaveActiveCustomer">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/SaveActiveCustomer" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="CreateReservation">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/CreateReservation" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithTracking">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/CreateReservationWithTracking" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithFreeRound">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/CreateReservationWithFreeRound" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetCustomerPlayerCardProfile">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/GetCustomerPlayerCardProfile" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="HasPlayerCard">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/HasPlayerCard" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="AddPlayerCard">
      <soap:operation soapAction="http://onlinereservationsystems.com/api/AddPlayerCard" style="document" />
      <wsdl:input>
        <soap:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
  </wsdl:binding>
  <wsdl:binding name="CRMTeeTimeAPISoap12" type="tns:CRMTeeTimeAPISoap">
    <soap12:binding transport="http://schemas.xmlsoap.org/soap/http" />
    <wsdl:operation name="Login">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/Login" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetTotalTeeTimesCount">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/GetTotalTeeTimesCount" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetAreaList">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/GetAreaList" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetFacilitiesByArea">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/GetFacilitiesByArea" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetIcons">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/GetIcons" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="SearchTeeTimes">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/SearchTeeTimes" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="HoldTeeTime">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/HoldTeeTime" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="SaveCustomer">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/SaveCustomer" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="SaveActiveCustomer">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/SaveActiveCustomer" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="CreateReservation">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/CreateReservation" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithTracking">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/CreateReservationWithTracking" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithFreeRound">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/CreateReservationWithFreeRound" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetCustomerPlayerCardProfile">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/GetCustomerPlayerCardProfile" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="HasPlayerCard">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/HasPlayerCard" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="AddPlayerCard">
      <soap12:operation soapAction="http://onlinereservationsystems.com/api/AddPlayerCard" style="document" />
      <wsdl:input>
        <soap12:body use="literal" />
      </wsdl:input>
      <wsdl:output>
        <soap12:body use="literal" />
      </wsdl:output>
    </wsdl:operation>
  </wsdl:binding>
  <wsdl:binding name="CRMTeeTimeAPIHttpPost" type="tns:CRMTeeTimeAPIHttpPost">
    <http:binding verb="POST" />
    <wsdl:operation name="Login">
      <http:operation location="/Login" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetTotalTeeTimesCount">
      <http:operation location="/GetTotalTeeTimesCount" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetAreaList">
      <http:operation location="/GetAreaList" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetFacilitiesByArea">
      <http:operation location="/GetFacilitiesByArea" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetIcons">
      <http:operation location="/GetIcons" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="SearchTeeTimes">
      <http:operation location="/SearchTeeTimes" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="HoldTeeTime">
      <http:operation location="/HoldTeeTime" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="SaveCustomer">
      <http:operation location="/SaveCustomer" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="SaveActiveCustomer">
      <http:operation location="/SaveActiveCustomer" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="CreateReservation">
      <http:operation location="/CreateReservation" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithTracking">
      <http:operation location="/CreateReservationWithTracking" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="CreateReservationWithFreeRound">
      <http:operation location="/CreateReservationWithFreeRound" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="GetCustomerPlayerCardProfile">
      <http:operation location="/GetCustomerPlayerCardProfile" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="HasPlayerCard">
      <http:operation location="/HasPlayerCard" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
    <wsdl:operation name="AddPlayerCard">
      <http:operation location="/AddPlayerCard" />
      <wsdl:input>
        <mime:content type="application/x-www-form-urlencoded" />
      </wsdl:input>
      <wsdl:output>
        <mime:mimeXml part="Body" />
      </wsdl:output>
    </wsdl:operation>
  </wsdl:binding>
  <wsdl:service name="CRMTeeTimeAPI">
    <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Golf tee times for resellers: sign in, browse areas and facilities, search tee times, hold one, save the customer, book it (plain, with a tracking code, or with free rounds) and manage player cards.</wsdl:documentation>
    <wsdl:port name="CRMTeeTimeAPISoap" binding="tns:CRMTeeTimeAPISoap">
      <soap:address location="${url}" />
    </wsdl:port>
    <wsdl:port name="CRMTeeTimeAPISoap12" binding="tns:CRMTeeTimeAPISoap12">
      <soap12:address location="${url}" />
    </wsdl:port>
    <wsdl:port name="CRMTeeTimeAPIHttpPost" binding="tns:CRMTeeTimeAPIHttpPost">
      <http:address location="${url}" />
    </wsdl:port>
  </wsdl:service>
</wsdl:definitions>
`;
}

/** The discovery document (`?disco`) of CRMTeeTimeAPI, pointing at `serviceUrl`. */
export function disco(serviceUrl: string): string {
  const url = escapeXml(serviceUrl);
  return `<?xml version="1.0" encoding="utf-8"?>
<discovery xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://schemas.xmlsoap.org/disco/">
  <contractRef ref="${url}?wsdl" docRef="${url}" xmlns="http://schemas.xmlsoap.org/disco/scl/" />
  <soap address="${url}" xmlns:q1="http://onlinereservationsystems.com/api/" binding="q1:CRMTeeTimeAPISoap" xmlns="http://schemas.xmlsoap.org/disco/soap/" />
  <soap address="${url}" xmlns:q2="http://onlinereservationsystems.com/api/" binding="q2:CRMTeeTimeAPISoap12" xmlns="http://schemas.xmlsoap.org/disco/soap/" />
</discovery>
`;
}

/** The CSS shared by the help pages (templates/_styles.hbs). */
const styles = `:root {
  color-scheme: light dark;
  --bg: #f6f7f9; --fg: #1d2430; --muted: #5b6676; --card: #ffffff; --line: #dde2e8;
  --accent: #0b6e4f; --accent-fg: #ffffff; --code-bg: #f0f2f5; --req: #a4262c;
}
@media (prefers-color-scheme: dark) {
  :root { --bg: #12161c; --fg: #e4e8ee; --muted: #9aa5b4; --card: #1a2029; --line: #2c3440;
    --accent: #3fb68b; --accent-fg: #0b1410; --code-bg: #0f1318; --req: #ff8a8f; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
.wrap { max-width: 60rem; margin: 0 auto; padding: 0 1.25rem; }
.banner { background: var(--accent); color: var(--accent-fg); padding: 1.25rem 0 1rem; margin-bottom: 1.5rem; }
.banner a { color: inherit; text-decoration: none; }
.banner h1 { margin: 0; font-size: 1.6rem; letter-spacing: .01em; }
.kicker { margin: 0; font-size: .8rem; text-transform: uppercase; letter-spacing: .08em; opacity: .85; }
h2 { font-size: 1.25rem; margin: 2rem 0 .75rem; }
h3 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; }
a { color: var(--accent); }
.lead { font-size: 1.05rem; color: var(--muted); max-width: 46rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: .6rem; padding: 1rem 1.25rem; margin: 1rem 0; }
.card > h2:first-child { margin-top: .25rem; }
.ops { list-style: none; padding: 0; margin: 0; display: grid; gap: .6rem; }
.ops li { background: var(--card); border: 1px solid var(--line); border-radius: .6rem; padding: .7rem 1rem; }
.ops a { font-weight: 600; text-decoration: none; }
.ops a:hover { text-decoration: underline; }
.ops p { margin: .2rem 0 0; color: var(--muted); }
table { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line); border-radius: .6rem; overflow: hidden; }
th, td { text-align: left; vertical-align: top; padding: .5rem .75rem; border-bottom: 1px solid var(--line); }
th { font-size: .85rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
tr:last-child td { border-bottom: 0; }
/* Long URLs, actions and type names wrap at phone width instead of widening the page. */
td, td code { overflow-wrap: anywhere; }
@media (max-width: 40rem) { th, td { padding: .4rem .5rem; } .wrap { padding: 0 .75rem; } }
code, pre, input { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: .9rem; }
pre { background: var(--code-bg); border: 1px solid var(--line); border-radius: .5rem; padding: .9rem 1rem; overflow-x: auto; line-height: 1.45; }
.req { color: var(--req); font-weight: 600; }
.muted { color: var(--muted); }
form table input { width: 100%; padding: .35rem .5rem; border: 1px solid var(--line); border-radius: .35rem; background: var(--bg); color: var(--fg); }
button { margin-top: .75rem; padding: .5rem 1.4rem; border: 0; border-radius: .4rem; background: var(--accent); color: var(--accent-fg); font-weight: 600; cursor: pointer; }
button:hover { filter: brightness(1.1); }
.back { margin: 0 0 1rem; }
.links ul { padding-left: 1.2rem; }
footer { margin: 3rem auto 2rem; color: var(--muted); font-size: .85rem; }
footer p { border-top: 1px solid var(--line); padding-top: 1rem; }
`;

/** Every help page: the layout (templates/_layout.hbs) around its content; the arguments are already escaped. */
function page(title: string, url: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
${styles}</style>
</head>
<body>
<header class="banner">
  <div class="wrap">
    <p class="kicker">XML web service</p>
    <h1><a href="${url}">CRMTeeTimeAPI</a></h1>
  </div>
</header>
<main class="wrap">
${body}</main>
<footer class="wrap">
  <p>Namespace <code>http://onlinereservationsystems.com/api/</code> · <a href="${url}?WSDL">Service Description</a> · <a href="${url}?disco">Discovery document</a></p>
</footer>
</body>
</html>
`;
}

/** The help links section, or nothing when there are no links. */
function linksHtml(links: HelpLinks | undefined): string {
  if (links === undefined) return '';
  const list: readonly HelpLink[] = Array.isArray(links)
    ? (links as readonly HelpLink[])
    : Object.entries(links).map(([title, href]) => ({ title, href }));
  if (list.length === 0) return '';
  const items = list.map((link) => `<li><a href="${escapeXml(link.href)}">${escapeXml(link.title)}</a></li>`);
  return `<section class="links">
<h2>See also</h2>
<ul>
` + items.join('\n') + `
</ul>
</section>`;
}

/** Host and path of the service URL for the samples, already escaped. */
function hostAndPath(serviceUrl: string): { host: string; path: string } {
  try {
    const parsed = new URL(serviceUrl);
    return { host: escapeXml(parsed.host), path: escapeXml(parsed.pathname) };
  } catch {
    return { host: 'host', path: escapeXml(serviceUrl) };
  }
}

/** The help page of CRMTeeTimeAPI listing its operations; `links` are shown in a "See also" section. */
export function servicePage(serviceUrl: string, links?: HelpLinks): string {
  const url = escapeXml(serviceUrl);
  return page("CRMTeeTimeAPI", url, `<p class="lead">Golf tee times for resellers: sign in, browse areas and facilities, search tee times, hold one, save the customer, book it (plain, with a tracking code, or with free rounds) and manage player cards.</p>
<p>The following operations are supported. For a formal definition, see the <a href="${url}?WSDL">Service Description</a>.</p>
<section class="card">
<h2>Endpoints</h2>
<table>
<tr><th>Protocol</th><th>Request</th></tr>
<tr><td>SOAP 1.1</td><td><code>POST ${url}</code>, <code>text/xml; charset=utf-8</code>, <code>SOAPAction: "http://onlinereservationsystems.com/api/Operation"</code></td></tr>
<tr><td>SOAP 1.2</td><td><code>POST ${url}</code>, <code>application/soap+xml; charset=utf-8</code></td></tr>
<tr><td>HTTP POST</td><td><code>POST ${url}/Operation</code>, <code>application/x-www-form-urlencoded</code></td></tr>
</table>
</section>
<h2>Operations</h2>
<ul class="ops">
<li><a href="${url}?op=Login">Login</a><p>Signs in a reseller user and returns the session to pass to every other operation.</p></li>
<li><a href="${url}?op=GetTotalTeeTimesCount">GetTotalTeeTimesCount</a><p>Counts the future tee times that still have a free seat.</p></li>
<li><a href="${url}?op=GetAreaList">GetAreaList</a><p>Lists the areas, optionally of one state or province.</p></li>
<li><a href="${url}?op=GetFacilitiesByArea">GetFacilitiesByArea</a><p>Lists the facilities of an area.</p></li>
<li><a href="${url}?op=GetIcons">GetIcons</a><p>Lists the icons tee times refer to.</p></li>
<li><a href="${url}?op=SearchTeeTimes">SearchTeeTimes</a><p>Finds tee times by area, facility, dates, part of day, players and discount, grouped by facility and course.</p></li>
<li><a href="${url}?op=HoldTeeTime">HoldTeeTime</a><p>Holds seats of a tee time for a limited time and returns the hold with its price.</p></li>
<li><a href="${url}?op=SaveCustomer">SaveCustomer</a><p>Creates or updates a customer and returns its CustomerID.</p></li>
<li><a href="${url}?op=SaveActiveCustomer">SaveActiveCustomer</a><p>Creates or updates a customer who signs in with a password; changing a password needs the old one.</p></li>
<li><a href="${url}?op=CreateReservation">CreateReservation</a><p>Books a held or a free tee time and charges the card.</p></li>
<li><a href="${url}?op=CreateReservationWithTracking">CreateReservationWithTracking</a><p>Books like CreateReservation and stores the reseller&apos;s tracking code with the reservation.</p></li>
<li><a href="${url}?op=CreateReservationWithFreeRound">CreateReservationWithFreeRound</a><p>Books like CreateReservation and pays some players with free rounds from a player card.</p></li>
<li><a href="${url}?op=GetCustomerPlayerCardProfile">GetCustomerPlayerCardProfile</a><p>Lists the customer&apos;s player cards with rounds used and left per facility.</p></li>
<li><a href="${url}?op=HasPlayerCard">HasPlayerCard</a><p>Lists the customer&apos;s player cards usable for a tee time.</p></li>
<li><a href="${url}?op=AddPlayerCard">AddPlayerCard</a><p>Sells a player card to a customer.</p></li>
</ul>
${linksHtml(links)}
`);
}

/** Operation help pages by operation name; the arguments are already escaped. */
const operationPages = new Map<string, (url: string, host: string, path: string, links: string, invoke: boolean) => string>([
  ["Login", (url, host, path, links, invoke) =>
    page("Login · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>Login</h2>
<p class="lead">Signs in a reseller user and returns the session to pass to every other operation.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>OwnerID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Reseller (owner) account number.</td></tr>
<tr><td><code>UserID</code></td><td><code>string</code></td><td>may be omitted</td><td>User name.</td></tr>
<tr><td><code>Password</code></td><td><code>string</code></td><td>may be omitted</td><td>Password.</td></tr>
</table>
<h3>Result: <code>ResponseLogin</code></h3>
<p>Result of Login.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Opaque session identifier to pass to every other operation.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/Login">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-OwnerID">OwnerID</label></td><td><input type="text" id="param-OwnerID" name="OwnerID" placeholder="int"></td></tr>
<tr><td><label for="param-UserID">UserID</label></td><td><input type="text" id="param-UserID" name="UserID" placeholder="string"></td></tr>
<tr><td><label for="param-Password">Password</label></td><td><input type="text" id="param-Password" name="Password" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/Login&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;Login xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;OwnerID&gt;int&lt;/OwnerID&gt;
      &lt;UserID&gt;string&lt;/UserID&gt;
      &lt;Password&gt;string&lt;/Password&gt;
    &lt;/Login&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;LoginResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;LoginResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;/LoginResult&gt;
    &lt;/LoginResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;Login xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;OwnerID&gt;int&lt;/OwnerID&gt;
      &lt;UserID&gt;string&lt;/UserID&gt;
      &lt;Password&gt;string&lt;/Password&gt;
    &lt;/Login&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;LoginResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;LoginResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;/LoginResult&gt;
    &lt;/LoginResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/Login HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

OwnerID=int&amp;UserID=string&amp;Password=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseLogin xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;SessionID&gt;string&lt;/SessionID&gt;
&lt;/ResponseLogin&gt;</code></pre>
</section>
${links}
`)],
  ["GetTotalTeeTimesCount", (url, host, path, links, invoke) =>
    page("GetTotalTeeTimesCount · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>GetTotalTeeTimesCount</h2>
<p class="lead">Counts the future tee times that still have a free seat.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
</table>
<h3>Result: <code>ResponseGetTotalTeeTimesCount</code></h3>
<p>Result of GetTotalTeeTimesCount.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>TotalTeeTimes</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Number of future tee times with at least one free seat.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/GetTotalTeeTimesCount">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/GetTotalTeeTimesCount&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetTotalTeeTimesCount xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
    &lt;/GetTotalTeeTimesCount&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetTotalTeeTimesCountResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetTotalTeeTimesCountResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;TotalTeeTimes&gt;int&lt;/TotalTeeTimes&gt;
      &lt;/GetTotalTeeTimesCountResult&gt;
    &lt;/GetTotalTeeTimesCountResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetTotalTeeTimesCount xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
    &lt;/GetTotalTeeTimesCount&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetTotalTeeTimesCountResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetTotalTeeTimesCountResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;TotalTeeTimes&gt;int&lt;/TotalTeeTimes&gt;
      &lt;/GetTotalTeeTimesCountResult&gt;
    &lt;/GetTotalTeeTimesCountResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/GetTotalTeeTimesCount HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseGetTotalTeeTimesCount xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;TotalTeeTimes&gt;int&lt;/TotalTeeTimes&gt;
&lt;/ResponseGetTotalTeeTimesCount&gt;</code></pre>
</section>
${links}
`)],
  ["GetAreaList", (url, host, path, links, invoke) =>
    page("GetAreaList · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>GetAreaList</h2>
<p class="lead">Lists the areas, optionally of one state or province.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>StateProv</code></td><td><code>string</code></td><td>may be omitted</td><td>State or province code; empty for all.</td></tr>
</table>
<h3>Result: <code>ResponseGetArea</code></h3>
<p>Result of GetAreaList.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>Areas</code></td><td><code>Area[]</code></td><td>may be omitted</td><td>The areas, in name order.</td></tr>
</table>
<h3 id="type-Area">Type <code>Area</code></h3>
<p>A region that groups facilities.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Area identifier, as taken by GetFacilitiesByArea and SearchTeeTimes.</td></tr>
<tr><td><code>ShortName</code></td><td><code>string</code></td><td>may be omitted</td><td>Short display name.</td></tr>
<tr><td><code>LongName</code></td><td><code>string</code></td><td>may be omitted</td><td>Full display name.</td></tr>
<tr><td><code>State</code></td><td><code>string</code></td><td>may be omitted</td><td>State or province code.</td></tr>
<tr><td><code>Country</code></td><td><code>string</code></td><td>may be omitted</td><td>Country code.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/GetAreaList">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-StateProv">StateProv</label></td><td><input type="text" id="param-StateProv" name="StateProv" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/GetAreaList&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetAreaList xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;StateProv&gt;string&lt;/StateProv&gt;
    &lt;/GetAreaList&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetAreaListResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetAreaListResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Areas&gt;
          &lt;Area&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
            &lt;State&gt;string&lt;/State&gt;
            &lt;Country&gt;string&lt;/Country&gt;
          &lt;/Area&gt;
          &lt;Area&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
            &lt;State&gt;string&lt;/State&gt;
            &lt;Country&gt;string&lt;/Country&gt;
          &lt;/Area&gt;
        &lt;/Areas&gt;
      &lt;/GetAreaListResult&gt;
    &lt;/GetAreaListResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetAreaList xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;StateProv&gt;string&lt;/StateProv&gt;
    &lt;/GetAreaList&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetAreaListResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetAreaListResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Areas&gt;
          &lt;Area&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
            &lt;State&gt;string&lt;/State&gt;
            &lt;Country&gt;string&lt;/Country&gt;
          &lt;/Area&gt;
          &lt;Area&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
            &lt;State&gt;string&lt;/State&gt;
            &lt;Country&gt;string&lt;/Country&gt;
          &lt;/Area&gt;
        &lt;/Areas&gt;
      &lt;/GetAreaListResult&gt;
    &lt;/GetAreaListResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/GetAreaList HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;StateProv=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseGetArea xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;Areas&gt;
    &lt;Area&gt;
      &lt;ID&gt;int&lt;/ID&gt;
      &lt;ShortName&gt;string&lt;/ShortName&gt;
      &lt;LongName&gt;string&lt;/LongName&gt;
      &lt;State&gt;string&lt;/State&gt;
      &lt;Country&gt;string&lt;/Country&gt;
    &lt;/Area&gt;
    &lt;Area&gt;
      &lt;ID&gt;int&lt;/ID&gt;
      &lt;ShortName&gt;string&lt;/ShortName&gt;
      &lt;LongName&gt;string&lt;/LongName&gt;
      &lt;State&gt;string&lt;/State&gt;
      &lt;Country&gt;string&lt;/Country&gt;
    &lt;/Area&gt;
  &lt;/Areas&gt;
&lt;/ResponseGetArea&gt;</code></pre>
</section>
${links}
`)],
  ["GetFacilitiesByArea", (url, host, path, links, invoke) =>
    page("GetFacilitiesByArea · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>GetFacilitiesByArea</h2>
<p class="lead">Lists the facilities of an area.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>AreaID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Area from GetAreaList.</td></tr>
</table>
<h3>Result: <code>ResponseGetFacilityList</code></h3>
<p>Result of GetFacilitiesByArea.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>Facilities</code></td><td><code>Facility[]</code></td><td>may be omitted</td><td>The facilities of the area.</td></tr>
</table>
<h3 id="type-Facility">Type <code>Facility</code></h3>
<p>A golf facility (a club with one or more courses).</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Facility identifier.</td></tr>
<tr><td><code>ShortName</code></td><td><code>string</code></td><td>may be omitted</td><td>Short display name.</td></tr>
<tr><td><code>LongName</code></td><td><code>string</code></td><td>may be omitted</td><td>Full display name.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/GetFacilitiesByArea">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-AreaID">AreaID</label></td><td><input type="text" id="param-AreaID" name="AreaID" placeholder="int"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/GetFacilitiesByArea&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetFacilitiesByArea xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;AreaID&gt;int&lt;/AreaID&gt;
    &lt;/GetFacilitiesByArea&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetFacilitiesByAreaResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetFacilitiesByAreaResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Facilities&gt;
          &lt;Facility&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
          &lt;/Facility&gt;
          &lt;Facility&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
          &lt;/Facility&gt;
        &lt;/Facilities&gt;
      &lt;/GetFacilitiesByAreaResult&gt;
    &lt;/GetFacilitiesByAreaResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetFacilitiesByArea xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;AreaID&gt;int&lt;/AreaID&gt;
    &lt;/GetFacilitiesByArea&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetFacilitiesByAreaResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetFacilitiesByAreaResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Facilities&gt;
          &lt;Facility&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
          &lt;/Facility&gt;
          &lt;Facility&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
          &lt;/Facility&gt;
        &lt;/Facilities&gt;
      &lt;/GetFacilitiesByAreaResult&gt;
    &lt;/GetFacilitiesByAreaResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/GetFacilitiesByArea HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;AreaID=int</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseGetFacilityList xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;Facilities&gt;
    &lt;Facility&gt;
      &lt;ID&gt;int&lt;/ID&gt;
      &lt;ShortName&gt;string&lt;/ShortName&gt;
      &lt;LongName&gt;string&lt;/LongName&gt;
    &lt;/Facility&gt;
    &lt;Facility&gt;
      &lt;ID&gt;int&lt;/ID&gt;
      &lt;ShortName&gt;string&lt;/ShortName&gt;
      &lt;LongName&gt;string&lt;/LongName&gt;
    &lt;/Facility&gt;
  &lt;/Facilities&gt;
&lt;/ResponseGetFacilityList&gt;</code></pre>
</section>
${links}
`)],
  ["GetIcons", (url, host, path, links, invoke) =>
    page("GetIcons · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>GetIcons</h2>
<p class="lead">Lists the icons tee times refer to.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
</table>
<h3>Result: <code>ResponseIcon</code></h3>
<p>Result of GetIcons.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>Icons</code></td><td><code>Icon[]</code></td><td>may be omitted</td><td>Every icon in use.</td></tr>
</table>
<h3 id="type-Icon">Type <code>Icon</code></h3>
<p>A symbol shown next to tee times (for example cart included or twilight).</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Icon identifier, as listed in TeeTime.Icons.</td></tr>
<tr><td><code>Path</code></td><td><code>string</code></td><td>may be omitted</td><td>URL path of the icon image.</td></tr>
<tr><td><code>Name</code></td><td><code>string</code></td><td>may be omitted</td><td>What the icon means.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/GetIcons">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/GetIcons&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetIcons xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
    &lt;/GetIcons&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetIconsResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetIconsResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Icons&gt;
          &lt;Icon&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;Path&gt;string&lt;/Path&gt;
            &lt;Name&gt;string&lt;/Name&gt;
          &lt;/Icon&gt;
          &lt;Icon&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;Path&gt;string&lt;/Path&gt;
            &lt;Name&gt;string&lt;/Name&gt;
          &lt;/Icon&gt;
        &lt;/Icons&gt;
      &lt;/GetIconsResult&gt;
    &lt;/GetIconsResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetIcons xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
    &lt;/GetIcons&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetIconsResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetIconsResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Icons&gt;
          &lt;Icon&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;Path&gt;string&lt;/Path&gt;
            &lt;Name&gt;string&lt;/Name&gt;
          &lt;/Icon&gt;
          &lt;Icon&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;Path&gt;string&lt;/Path&gt;
            &lt;Name&gt;string&lt;/Name&gt;
          &lt;/Icon&gt;
        &lt;/Icons&gt;
      &lt;/GetIconsResult&gt;
    &lt;/GetIconsResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/GetIcons HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseIcon xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;Icons&gt;
    &lt;Icon&gt;
      &lt;ID&gt;int&lt;/ID&gt;
      &lt;Path&gt;string&lt;/Path&gt;
      &lt;Name&gt;string&lt;/Name&gt;
    &lt;/Icon&gt;
    &lt;Icon&gt;
      &lt;ID&gt;int&lt;/ID&gt;
      &lt;Path&gt;string&lt;/Path&gt;
      &lt;Name&gt;string&lt;/Name&gt;
    &lt;/Icon&gt;
  &lt;/Icons&gt;
&lt;/ResponseIcon&gt;</code></pre>
</section>
${links}
`)],
  ["SearchTeeTimes", (url, host, path, links, invoke) =>
    page("SearchTeeTimes · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>SearchTeeTimes</h2>
<p class="lead">Finds tee times by area, facility, dates, part of day, players and discount, grouped by facility and course.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>StateProv</code></td><td><code>string</code></td><td>may be omitted</td><td>State or province code; empty for any.</td></tr>
<tr><td><code>AreaID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Area from GetAreaList; 0 for any.</td></tr>
<tr><td><code>FacilityID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Facility from GetFacilitiesByArea; 0 for any.</td></tr>
<tr><td><code>FromDate</code></td><td><code>string</code></td><td>may be omitted</td><td>First date, facility local: YYYY-MM-DD, MM/DD/YYYY or M/D/YYYY (a time after it is ignored).</td></tr>
<tr><td><code>ToDate</code></td><td><code>string</code></td><td>may be omitted</td><td>Last date, facility local: YYYY-MM-DD, MM/DD/YYYY or M/D/YYYY (a time after it is ignored).</td></tr>
<tr><td><code>AMPM</code><br><span class="muted">HTTP POST form field M (also accepted: AMPM)</span></td><td><code>string</code></td><td>may be omitted</td><td>AM, PM or empty for the whole day.</td></tr>
<tr><td><code>NumberOfPlayers</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Players to book; only tee times with that many free seats match.</td></tr>
<tr><td><code>DiscountPercent</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Only tee times at least this many percent below the rack rate.</td></tr>
</table>
<h3>Result: <code>ResponseSearchTeeTime</code></h3>
<p>Result of SearchTeeTimes, grouped facility, course, tee time.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>Facilities</code></td><td><code>TeeTimeFacility[]</code></td><td>may be omitted</td><td>Facilities with matching tee times.</td></tr>
</table>
<h3 id="type-TeeTimeFacility">Type <code>TeeTimeFacility</code></h3>
<p>A facility in search results, with its courses and contact details.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Facility identifier.</td></tr>
<tr><td><code>ShortName</code></td><td><code>string</code></td><td>may be omitted</td><td>Short display name.</td></tr>
<tr><td><code>LongName</code></td><td><code>string</code></td><td>may be omitted</td><td>Full display name.</td></tr>
<tr><td><code>Courses</code></td><td><code>TeeTimeCourse[]</code></td><td>may be omitted</td><td>Courses with matching tee times.</td></tr>
<tr><td><code>Address1</code></td><td><code>string</code></td><td>may be omitted</td><td>Street address.</td></tr>
<tr><td><code>Address2</code></td><td><code>string</code></td><td>may be omitted</td><td>Second address line.</td></tr>
<tr><td><code>City</code></td><td><code>string</code></td><td>may be omitted</td><td>City.</td></tr>
<tr><td><code>StateProv</code></td><td><code>string</code></td><td>may be omitted</td><td>State or province code.</td></tr>
<tr><td><code>Country</code></td><td><code>string</code></td><td>may be omitted</td><td>Country code.</td></tr>
<tr><td><code>PostalCode</code></td><td><code>string</code></td><td>may be omitted</td><td>Postal code.</td></tr>
<tr><td><code>Phone</code></td><td><code>string</code></td><td>may be omitted</td><td>Phone number.</td></tr>
<tr><td><code>Fax</code></td><td><code>string</code></td><td>may be omitted</td><td>Fax number.</td></tr>
<tr><td><code>URLAddress</code></td><td><code>string</code></td><td>may be omitted</td><td>Web site.</td></tr>
<tr><td><code>TeeTimePolicy</code></td><td><code>string</code></td><td>may be omitted</td><td>Booking and cancellation policy.</td></tr>
</table>
<h3 id="type-TeeTimeCourse">Type <code>TeeTimeCourse</code></h3>
<p>A course of a facility with its matching tee times.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>TeeTimes</code></td><td><code>TeeTime[]</code></td><td>may be omitted</td><td>Matching tee times in time order.</td></tr>
<tr><td><code>CourseID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Course identifier.</td></tr>
<tr><td><code>CourseName</code></td><td><code>string</code></td><td>may be omitted</td><td>Course name.</td></tr>
</table>
<h3 id="type-TeeTime">Type <code>TeeTime</code></h3>
<p>One bookable start time on a course, priced for the requested number of players.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Tee time identifier, as taken by HoldTeeTime and the reservation operations.</td></tr>
<tr><td><code>Time</code></td><td><code>string</code></td><td>may be omitted</td><td>Start time in the facility&apos;s local time.</td></tr>
<tr><td><code>Information</code></td><td><code>string</code></td><td>may be omitted</td><td>Notes on this tee time.</td></tr>
<tr><td><code>PlayersAllowed</code></td><td><code>string</code></td><td>may be omitted</td><td>How many players may still book it.</td></tr>
<tr><td><code>Holes</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>9 or 18.</td></tr>
<tr><td><code>RetailRate</code></td><td><code>decimal</code></td><td><span class="req">required</span></td><td>Rack rate for the requested players.</td></tr>
<tr><td><code>CourseFee</code></td><td><code>decimal</code></td><td><span class="req">required</span></td><td>Course fee for the requested players.</td></tr>
<tr><td><code>BookingFee</code></td><td><code>decimal</code></td><td><span class="req">required</span></td><td>Booking fee for the requested players.</td></tr>
<tr><td><code>TaxAmount</code></td><td><code>decimal</code></td><td><span class="req">required</span></td><td>Tax on the course fee.</td></tr>
<tr><td><code>Icons</code></td><td><code>string</code></td><td>may be omitted</td><td>Comma-separated icon identifiers.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/SearchTeeTimes">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-StateProv">StateProv</label></td><td><input type="text" id="param-StateProv" name="StateProv" placeholder="string"></td></tr>
<tr><td><label for="param-AreaID">AreaID</label></td><td><input type="text" id="param-AreaID" name="AreaID" placeholder="int"></td></tr>
<tr><td><label for="param-FacilityID">FacilityID</label></td><td><input type="text" id="param-FacilityID" name="FacilityID" placeholder="int"></td></tr>
<tr><td><label for="param-FromDate">FromDate</label></td><td><input type="text" id="param-FromDate" name="FromDate" placeholder="string"></td></tr>
<tr><td><label for="param-ToDate">ToDate</label></td><td><input type="text" id="param-ToDate" name="ToDate" placeholder="string"></td></tr>
<tr><td><label for="param-M">M</label></td><td><input type="text" id="param-M" name="M" placeholder="string"></td></tr>
<tr><td><label for="param-NumberOfPlayers">NumberOfPlayers</label></td><td><input type="text" id="param-NumberOfPlayers" name="NumberOfPlayers" placeholder="int"></td></tr>
<tr><td><label for="param-DiscountPercent">DiscountPercent</label></td><td><input type="text" id="param-DiscountPercent" name="DiscountPercent" placeholder="int"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/SearchTeeTimes&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;SearchTeeTimes xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;StateProv&gt;string&lt;/StateProv&gt;
      &lt;AreaID&gt;int&lt;/AreaID&gt;
      &lt;FacilityID&gt;int&lt;/FacilityID&gt;
      &lt;FromDate&gt;string&lt;/FromDate&gt;
      &lt;ToDate&gt;string&lt;/ToDate&gt;
      &lt;AMPM&gt;string&lt;/AMPM&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;DiscountPercent&gt;int&lt;/DiscountPercent&gt;
    &lt;/SearchTeeTimes&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;SearchTeeTimesResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SearchTeeTimesResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Facilities&gt;
          &lt;TeeTimeFacility&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
            &lt;Courses&gt;
              &lt;TeeTimeCourse&gt;
                &lt;TeeTimes&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                &lt;/TeeTimes&gt;
                &lt;CourseID&gt;int&lt;/CourseID&gt;
                &lt;CourseName&gt;string&lt;/CourseName&gt;
              &lt;/TeeTimeCourse&gt;
              &lt;TeeTimeCourse&gt;
                &lt;TeeTimes&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                &lt;/TeeTimes&gt;
                &lt;CourseID&gt;int&lt;/CourseID&gt;
                &lt;CourseName&gt;string&lt;/CourseName&gt;
              &lt;/TeeTimeCourse&gt;
            &lt;/Courses&gt;
            &lt;Address1&gt;string&lt;/Address1&gt;
            &lt;Address2&gt;string&lt;/Address2&gt;
            &lt;City&gt;string&lt;/City&gt;
            &lt;StateProv&gt;string&lt;/StateProv&gt;
            &lt;Country&gt;string&lt;/Country&gt;
            &lt;PostalCode&gt;string&lt;/PostalCode&gt;
            &lt;Phone&gt;string&lt;/Phone&gt;
            &lt;Fax&gt;string&lt;/Fax&gt;
            &lt;URLAddress&gt;string&lt;/URLAddress&gt;
            &lt;TeeTimePolicy&gt;string&lt;/TeeTimePolicy&gt;
          &lt;/TeeTimeFacility&gt;
          &lt;TeeTimeFacility&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
            &lt;Courses&gt;
              &lt;TeeTimeCourse&gt;
                &lt;TeeTimes&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                &lt;/TeeTimes&gt;
                &lt;CourseID&gt;int&lt;/CourseID&gt;
                &lt;CourseName&gt;string&lt;/CourseName&gt;
              &lt;/TeeTimeCourse&gt;
              &lt;TeeTimeCourse&gt;
                &lt;TeeTimes&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                &lt;/TeeTimes&gt;
                &lt;CourseID&gt;int&lt;/CourseID&gt;
                &lt;CourseName&gt;string&lt;/CourseName&gt;
              &lt;/TeeTimeCourse&gt;
            &lt;/Courses&gt;
            &lt;Address1&gt;string&lt;/Address1&gt;
            &lt;Address2&gt;string&lt;/Address2&gt;
            &lt;City&gt;string&lt;/City&gt;
            &lt;StateProv&gt;string&lt;/StateProv&gt;
            &lt;Country&gt;string&lt;/Country&gt;
            &lt;PostalCode&gt;string&lt;/PostalCode&gt;
            &lt;Phone&gt;string&lt;/Phone&gt;
            &lt;Fax&gt;string&lt;/Fax&gt;
            &lt;URLAddress&gt;string&lt;/URLAddress&gt;
            &lt;TeeTimePolicy&gt;string&lt;/TeeTimePolicy&gt;
          &lt;/TeeTimeFacility&gt;
        &lt;/Facilities&gt;
      &lt;/SearchTeeTimesResult&gt;
    &lt;/SearchTeeTimesResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;SearchTeeTimes xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;StateProv&gt;string&lt;/StateProv&gt;
      &lt;AreaID&gt;int&lt;/AreaID&gt;
      &lt;FacilityID&gt;int&lt;/FacilityID&gt;
      &lt;FromDate&gt;string&lt;/FromDate&gt;
      &lt;ToDate&gt;string&lt;/ToDate&gt;
      &lt;AMPM&gt;string&lt;/AMPM&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;DiscountPercent&gt;int&lt;/DiscountPercent&gt;
    &lt;/SearchTeeTimes&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;SearchTeeTimesResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SearchTeeTimesResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Facilities&gt;
          &lt;TeeTimeFacility&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
            &lt;Courses&gt;
              &lt;TeeTimeCourse&gt;
                &lt;TeeTimes&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                &lt;/TeeTimes&gt;
                &lt;CourseID&gt;int&lt;/CourseID&gt;
                &lt;CourseName&gt;string&lt;/CourseName&gt;
              &lt;/TeeTimeCourse&gt;
              &lt;TeeTimeCourse&gt;
                &lt;TeeTimes&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                &lt;/TeeTimes&gt;
                &lt;CourseID&gt;int&lt;/CourseID&gt;
                &lt;CourseName&gt;string&lt;/CourseName&gt;
              &lt;/TeeTimeCourse&gt;
            &lt;/Courses&gt;
            &lt;Address1&gt;string&lt;/Address1&gt;
            &lt;Address2&gt;string&lt;/Address2&gt;
            &lt;City&gt;string&lt;/City&gt;
            &lt;StateProv&gt;string&lt;/StateProv&gt;
            &lt;Country&gt;string&lt;/Country&gt;
            &lt;PostalCode&gt;string&lt;/PostalCode&gt;
            &lt;Phone&gt;string&lt;/Phone&gt;
            &lt;Fax&gt;string&lt;/Fax&gt;
            &lt;URLAddress&gt;string&lt;/URLAddress&gt;
            &lt;TeeTimePolicy&gt;string&lt;/TeeTimePolicy&gt;
          &lt;/TeeTimeFacility&gt;
          &lt;TeeTimeFacility&gt;
            &lt;ID&gt;int&lt;/ID&gt;
            &lt;ShortName&gt;string&lt;/ShortName&gt;
            &lt;LongName&gt;string&lt;/LongName&gt;
            &lt;Courses&gt;
              &lt;TeeTimeCourse&gt;
                &lt;TeeTimes&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                &lt;/TeeTimes&gt;
                &lt;CourseID&gt;int&lt;/CourseID&gt;
                &lt;CourseName&gt;string&lt;/CourseName&gt;
              &lt;/TeeTimeCourse&gt;
              &lt;TeeTimeCourse&gt;
                &lt;TeeTimes&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                  &lt;TeeTime&gt;
                    &lt;ID&gt;int&lt;/ID&gt;
                    &lt;Time&gt;string&lt;/Time&gt;
                    &lt;Information&gt;string&lt;/Information&gt;
                    &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
                    &lt;Holes&gt;int&lt;/Holes&gt;
                    &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
                    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
                    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
                    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
                    &lt;Icons&gt;string&lt;/Icons&gt;
                  &lt;/TeeTime&gt;
                &lt;/TeeTimes&gt;
                &lt;CourseID&gt;int&lt;/CourseID&gt;
                &lt;CourseName&gt;string&lt;/CourseName&gt;
              &lt;/TeeTimeCourse&gt;
            &lt;/Courses&gt;
            &lt;Address1&gt;string&lt;/Address1&gt;
            &lt;Address2&gt;string&lt;/Address2&gt;
            &lt;City&gt;string&lt;/City&gt;
            &lt;StateProv&gt;string&lt;/StateProv&gt;
            &lt;Country&gt;string&lt;/Country&gt;
            &lt;PostalCode&gt;string&lt;/PostalCode&gt;
            &lt;Phone&gt;string&lt;/Phone&gt;
            &lt;Fax&gt;string&lt;/Fax&gt;
            &lt;URLAddress&gt;string&lt;/URLAddress&gt;
            &lt;TeeTimePolicy&gt;string&lt;/TeeTimePolicy&gt;
          &lt;/TeeTimeFacility&gt;
        &lt;/Facilities&gt;
      &lt;/SearchTeeTimesResult&gt;
    &lt;/SearchTeeTimesResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/SearchTeeTimes HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;StateProv=string&amp;AreaID=int&amp;FacilityID=int&amp;FromDate=string&amp;ToDate=string&amp;M=string&amp;NumberOfPlayers=int&amp;DiscountPercent=int</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseSearchTeeTime xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;Facilities&gt;
    &lt;TeeTimeFacility&gt;
      &lt;ID&gt;int&lt;/ID&gt;
      &lt;ShortName&gt;string&lt;/ShortName&gt;
      &lt;LongName&gt;string&lt;/LongName&gt;
      &lt;Courses&gt;
        &lt;TeeTimeCourse&gt;
          &lt;TeeTimes&gt;
            &lt;TeeTime&gt;
              &lt;ID&gt;int&lt;/ID&gt;
              &lt;Time&gt;string&lt;/Time&gt;
              &lt;Information&gt;string&lt;/Information&gt;
              &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
              &lt;Holes&gt;int&lt;/Holes&gt;
              &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
              &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
              &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
              &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
              &lt;Icons&gt;string&lt;/Icons&gt;
            &lt;/TeeTime&gt;
            &lt;TeeTime&gt;
              &lt;ID&gt;int&lt;/ID&gt;
              &lt;Time&gt;string&lt;/Time&gt;
              &lt;Information&gt;string&lt;/Information&gt;
              &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
              &lt;Holes&gt;int&lt;/Holes&gt;
              &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
              &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
              &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
              &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
              &lt;Icons&gt;string&lt;/Icons&gt;
            &lt;/TeeTime&gt;
          &lt;/TeeTimes&gt;
          &lt;CourseID&gt;int&lt;/CourseID&gt;
          &lt;CourseName&gt;string&lt;/CourseName&gt;
        &lt;/TeeTimeCourse&gt;
        &lt;TeeTimeCourse&gt;
          &lt;TeeTimes&gt;
            &lt;TeeTime&gt;
              &lt;ID&gt;int&lt;/ID&gt;
              &lt;Time&gt;string&lt;/Time&gt;
              &lt;Information&gt;string&lt;/Information&gt;
              &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
              &lt;Holes&gt;int&lt;/Holes&gt;
              &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
              &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
              &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
              &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
              &lt;Icons&gt;string&lt;/Icons&gt;
            &lt;/TeeTime&gt;
            &lt;TeeTime&gt;
              &lt;ID&gt;int&lt;/ID&gt;
              &lt;Time&gt;string&lt;/Time&gt;
              &lt;Information&gt;string&lt;/Information&gt;
              &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
              &lt;Holes&gt;int&lt;/Holes&gt;
              &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
              &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
              &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
              &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
              &lt;Icons&gt;string&lt;/Icons&gt;
            &lt;/TeeTime&gt;
          &lt;/TeeTimes&gt;
          &lt;CourseID&gt;int&lt;/CourseID&gt;
          &lt;CourseName&gt;string&lt;/CourseName&gt;
        &lt;/TeeTimeCourse&gt;
      &lt;/Courses&gt;
      &lt;Address1&gt;string&lt;/Address1&gt;
      &lt;Address2&gt;string&lt;/Address2&gt;
      &lt;City&gt;string&lt;/City&gt;
      &lt;StateProv&gt;string&lt;/StateProv&gt;
      &lt;Country&gt;string&lt;/Country&gt;
      &lt;PostalCode&gt;string&lt;/PostalCode&gt;
      &lt;Phone&gt;string&lt;/Phone&gt;
      &lt;Fax&gt;string&lt;/Fax&gt;
      &lt;URLAddress&gt;string&lt;/URLAddress&gt;
      &lt;TeeTimePolicy&gt;string&lt;/TeeTimePolicy&gt;
    &lt;/TeeTimeFacility&gt;
    &lt;TeeTimeFacility&gt;
      &lt;ID&gt;int&lt;/ID&gt;
      &lt;ShortName&gt;string&lt;/ShortName&gt;
      &lt;LongName&gt;string&lt;/LongName&gt;
      &lt;Courses&gt;
        &lt;TeeTimeCourse&gt;
          &lt;TeeTimes&gt;
            &lt;TeeTime&gt;
              &lt;ID&gt;int&lt;/ID&gt;
              &lt;Time&gt;string&lt;/Time&gt;
              &lt;Information&gt;string&lt;/Information&gt;
              &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
              &lt;Holes&gt;int&lt;/Holes&gt;
              &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
              &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
              &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
              &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
              &lt;Icons&gt;string&lt;/Icons&gt;
            &lt;/TeeTime&gt;
            &lt;TeeTime&gt;
              &lt;ID&gt;int&lt;/ID&gt;
              &lt;Time&gt;string&lt;/Time&gt;
              &lt;Information&gt;string&lt;/Information&gt;
              &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
              &lt;Holes&gt;int&lt;/Holes&gt;
              &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
              &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
              &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
              &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
              &lt;Icons&gt;string&lt;/Icons&gt;
            &lt;/TeeTime&gt;
          &lt;/TeeTimes&gt;
          &lt;CourseID&gt;int&lt;/CourseID&gt;
          &lt;CourseName&gt;string&lt;/CourseName&gt;
        &lt;/TeeTimeCourse&gt;
        &lt;TeeTimeCourse&gt;
          &lt;TeeTimes&gt;
            &lt;TeeTime&gt;
              &lt;ID&gt;int&lt;/ID&gt;
              &lt;Time&gt;string&lt;/Time&gt;
              &lt;Information&gt;string&lt;/Information&gt;
              &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
              &lt;Holes&gt;int&lt;/Holes&gt;
              &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
              &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
              &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
              &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
              &lt;Icons&gt;string&lt;/Icons&gt;
            &lt;/TeeTime&gt;
            &lt;TeeTime&gt;
              &lt;ID&gt;int&lt;/ID&gt;
              &lt;Time&gt;string&lt;/Time&gt;
              &lt;Information&gt;string&lt;/Information&gt;
              &lt;PlayersAllowed&gt;string&lt;/PlayersAllowed&gt;
              &lt;Holes&gt;int&lt;/Holes&gt;
              &lt;RetailRate&gt;decimal&lt;/RetailRate&gt;
              &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
              &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
              &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
              &lt;Icons&gt;string&lt;/Icons&gt;
            &lt;/TeeTime&gt;
          &lt;/TeeTimes&gt;
          &lt;CourseID&gt;int&lt;/CourseID&gt;
          &lt;CourseName&gt;string&lt;/CourseName&gt;
        &lt;/TeeTimeCourse&gt;
      &lt;/Courses&gt;
      &lt;Address1&gt;string&lt;/Address1&gt;
      &lt;Address2&gt;string&lt;/Address2&gt;
      &lt;City&gt;string&lt;/City&gt;
      &lt;StateProv&gt;string&lt;/StateProv&gt;
      &lt;Country&gt;string&lt;/Country&gt;
      &lt;PostalCode&gt;string&lt;/PostalCode&gt;
      &lt;Phone&gt;string&lt;/Phone&gt;
      &lt;Fax&gt;string&lt;/Fax&gt;
      &lt;URLAddress&gt;string&lt;/URLAddress&gt;
      &lt;TeeTimePolicy&gt;string&lt;/TeeTimePolicy&gt;
    &lt;/TeeTimeFacility&gt;
  &lt;/Facilities&gt;
&lt;/ResponseSearchTeeTime&gt;</code></pre>
</section>
${links}
`)],
  ["HoldTeeTime", (url, host, path, links, invoke) =>
    page("HoldTeeTime · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>HoldTeeTime</h2>
<p class="lead">Holds seats of a tee time for a limited time and returns the hold with its price.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>TeeTimeID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Tee time from SearchTeeTimes.</td></tr>
<tr><td><code>NumberOfPlayers</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Seats to hold.</td></tr>
<tr><td><code>CustomerID</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer the hold is for, if known.</td></tr>
</table>
<h3>Result: <code>ResponseHoldTeeTime</code></h3>
<p>Result of HoldTeeTime; the hold sits in a nested HoldTeeTime element.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>HoldTeeTime</code></td><td><code>HoldTeeTime</code></td><td>may be omitted</td><td>The hold, absent on failure.</td></tr>
</table>
<h3 id="type-HoldTeeTime">Type <code>HoldTeeTime</code></h3>
<p>A hold on seats of a tee time, with its price.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>NewTeeTimeID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Identifier of the hold; book it with the reservation operations.</td></tr>
<tr><td><code>NewDateTime</code></td><td><code>string</code></td><td>may be omitted</td><td>Start time of the held tee time, facility local time.</td></tr>
<tr><td><code>CourseFee</code></td><td><code>decimal</code></td><td><span class="req">required</span></td><td>Course fee for the held players.</td></tr>
<tr><td><code>TaxAmount</code></td><td><code>decimal</code></td><td><span class="req">required</span></td><td>Tax on the course fee.</td></tr>
<tr><td><code>BookingFee</code></td><td><code>decimal</code></td><td><span class="req">required</span></td><td>Booking fee for the held players.</td></tr>
<tr><td><code>DueOnline</code></td><td><code>decimal</code></td><td><span class="req">required</span></td><td>Amount charged to the card when the hold is booked.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/HoldTeeTime">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-TeeTimeID">TeeTimeID</label></td><td><input type="text" id="param-TeeTimeID" name="TeeTimeID" placeholder="int"></td></tr>
<tr><td><label for="param-NumberOfPlayers">NumberOfPlayers</label></td><td><input type="text" id="param-NumberOfPlayers" name="NumberOfPlayers" placeholder="int"></td></tr>
<tr><td><label for="param-CustomerID">CustomerID</label></td><td><input type="text" id="param-CustomerID" name="CustomerID" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/HoldTeeTime&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;HoldTeeTime xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
    &lt;/HoldTeeTime&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;HoldTeeTimeResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;HoldTeeTimeResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;HoldTeeTime&gt;
          &lt;NewTeeTimeID&gt;int&lt;/NewTeeTimeID&gt;
          &lt;NewDateTime&gt;string&lt;/NewDateTime&gt;
          &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
          &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
          &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
          &lt;DueOnline&gt;decimal&lt;/DueOnline&gt;
        &lt;/HoldTeeTime&gt;
      &lt;/HoldTeeTimeResult&gt;
    &lt;/HoldTeeTimeResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;HoldTeeTime xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
    &lt;/HoldTeeTime&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;HoldTeeTimeResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;HoldTeeTimeResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;HoldTeeTime&gt;
          &lt;NewTeeTimeID&gt;int&lt;/NewTeeTimeID&gt;
          &lt;NewDateTime&gt;string&lt;/NewDateTime&gt;
          &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
          &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
          &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
          &lt;DueOnline&gt;decimal&lt;/DueOnline&gt;
        &lt;/HoldTeeTime&gt;
      &lt;/HoldTeeTimeResult&gt;
    &lt;/HoldTeeTimeResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/HoldTeeTime HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;TeeTimeID=int&amp;NumberOfPlayers=int&amp;CustomerID=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseHoldTeeTime xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;HoldTeeTime&gt;
    &lt;NewTeeTimeID&gt;int&lt;/NewTeeTimeID&gt;
    &lt;NewDateTime&gt;string&lt;/NewDateTime&gt;
    &lt;CourseFee&gt;decimal&lt;/CourseFee&gt;
    &lt;TaxAmount&gt;decimal&lt;/TaxAmount&gt;
    &lt;BookingFee&gt;decimal&lt;/BookingFee&gt;
    &lt;DueOnline&gt;decimal&lt;/DueOnline&gt;
  &lt;/HoldTeeTime&gt;
&lt;/ResponseHoldTeeTime&gt;</code></pre>
</section>
${links}
`)],
  ["SaveCustomer", (url, host, path, links, invoke) =>
    page("SaveCustomer · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>SaveCustomer</h2>
<p class="lead">Creates or updates a customer and returns its CustomerID.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>FacilityID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Facility the customer books at.</td></tr>
<tr><td><code>EmailAddress</code></td><td><code>string</code></td><td>may be omitted</td><td>E-mail address.</td></tr>
<tr><td><code>FirstName</code></td><td><code>string</code></td><td>may be omitted</td><td>First name.</td></tr>
<tr><td><code>LastName</code></td><td><code>string</code></td><td>may be omitted</td><td>Last name.</td></tr>
<tr><td><code>Address1</code></td><td><code>string</code></td><td>may be omitted</td><td>Street address.</td></tr>
<tr><td><code>Address2</code></td><td><code>string</code></td><td>may be omitted</td><td>Second address line.</td></tr>
<tr><td><code>City</code></td><td><code>string</code></td><td>may be omitted</td><td>City.</td></tr>
<tr><td><code>State</code></td><td><code>string</code></td><td>may be omitted</td><td>State or province code.</td></tr>
<tr><td><code>CountryCode</code></td><td><code>string</code></td><td>may be omitted</td><td>Country code.</td></tr>
<tr><td><code>PostalCode</code></td><td><code>string</code></td><td>may be omitted</td><td>Postal code.</td></tr>
<tr><td><code>Phone</code></td><td><code>string</code></td><td>may be omitted</td><td>Phone number.</td></tr>
</table>
<h3>Result: <code>CustomerResponse</code></h3>
<p>Result of SaveCustomer and SaveActiveCustomer.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>Customer</code></td><td><code>Customer</code></td><td>may be omitted</td><td>The saved customer, absent on failure.</td></tr>
</table>
<h3 id="type-Customer">Type <code>Customer</code></h3>
<p>A saved customer.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>CustomerID</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer identifier, as taken by the reservation and player-card operations.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/SaveCustomer">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-FacilityID">FacilityID</label></td><td><input type="text" id="param-FacilityID" name="FacilityID" placeholder="int"></td></tr>
<tr><td><label for="param-EmailAddress">EmailAddress</label></td><td><input type="text" id="param-EmailAddress" name="EmailAddress" placeholder="string"></td></tr>
<tr><td><label for="param-FirstName">FirstName</label></td><td><input type="text" id="param-FirstName" name="FirstName" placeholder="string"></td></tr>
<tr><td><label for="param-LastName">LastName</label></td><td><input type="text" id="param-LastName" name="LastName" placeholder="string"></td></tr>
<tr><td><label for="param-Address1">Address1</label></td><td><input type="text" id="param-Address1" name="Address1" placeholder="string"></td></tr>
<tr><td><label for="param-Address2">Address2</label></td><td><input type="text" id="param-Address2" name="Address2" placeholder="string"></td></tr>
<tr><td><label for="param-City">City</label></td><td><input type="text" id="param-City" name="City" placeholder="string"></td></tr>
<tr><td><label for="param-State">State</label></td><td><input type="text" id="param-State" name="State" placeholder="string"></td></tr>
<tr><td><label for="param-CountryCode">CountryCode</label></td><td><input type="text" id="param-CountryCode" name="CountryCode" placeholder="string"></td></tr>
<tr><td><label for="param-PostalCode">PostalCode</label></td><td><input type="text" id="param-PostalCode" name="PostalCode" placeholder="string"></td></tr>
<tr><td><label for="param-Phone">Phone</label></td><td><input type="text" id="param-Phone" name="Phone" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/SaveCustomer&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;SaveCustomer xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;FacilityID&gt;int&lt;/FacilityID&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;FirstName&gt;string&lt;/FirstName&gt;
      &lt;LastName&gt;string&lt;/LastName&gt;
      &lt;Address1&gt;string&lt;/Address1&gt;
      &lt;Address2&gt;string&lt;/Address2&gt;
      &lt;City&gt;string&lt;/City&gt;
      &lt;State&gt;string&lt;/State&gt;
      &lt;CountryCode&gt;string&lt;/CountryCode&gt;
      &lt;PostalCode&gt;string&lt;/PostalCode&gt;
      &lt;Phone&gt;string&lt;/Phone&gt;
    &lt;/SaveCustomer&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;SaveCustomerResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SaveCustomerResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Customer&gt;
          &lt;CustomerID&gt;string&lt;/CustomerID&gt;
        &lt;/Customer&gt;
      &lt;/SaveCustomerResult&gt;
    &lt;/SaveCustomerResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;SaveCustomer xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;FacilityID&gt;int&lt;/FacilityID&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;FirstName&gt;string&lt;/FirstName&gt;
      &lt;LastName&gt;string&lt;/LastName&gt;
      &lt;Address1&gt;string&lt;/Address1&gt;
      &lt;Address2&gt;string&lt;/Address2&gt;
      &lt;City&gt;string&lt;/City&gt;
      &lt;State&gt;string&lt;/State&gt;
      &lt;CountryCode&gt;string&lt;/CountryCode&gt;
      &lt;PostalCode&gt;string&lt;/PostalCode&gt;
      &lt;Phone&gt;string&lt;/Phone&gt;
    &lt;/SaveCustomer&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;SaveCustomerResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SaveCustomerResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Customer&gt;
          &lt;CustomerID&gt;string&lt;/CustomerID&gt;
        &lt;/Customer&gt;
      &lt;/SaveCustomerResult&gt;
    &lt;/SaveCustomerResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/SaveCustomer HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;FacilityID=int&amp;EmailAddress=string&amp;FirstName=string&amp;LastName=string&amp;Address1=string&amp;Address2=string&amp;City=string&amp;State=string&amp;CountryCode=string&amp;PostalCode=string&amp;Phone=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;CustomerResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;Customer&gt;
    &lt;CustomerID&gt;string&lt;/CustomerID&gt;
  &lt;/Customer&gt;
&lt;/CustomerResponse&gt;</code></pre>
</section>
${links}
`)],
  ["SaveActiveCustomer", (url, host, path, links, invoke) =>
    page("SaveActiveCustomer · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>SaveActiveCustomer</h2>
<p class="lead">Creates or updates a customer who signs in with a password; changing a password needs the old one.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>Password</code></td><td><code>string</code></td><td>may be omitted</td><td>The customer&apos;s new password.</td></tr>
<tr><td><code>OldPassword</code></td><td><code>string</code></td><td>may be omitted</td><td>The current password, when changing it.</td></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>FacilityID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Facility the customer books at.</td></tr>
<tr><td><code>EmailAddress</code></td><td><code>string</code></td><td>may be omitted</td><td>E-mail address.</td></tr>
<tr><td><code>FirstName</code></td><td><code>string</code></td><td>may be omitted</td><td>First name.</td></tr>
<tr><td><code>LastName</code></td><td><code>string</code></td><td>may be omitted</td><td>Last name.</td></tr>
<tr><td><code>Address1</code></td><td><code>string</code></td><td>may be omitted</td><td>Street address.</td></tr>
<tr><td><code>Address2</code></td><td><code>string</code></td><td>may be omitted</td><td>Second address line.</td></tr>
<tr><td><code>City</code></td><td><code>string</code></td><td>may be omitted</td><td>City.</td></tr>
<tr><td><code>State</code></td><td><code>string</code></td><td>may be omitted</td><td>State or province code.</td></tr>
<tr><td><code>CountryCode</code></td><td><code>string</code></td><td>may be omitted</td><td>Country code.</td></tr>
<tr><td><code>PostalCode</code></td><td><code>string</code></td><td>may be omitted</td><td>Postal code.</td></tr>
<tr><td><code>Phone</code></td><td><code>string</code></td><td>may be omitted</td><td>Phone number.</td></tr>
</table>
<h3>Result: <code>CustomerResponse</code></h3>
<p>Result of SaveCustomer and SaveActiveCustomer.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>Customer</code></td><td><code>Customer</code></td><td>may be omitted</td><td>The saved customer, absent on failure.</td></tr>
</table>
<h3 id="type-Customer">Type <code>Customer</code></h3>
<p>A saved customer.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>CustomerID</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer identifier, as taken by the reservation and player-card operations.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/SaveActiveCustomer">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-Password">Password</label></td><td><input type="text" id="param-Password" name="Password" placeholder="string"></td></tr>
<tr><td><label for="param-OldPassword">OldPassword</label></td><td><input type="text" id="param-OldPassword" name="OldPassword" placeholder="string"></td></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-FacilityID">FacilityID</label></td><td><input type="text" id="param-FacilityID" name="FacilityID" placeholder="int"></td></tr>
<tr><td><label for="param-EmailAddress">EmailAddress</label></td><td><input type="text" id="param-EmailAddress" name="EmailAddress" placeholder="string"></td></tr>
<tr><td><label for="param-FirstName">FirstName</label></td><td><input type="text" id="param-FirstName" name="FirstName" placeholder="string"></td></tr>
<tr><td><label for="param-LastName">LastName</label></td><td><input type="text" id="param-LastName" name="LastName" placeholder="string"></td></tr>
<tr><td><label for="param-Address1">Address1</label></td><td><input type="text" id="param-Address1" name="Address1" placeholder="string"></td></tr>
<tr><td><label for="param-Address2">Address2</label></td><td><input type="text" id="param-Address2" name="Address2" placeholder="string"></td></tr>
<tr><td><label for="param-City">City</label></td><td><input type="text" id="param-City" name="City" placeholder="string"></td></tr>
<tr><td><label for="param-State">State</label></td><td><input type="text" id="param-State" name="State" placeholder="string"></td></tr>
<tr><td><label for="param-CountryCode">CountryCode</label></td><td><input type="text" id="param-CountryCode" name="CountryCode" placeholder="string"></td></tr>
<tr><td><label for="param-PostalCode">PostalCode</label></td><td><input type="text" id="param-PostalCode" name="PostalCode" placeholder="string"></td></tr>
<tr><td><label for="param-Phone">Phone</label></td><td><input type="text" id="param-Phone" name="Phone" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/SaveActiveCustomer&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;SaveActiveCustomer xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;Password&gt;string&lt;/Password&gt;
      &lt;OldPassword&gt;string&lt;/OldPassword&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;FacilityID&gt;int&lt;/FacilityID&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;FirstName&gt;string&lt;/FirstName&gt;
      &lt;LastName&gt;string&lt;/LastName&gt;
      &lt;Address1&gt;string&lt;/Address1&gt;
      &lt;Address2&gt;string&lt;/Address2&gt;
      &lt;City&gt;string&lt;/City&gt;
      &lt;State&gt;string&lt;/State&gt;
      &lt;CountryCode&gt;string&lt;/CountryCode&gt;
      &lt;PostalCode&gt;string&lt;/PostalCode&gt;
      &lt;Phone&gt;string&lt;/Phone&gt;
    &lt;/SaveActiveCustomer&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;SaveActiveCustomerResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SaveActiveCustomerResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Customer&gt;
          &lt;CustomerID&gt;string&lt;/CustomerID&gt;
        &lt;/Customer&gt;
      &lt;/SaveActiveCustomerResult&gt;
    &lt;/SaveActiveCustomerResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;SaveActiveCustomer xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;Password&gt;string&lt;/Password&gt;
      &lt;OldPassword&gt;string&lt;/OldPassword&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;FacilityID&gt;int&lt;/FacilityID&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;FirstName&gt;string&lt;/FirstName&gt;
      &lt;LastName&gt;string&lt;/LastName&gt;
      &lt;Address1&gt;string&lt;/Address1&gt;
      &lt;Address2&gt;string&lt;/Address2&gt;
      &lt;City&gt;string&lt;/City&gt;
      &lt;State&gt;string&lt;/State&gt;
      &lt;CountryCode&gt;string&lt;/CountryCode&gt;
      &lt;PostalCode&gt;string&lt;/PostalCode&gt;
      &lt;Phone&gt;string&lt;/Phone&gt;
    &lt;/SaveActiveCustomer&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;SaveActiveCustomerResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SaveActiveCustomerResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Customer&gt;
          &lt;CustomerID&gt;string&lt;/CustomerID&gt;
        &lt;/Customer&gt;
      &lt;/SaveActiveCustomerResult&gt;
    &lt;/SaveActiveCustomerResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/SaveActiveCustomer HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

Password=string&amp;OldPassword=string&amp;SessionID=string&amp;FacilityID=int&amp;EmailAddress=string&amp;FirstName=string&amp;LastName=string&amp;Address1=string&amp;Address2=string&amp;City=string&amp;State=string&amp;CountryCode=string&amp;PostalCode=string&amp;Phone=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;CustomerResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;Customer&gt;
    &lt;CustomerID&gt;string&lt;/CustomerID&gt;
  &lt;/Customer&gt;
&lt;/CustomerResponse&gt;</code></pre>
</section>
${links}
`)],
  ["CreateReservation", (url, host, path, links, invoke) =>
    page("CreateReservation · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>CreateReservation</h2>
<p class="lead">Books a held or a free tee time and charges the card.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>TeeTimeID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>A hold&apos;s NewTeeTimeID, or a tee time from SearchTeeTimes.</td></tr>
<tr><td><code>CreditCardNumber</code></td><td><code>string</code></td><td>may be omitted</td><td>Card number.</td></tr>
<tr><td><code>EmailAddress</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer e-mail address.</td></tr>
<tr><td><code>CustomerID</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer from SaveCustomer.</td></tr>
<tr><td><code>NumberOfPlayers</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Players to book.</td></tr>
<tr><td><code>CreditCardName</code></td><td><code>string</code></td><td>may be omitted</td><td>Name on the card.</td></tr>
<tr><td><code>CreditCardAddress</code></td><td><code>string</code></td><td>may be omitted</td><td>Billing street address.</td></tr>
<tr><td><code>CreditCardPostalCode</code></td><td><code>string</code></td><td>may be omitted</td><td>Billing postal code.</td></tr>
<tr><td><code>CreditCardCountry</code></td><td><code>string</code></td><td>may be omitted</td><td>Billing country code.</td></tr>
<tr><td><code>CreditCardType</code></td><td><code>string</code></td><td>may be omitted</td><td>Card brand.</td></tr>
<tr><td><code>CreditCardExpMo</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Expiry month, 1 to 12.</td></tr>
<tr><td><code>CreditCardExpYr</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Expiry year, four digits.</td></tr>
</table>
<h3>Result: <code>ResponseMakeReservation</code></h3>
<p>Result of the reservation operations.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>Reservation</code></td><td><code>Reservation</code></td><td>may be omitted</td><td>The booking, absent on failure.</td></tr>
</table>
<h3 id="type-Reservation">Type <code>Reservation</code></h3>
<p>A confirmed booking.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ActualDateTime</code></td><td><code>string</code></td><td>may be omitted</td><td>Start time of the booked tee time, facility local time.</td></tr>
<tr><td><code>ReservationID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Reservation identifier.</td></tr>
<tr><td><code>Charges</code></td><td><code>Charge[]</code></td><td>may be omitted</td><td>What was charged online and what is due at the course.</td></tr>
</table>
<h3 id="type-Charge">Type <code>Charge</code></h3>
<p>One amount of a reservation and who collects it.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>Amount</code></td><td><code>string</code></td><td>may be omitted</td><td>The amount, a decimal with two places.</td></tr>
<tr><td><code>ChargeBy</code></td><td><code>string</code></td><td>may be omitted</td><td>Who collects it (online now, or at the course).</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/CreateReservation">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-TeeTimeID">TeeTimeID</label></td><td><input type="text" id="param-TeeTimeID" name="TeeTimeID" placeholder="int"></td></tr>
<tr><td><label for="param-CreditCardNumber">CreditCardNumber</label></td><td><input type="text" id="param-CreditCardNumber" name="CreditCardNumber" placeholder="string"></td></tr>
<tr><td><label for="param-EmailAddress">EmailAddress</label></td><td><input type="text" id="param-EmailAddress" name="EmailAddress" placeholder="string"></td></tr>
<tr><td><label for="param-CustomerID">CustomerID</label></td><td><input type="text" id="param-CustomerID" name="CustomerID" placeholder="string"></td></tr>
<tr><td><label for="param-NumberOfPlayers">NumberOfPlayers</label></td><td><input type="text" id="param-NumberOfPlayers" name="NumberOfPlayers" placeholder="int"></td></tr>
<tr><td><label for="param-CreditCardName">CreditCardName</label></td><td><input type="text" id="param-CreditCardName" name="CreditCardName" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardAddress">CreditCardAddress</label></td><td><input type="text" id="param-CreditCardAddress" name="CreditCardAddress" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardPostalCode">CreditCardPostalCode</label></td><td><input type="text" id="param-CreditCardPostalCode" name="CreditCardPostalCode" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardCountry">CreditCardCountry</label></td><td><input type="text" id="param-CreditCardCountry" name="CreditCardCountry" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardType">CreditCardType</label></td><td><input type="text" id="param-CreditCardType" name="CreditCardType" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardExpMo">CreditCardExpMo</label></td><td><input type="text" id="param-CreditCardExpMo" name="CreditCardExpMo" placeholder="int"></td></tr>
<tr><td><label for="param-CreditCardExpYr">CreditCardExpYr</label></td><td><input type="text" id="param-CreditCardExpYr" name="CreditCardExpYr" placeholder="int"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/CreateReservation&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;CreateReservation xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
      &lt;CreditCardNumber&gt;string&lt;/CreditCardNumber&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;CreditCardName&gt;string&lt;/CreditCardName&gt;
      &lt;CreditCardAddress&gt;string&lt;/CreditCardAddress&gt;
      &lt;CreditCardPostalCode&gt;string&lt;/CreditCardPostalCode&gt;
      &lt;CreditCardCountry&gt;string&lt;/CreditCardCountry&gt;
      &lt;CreditCardType&gt;string&lt;/CreditCardType&gt;
      &lt;CreditCardExpMo&gt;int&lt;/CreditCardExpMo&gt;
      &lt;CreditCardExpYr&gt;int&lt;/CreditCardExpYr&gt;
    &lt;/CreateReservation&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;CreateReservationResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;CreateReservationResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Reservation&gt;
          &lt;ActualDateTime&gt;string&lt;/ActualDateTime&gt;
          &lt;ReservationID&gt;int&lt;/ReservationID&gt;
          &lt;Charges&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
          &lt;/Charges&gt;
        &lt;/Reservation&gt;
      &lt;/CreateReservationResult&gt;
    &lt;/CreateReservationResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;CreateReservation xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
      &lt;CreditCardNumber&gt;string&lt;/CreditCardNumber&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;CreditCardName&gt;string&lt;/CreditCardName&gt;
      &lt;CreditCardAddress&gt;string&lt;/CreditCardAddress&gt;
      &lt;CreditCardPostalCode&gt;string&lt;/CreditCardPostalCode&gt;
      &lt;CreditCardCountry&gt;string&lt;/CreditCardCountry&gt;
      &lt;CreditCardType&gt;string&lt;/CreditCardType&gt;
      &lt;CreditCardExpMo&gt;int&lt;/CreditCardExpMo&gt;
      &lt;CreditCardExpYr&gt;int&lt;/CreditCardExpYr&gt;
    &lt;/CreateReservation&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;CreateReservationResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;CreateReservationResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Reservation&gt;
          &lt;ActualDateTime&gt;string&lt;/ActualDateTime&gt;
          &lt;ReservationID&gt;int&lt;/ReservationID&gt;
          &lt;Charges&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
          &lt;/Charges&gt;
        &lt;/Reservation&gt;
      &lt;/CreateReservationResult&gt;
    &lt;/CreateReservationResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/CreateReservation HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;TeeTimeID=int&amp;CreditCardNumber=string&amp;EmailAddress=string&amp;CustomerID=string&amp;NumberOfPlayers=int&amp;CreditCardName=string&amp;CreditCardAddress=string&amp;CreditCardPostalCode=string&amp;CreditCardCountry=string&amp;CreditCardType=string&amp;CreditCardExpMo=int&amp;CreditCardExpYr=int</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseMakeReservation xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;Reservation&gt;
    &lt;ActualDateTime&gt;string&lt;/ActualDateTime&gt;
    &lt;ReservationID&gt;int&lt;/ReservationID&gt;
    &lt;Charges&gt;
      &lt;Charge&gt;
        &lt;Amount&gt;string&lt;/Amount&gt;
        &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
      &lt;/Charge&gt;
      &lt;Charge&gt;
        &lt;Amount&gt;string&lt;/Amount&gt;
        &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
      &lt;/Charge&gt;
    &lt;/Charges&gt;
  &lt;/Reservation&gt;
&lt;/ResponseMakeReservation&gt;</code></pre>
</section>
${links}
`)],
  ["CreateReservationWithTracking", (url, host, path, links, invoke) =>
    page("CreateReservationWithTracking · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>CreateReservationWithTracking</h2>
<p class="lead">Books like CreateReservation and stores the reseller&apos;s tracking code with the reservation.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>TeeTimeID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>A hold&apos;s NewTeeTimeID, or a tee time from SearchTeeTimes.</td></tr>
<tr><td><code>CreditCardNumber</code></td><td><code>string</code></td><td>may be omitted</td><td>Card number.</td></tr>
<tr><td><code>EmailAddress</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer e-mail address.</td></tr>
<tr><td><code>CustomerID</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer from SaveCustomer.</td></tr>
<tr><td><code>NumberOfPlayers</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Players to book.</td></tr>
<tr><td><code>CreditCardName</code></td><td><code>string</code></td><td>may be omitted</td><td>Name on the card.</td></tr>
<tr><td><code>CreditCardAddress</code></td><td><code>string</code></td><td>may be omitted</td><td>Billing street address.</td></tr>
<tr><td><code>CreditCardPostalCode</code></td><td><code>string</code></td><td>may be omitted</td><td>Billing postal code.</td></tr>
<tr><td><code>CreditCardCountry</code></td><td><code>string</code></td><td>may be omitted</td><td>Billing country code.</td></tr>
<tr><td><code>CreditCardType</code></td><td><code>string</code></td><td>may be omitted</td><td>Card brand.</td></tr>
<tr><td><code>CreditCardExpMo</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Expiry month, 1 to 12.</td></tr>
<tr><td><code>CreditCardExpYr</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Expiry year, four digits.</td></tr>
<tr><td><code>TrackingCode</code></td><td><code>string</code></td><td>may be omitted</td><td>The reseller&apos;s own reference for this booking.</td></tr>
</table>
<h3>Result: <code>ResponseMakeReservation</code></h3>
<p>Result of the reservation operations.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>Reservation</code></td><td><code>Reservation</code></td><td>may be omitted</td><td>The booking, absent on failure.</td></tr>
</table>
<h3 id="type-Reservation">Type <code>Reservation</code></h3>
<p>A confirmed booking.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ActualDateTime</code></td><td><code>string</code></td><td>may be omitted</td><td>Start time of the booked tee time, facility local time.</td></tr>
<tr><td><code>ReservationID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Reservation identifier.</td></tr>
<tr><td><code>Charges</code></td><td><code>Charge[]</code></td><td>may be omitted</td><td>What was charged online and what is due at the course.</td></tr>
</table>
<h3 id="type-Charge">Type <code>Charge</code></h3>
<p>One amount of a reservation and who collects it.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>Amount</code></td><td><code>string</code></td><td>may be omitted</td><td>The amount, a decimal with two places.</td></tr>
<tr><td><code>ChargeBy</code></td><td><code>string</code></td><td>may be omitted</td><td>Who collects it (online now, or at the course).</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/CreateReservationWithTracking">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-TeeTimeID">TeeTimeID</label></td><td><input type="text" id="param-TeeTimeID" name="TeeTimeID" placeholder="int"></td></tr>
<tr><td><label for="param-CreditCardNumber">CreditCardNumber</label></td><td><input type="text" id="param-CreditCardNumber" name="CreditCardNumber" placeholder="string"></td></tr>
<tr><td><label for="param-EmailAddress">EmailAddress</label></td><td><input type="text" id="param-EmailAddress" name="EmailAddress" placeholder="string"></td></tr>
<tr><td><label for="param-CustomerID">CustomerID</label></td><td><input type="text" id="param-CustomerID" name="CustomerID" placeholder="string"></td></tr>
<tr><td><label for="param-NumberOfPlayers">NumberOfPlayers</label></td><td><input type="text" id="param-NumberOfPlayers" name="NumberOfPlayers" placeholder="int"></td></tr>
<tr><td><label for="param-CreditCardName">CreditCardName</label></td><td><input type="text" id="param-CreditCardName" name="CreditCardName" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardAddress">CreditCardAddress</label></td><td><input type="text" id="param-CreditCardAddress" name="CreditCardAddress" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardPostalCode">CreditCardPostalCode</label></td><td><input type="text" id="param-CreditCardPostalCode" name="CreditCardPostalCode" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardCountry">CreditCardCountry</label></td><td><input type="text" id="param-CreditCardCountry" name="CreditCardCountry" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardType">CreditCardType</label></td><td><input type="text" id="param-CreditCardType" name="CreditCardType" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardExpMo">CreditCardExpMo</label></td><td><input type="text" id="param-CreditCardExpMo" name="CreditCardExpMo" placeholder="int"></td></tr>
<tr><td><label for="param-CreditCardExpYr">CreditCardExpYr</label></td><td><input type="text" id="param-CreditCardExpYr" name="CreditCardExpYr" placeholder="int"></td></tr>
<tr><td><label for="param-TrackingCode">TrackingCode</label></td><td><input type="text" id="param-TrackingCode" name="TrackingCode" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/CreateReservationWithTracking&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;CreateReservationWithTracking xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
      &lt;CreditCardNumber&gt;string&lt;/CreditCardNumber&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;CreditCardName&gt;string&lt;/CreditCardName&gt;
      &lt;CreditCardAddress&gt;string&lt;/CreditCardAddress&gt;
      &lt;CreditCardPostalCode&gt;string&lt;/CreditCardPostalCode&gt;
      &lt;CreditCardCountry&gt;string&lt;/CreditCardCountry&gt;
      &lt;CreditCardType&gt;string&lt;/CreditCardType&gt;
      &lt;CreditCardExpMo&gt;int&lt;/CreditCardExpMo&gt;
      &lt;CreditCardExpYr&gt;int&lt;/CreditCardExpYr&gt;
      &lt;TrackingCode&gt;string&lt;/TrackingCode&gt;
    &lt;/CreateReservationWithTracking&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;CreateReservationWithTrackingResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;CreateReservationWithTrackingResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Reservation&gt;
          &lt;ActualDateTime&gt;string&lt;/ActualDateTime&gt;
          &lt;ReservationID&gt;int&lt;/ReservationID&gt;
          &lt;Charges&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
          &lt;/Charges&gt;
        &lt;/Reservation&gt;
      &lt;/CreateReservationWithTrackingResult&gt;
    &lt;/CreateReservationWithTrackingResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;CreateReservationWithTracking xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
      &lt;CreditCardNumber&gt;string&lt;/CreditCardNumber&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;CreditCardName&gt;string&lt;/CreditCardName&gt;
      &lt;CreditCardAddress&gt;string&lt;/CreditCardAddress&gt;
      &lt;CreditCardPostalCode&gt;string&lt;/CreditCardPostalCode&gt;
      &lt;CreditCardCountry&gt;string&lt;/CreditCardCountry&gt;
      &lt;CreditCardType&gt;string&lt;/CreditCardType&gt;
      &lt;CreditCardExpMo&gt;int&lt;/CreditCardExpMo&gt;
      &lt;CreditCardExpYr&gt;int&lt;/CreditCardExpYr&gt;
      &lt;TrackingCode&gt;string&lt;/TrackingCode&gt;
    &lt;/CreateReservationWithTracking&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;CreateReservationWithTrackingResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;CreateReservationWithTrackingResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Reservation&gt;
          &lt;ActualDateTime&gt;string&lt;/ActualDateTime&gt;
          &lt;ReservationID&gt;int&lt;/ReservationID&gt;
          &lt;Charges&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
          &lt;/Charges&gt;
        &lt;/Reservation&gt;
      &lt;/CreateReservationWithTrackingResult&gt;
    &lt;/CreateReservationWithTrackingResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/CreateReservationWithTracking HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;TeeTimeID=int&amp;CreditCardNumber=string&amp;EmailAddress=string&amp;CustomerID=string&amp;NumberOfPlayers=int&amp;CreditCardName=string&amp;CreditCardAddress=string&amp;CreditCardPostalCode=string&amp;CreditCardCountry=string&amp;CreditCardType=string&amp;CreditCardExpMo=int&amp;CreditCardExpYr=int&amp;TrackingCode=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseMakeReservation xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;Reservation&gt;
    &lt;ActualDateTime&gt;string&lt;/ActualDateTime&gt;
    &lt;ReservationID&gt;int&lt;/ReservationID&gt;
    &lt;Charges&gt;
      &lt;Charge&gt;
        &lt;Amount&gt;string&lt;/Amount&gt;
        &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
      &lt;/Charge&gt;
      &lt;Charge&gt;
        &lt;Amount&gt;string&lt;/Amount&gt;
        &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
      &lt;/Charge&gt;
    &lt;/Charges&gt;
  &lt;/Reservation&gt;
&lt;/ResponseMakeReservation&gt;</code></pre>
</section>
${links}
`)],
  ["CreateReservationWithFreeRound", (url, host, path, links, invoke) =>
    page("CreateReservationWithFreeRound · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>CreateReservationWithFreeRound</h2>
<p class="lead">Books like CreateReservation and pays some players with free rounds from a player card.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>TeeTimeID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>A hold&apos;s NewTeeTimeID, or a tee time from SearchTeeTimes.</td></tr>
<tr><td><code>CreditCardNumber</code></td><td><code>string</code></td><td>may be omitted</td><td>Card number.</td></tr>
<tr><td><code>EmailAddress</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer e-mail address.</td></tr>
<tr><td><code>CustomerID</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer from SaveCustomer.</td></tr>
<tr><td><code>NumberOfPlayers</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Players to book.</td></tr>
<tr><td><code>CreditCardName</code></td><td><code>string</code></td><td>may be omitted</td><td>Name on the card.</td></tr>
<tr><td><code>CreditCardAddress</code></td><td><code>string</code></td><td>may be omitted</td><td>Billing street address.</td></tr>
<tr><td><code>CreditCardPostalCode</code></td><td><code>string</code></td><td>may be omitted</td><td>Billing postal code.</td></tr>
<tr><td><code>CreditCardCountry</code></td><td><code>string</code></td><td>may be omitted</td><td>Billing country code.</td></tr>
<tr><td><code>CreditCardType</code></td><td><code>string</code></td><td>may be omitted</td><td>Card brand.</td></tr>
<tr><td><code>CreditCardExpMo</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Expiry month, 1 to 12.</td></tr>
<tr><td><code>CreditCardExpYr</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Expiry year, four digits.</td></tr>
<tr><td><code>TrackingCode</code></td><td><code>string</code></td><td>may be omitted</td><td>The reseller&apos;s own reference for this booking.</td></tr>
<tr><td><code>CardID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Player card from HasPlayerCard.</td></tr>
<tr><td><code>NumberOfFreePlayers</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Players that use a free round.</td></tr>
</table>
<h3>Result: <code>ResponseMakeReservation</code></h3>
<p>Result of the reservation operations.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ErrorMessage</code></td><td><code>string</code></td><td>may be omitted</td><td>What went wrong and what to fix; absent on success.</td></tr>
<tr><td><code>ErrorCode</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>0 on success; see the error code table otherwise.</td></tr>
<tr><td><code>ComErrorString</code></td><td><code>string</code></td><td>may be omitted</td><td>Technical detail of an internal failure, if any.</td></tr>
<tr><td><code>Reservation</code></td><td><code>Reservation</code></td><td>may be omitted</td><td>The booking, absent on failure.</td></tr>
</table>
<h3 id="type-Reservation">Type <code>Reservation</code></h3>
<p>A confirmed booking.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ActualDateTime</code></td><td><code>string</code></td><td>may be omitted</td><td>Start time of the booked tee time, facility local time.</td></tr>
<tr><td><code>ReservationID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Reservation identifier.</td></tr>
<tr><td><code>Charges</code></td><td><code>Charge[]</code></td><td>may be omitted</td><td>What was charged online and what is due at the course.</td></tr>
</table>
<h3 id="type-Charge">Type <code>Charge</code></h3>
<p>One amount of a reservation and who collects it.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>Amount</code></td><td><code>string</code></td><td>may be omitted</td><td>The amount, a decimal with two places.</td></tr>
<tr><td><code>ChargeBy</code></td><td><code>string</code></td><td>may be omitted</td><td>Who collects it (online now, or at the course).</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/CreateReservationWithFreeRound">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-TeeTimeID">TeeTimeID</label></td><td><input type="text" id="param-TeeTimeID" name="TeeTimeID" placeholder="int"></td></tr>
<tr><td><label for="param-CreditCardNumber">CreditCardNumber</label></td><td><input type="text" id="param-CreditCardNumber" name="CreditCardNumber" placeholder="string"></td></tr>
<tr><td><label for="param-EmailAddress">EmailAddress</label></td><td><input type="text" id="param-EmailAddress" name="EmailAddress" placeholder="string"></td></tr>
<tr><td><label for="param-CustomerID">CustomerID</label></td><td><input type="text" id="param-CustomerID" name="CustomerID" placeholder="string"></td></tr>
<tr><td><label for="param-NumberOfPlayers">NumberOfPlayers</label></td><td><input type="text" id="param-NumberOfPlayers" name="NumberOfPlayers" placeholder="int"></td></tr>
<tr><td><label for="param-CreditCardName">CreditCardName</label></td><td><input type="text" id="param-CreditCardName" name="CreditCardName" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardAddress">CreditCardAddress</label></td><td><input type="text" id="param-CreditCardAddress" name="CreditCardAddress" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardPostalCode">CreditCardPostalCode</label></td><td><input type="text" id="param-CreditCardPostalCode" name="CreditCardPostalCode" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardCountry">CreditCardCountry</label></td><td><input type="text" id="param-CreditCardCountry" name="CreditCardCountry" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardType">CreditCardType</label></td><td><input type="text" id="param-CreditCardType" name="CreditCardType" placeholder="string"></td></tr>
<tr><td><label for="param-CreditCardExpMo">CreditCardExpMo</label></td><td><input type="text" id="param-CreditCardExpMo" name="CreditCardExpMo" placeholder="int"></td></tr>
<tr><td><label for="param-CreditCardExpYr">CreditCardExpYr</label></td><td><input type="text" id="param-CreditCardExpYr" name="CreditCardExpYr" placeholder="int"></td></tr>
<tr><td><label for="param-TrackingCode">TrackingCode</label></td><td><input type="text" id="param-TrackingCode" name="TrackingCode" placeholder="string"></td></tr>
<tr><td><label for="param-CardID">CardID</label></td><td><input type="text" id="param-CardID" name="CardID" placeholder="int"></td></tr>
<tr><td><label for="param-NumberOfFreePlayers">NumberOfFreePlayers</label></td><td><input type="text" id="param-NumberOfFreePlayers" name="NumberOfFreePlayers" placeholder="int"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/CreateReservationWithFreeRound&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;CreateReservationWithFreeRound xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
      &lt;CreditCardNumber&gt;string&lt;/CreditCardNumber&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;CreditCardName&gt;string&lt;/CreditCardName&gt;
      &lt;CreditCardAddress&gt;string&lt;/CreditCardAddress&gt;
      &lt;CreditCardPostalCode&gt;string&lt;/CreditCardPostalCode&gt;
      &lt;CreditCardCountry&gt;string&lt;/CreditCardCountry&gt;
      &lt;CreditCardType&gt;string&lt;/CreditCardType&gt;
      &lt;CreditCardExpMo&gt;int&lt;/CreditCardExpMo&gt;
      &lt;CreditCardExpYr&gt;int&lt;/CreditCardExpYr&gt;
      &lt;TrackingCode&gt;string&lt;/TrackingCode&gt;
      &lt;CardID&gt;int&lt;/CardID&gt;
      &lt;NumberOfFreePlayers&gt;int&lt;/NumberOfFreePlayers&gt;
    &lt;/CreateReservationWithFreeRound&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;CreateReservationWithFreeRoundResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;CreateReservationWithFreeRoundResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Reservation&gt;
          &lt;ActualDateTime&gt;string&lt;/ActualDateTime&gt;
          &lt;ReservationID&gt;int&lt;/ReservationID&gt;
          &lt;Charges&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
          &lt;/Charges&gt;
        &lt;/Reservation&gt;
      &lt;/CreateReservationWithFreeRoundResult&gt;
    &lt;/CreateReservationWithFreeRoundResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;CreateReservationWithFreeRound xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
      &lt;CreditCardNumber&gt;string&lt;/CreditCardNumber&gt;
      &lt;EmailAddress&gt;string&lt;/EmailAddress&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;NumberOfPlayers&gt;int&lt;/NumberOfPlayers&gt;
      &lt;CreditCardName&gt;string&lt;/CreditCardName&gt;
      &lt;CreditCardAddress&gt;string&lt;/CreditCardAddress&gt;
      &lt;CreditCardPostalCode&gt;string&lt;/CreditCardPostalCode&gt;
      &lt;CreditCardCountry&gt;string&lt;/CreditCardCountry&gt;
      &lt;CreditCardType&gt;string&lt;/CreditCardType&gt;
      &lt;CreditCardExpMo&gt;int&lt;/CreditCardExpMo&gt;
      &lt;CreditCardExpYr&gt;int&lt;/CreditCardExpYr&gt;
      &lt;TrackingCode&gt;string&lt;/TrackingCode&gt;
      &lt;CardID&gt;int&lt;/CardID&gt;
      &lt;NumberOfFreePlayers&gt;int&lt;/NumberOfFreePlayers&gt;
    &lt;/CreateReservationWithFreeRound&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;CreateReservationWithFreeRoundResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;CreateReservationWithFreeRoundResult&gt;
        &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
        &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
        &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
        &lt;Reservation&gt;
          &lt;ActualDateTime&gt;string&lt;/ActualDateTime&gt;
          &lt;ReservationID&gt;int&lt;/ReservationID&gt;
          &lt;Charges&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
            &lt;Charge&gt;
              &lt;Amount&gt;string&lt;/Amount&gt;
              &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
            &lt;/Charge&gt;
          &lt;/Charges&gt;
        &lt;/Reservation&gt;
      &lt;/CreateReservationWithFreeRoundResult&gt;
    &lt;/CreateReservationWithFreeRoundResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/CreateReservationWithFreeRound HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;TeeTimeID=int&amp;CreditCardNumber=string&amp;EmailAddress=string&amp;CustomerID=string&amp;NumberOfPlayers=int&amp;CreditCardName=string&amp;CreditCardAddress=string&amp;CreditCardPostalCode=string&amp;CreditCardCountry=string&amp;CreditCardType=string&amp;CreditCardExpMo=int&amp;CreditCardExpYr=int&amp;TrackingCode=string&amp;CardID=int&amp;NumberOfFreePlayers=int</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseMakeReservation xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ErrorMessage&gt;string&lt;/ErrorMessage&gt;
  &lt;ErrorCode&gt;int&lt;/ErrorCode&gt;
  &lt;ComErrorString&gt;string&lt;/ComErrorString&gt;
  &lt;Reservation&gt;
    &lt;ActualDateTime&gt;string&lt;/ActualDateTime&gt;
    &lt;ReservationID&gt;int&lt;/ReservationID&gt;
    &lt;Charges&gt;
      &lt;Charge&gt;
        &lt;Amount&gt;string&lt;/Amount&gt;
        &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
      &lt;/Charge&gt;
      &lt;Charge&gt;
        &lt;Amount&gt;string&lt;/Amount&gt;
        &lt;ChargeBy&gt;string&lt;/ChargeBy&gt;
      &lt;/Charge&gt;
    &lt;/Charges&gt;
  &lt;/Reservation&gt;
&lt;/ResponseMakeReservation&gt;</code></pre>
</section>
${links}
`)],
  ["GetCustomerPlayerCardProfile", (url, host, path, links, invoke) =>
    page("GetCustomerPlayerCardProfile · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>GetCustomerPlayerCardProfile</h2>
<p class="lead">Lists the customer&apos;s player cards with rounds used and left per facility.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>CustomerID</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer from SaveCustomer.</td></tr>
</table>
<h3>Result: <code>ResponsePlayerCardProfile[]</code></h3>
<p>One player card of a customer.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SpecialOfferCustomerEffectiveDate</code></td><td><code>string</code></td><td>may be omitted</td><td>First day the card is valid.</td></tr>
<tr><td><code>SpecialOfferCustomerExpirationDate</code></td><td><code>string</code></td><td>may be omitted</td><td>Last day the card is valid.</td></tr>
<tr><td><code>SpecialOfferTitle</code></td><td><code>string</code></td><td>may be omitted</td><td>Name of the card program.</td></tr>
<tr><td><code>SpecialOfferFreeRounds</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Free rounds the card carries in total.</td></tr>
<tr><td><code>RoundsUsed</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Free rounds used so far.</td></tr>
<tr><td><code>CardStatus</code></td><td><code>string</code></td><td>may be omitted</td><td>Active, Expired or Inactive.</td></tr>
<tr><td><code>WebSites</code></td><td><code>string</code></td><td>may be omitted</td><td>Web sites of the program.</td></tr>
<tr><td><code>PlayerCardRounds</code></td><td><code>PlayerCardRounds[]</code></td><td>may be omitted</td><td>Rounds per facility.</td></tr>
</table>
<h3 id="type-ResponsePlayerCardProfile">Type <code>ResponsePlayerCardProfile</code></h3>
<p>One player card of a customer.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SpecialOfferCustomerEffectiveDate</code></td><td><code>string</code></td><td>may be omitted</td><td>First day the card is valid.</td></tr>
<tr><td><code>SpecialOfferCustomerExpirationDate</code></td><td><code>string</code></td><td>may be omitted</td><td>Last day the card is valid.</td></tr>
<tr><td><code>SpecialOfferTitle</code></td><td><code>string</code></td><td>may be omitted</td><td>Name of the card program.</td></tr>
<tr><td><code>SpecialOfferFreeRounds</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Free rounds the card carries in total.</td></tr>
<tr><td><code>RoundsUsed</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Free rounds used so far.</td></tr>
<tr><td><code>CardStatus</code></td><td><code>string</code></td><td>may be omitted</td><td>Active, Expired or Inactive.</td></tr>
<tr><td><code>WebSites</code></td><td><code>string</code></td><td>may be omitted</td><td>Web sites of the program.</td></tr>
<tr><td><code>PlayerCardRounds</code></td><td><code>PlayerCardRounds[]</code></td><td>may be omitted</td><td>Rounds per facility.</td></tr>
</table>
<h3 id="type-PlayerCardRounds">Type <code>PlayerCardRounds</code></h3>
<p>Rounds of a player card at one facility.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>GolfFacilityName</code></td><td><code>string</code></td><td>may be omitted</td><td>Facility the rounds are valid at.</td></tr>
<tr><td><code>FacilityRoundAvailable</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Free rounds left at the facility.</td></tr>
<tr><td><code>RoundsUsed</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Free rounds used at the facility.</td></tr>
<tr><td><code>Expires</code></td><td><code>string</code></td><td>may be omitted</td><td>Last day the rounds can be used.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/GetCustomerPlayerCardProfile">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-CustomerID">CustomerID</label></td><td><input type="text" id="param-CustomerID" name="CustomerID" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/GetCustomerPlayerCardProfile&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetCustomerPlayerCardProfile xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
    &lt;/GetCustomerPlayerCardProfile&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;GetCustomerPlayerCardProfileResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetCustomerPlayerCardProfileResult&gt;
        &lt;ResponsePlayerCardProfile&gt;
          &lt;SpecialOfferCustomerEffectiveDate&gt;string&lt;/SpecialOfferCustomerEffectiveDate&gt;
          &lt;SpecialOfferCustomerExpirationDate&gt;string&lt;/SpecialOfferCustomerExpirationDate&gt;
          &lt;SpecialOfferTitle&gt;string&lt;/SpecialOfferTitle&gt;
          &lt;SpecialOfferFreeRounds&gt;int&lt;/SpecialOfferFreeRounds&gt;
          &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
          &lt;CardStatus&gt;string&lt;/CardStatus&gt;
          &lt;WebSites&gt;string&lt;/WebSites&gt;
          &lt;PlayerCardRounds&gt;
            &lt;PlayerCardRounds&gt;
              &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
              &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
              &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
              &lt;Expires&gt;string&lt;/Expires&gt;
            &lt;/PlayerCardRounds&gt;
            &lt;PlayerCardRounds&gt;
              &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
              &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
              &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
              &lt;Expires&gt;string&lt;/Expires&gt;
            &lt;/PlayerCardRounds&gt;
          &lt;/PlayerCardRounds&gt;
        &lt;/ResponsePlayerCardProfile&gt;
        &lt;ResponsePlayerCardProfile&gt;
          &lt;SpecialOfferCustomerEffectiveDate&gt;string&lt;/SpecialOfferCustomerEffectiveDate&gt;
          &lt;SpecialOfferCustomerExpirationDate&gt;string&lt;/SpecialOfferCustomerExpirationDate&gt;
          &lt;SpecialOfferTitle&gt;string&lt;/SpecialOfferTitle&gt;
          &lt;SpecialOfferFreeRounds&gt;int&lt;/SpecialOfferFreeRounds&gt;
          &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
          &lt;CardStatus&gt;string&lt;/CardStatus&gt;
          &lt;WebSites&gt;string&lt;/WebSites&gt;
          &lt;PlayerCardRounds&gt;
            &lt;PlayerCardRounds&gt;
              &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
              &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
              &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
              &lt;Expires&gt;string&lt;/Expires&gt;
            &lt;/PlayerCardRounds&gt;
            &lt;PlayerCardRounds&gt;
              &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
              &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
              &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
              &lt;Expires&gt;string&lt;/Expires&gt;
            &lt;/PlayerCardRounds&gt;
          &lt;/PlayerCardRounds&gt;
        &lt;/ResponsePlayerCardProfile&gt;
      &lt;/GetCustomerPlayerCardProfileResult&gt;
    &lt;/GetCustomerPlayerCardProfileResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetCustomerPlayerCardProfile xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
    &lt;/GetCustomerPlayerCardProfile&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;GetCustomerPlayerCardProfileResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;GetCustomerPlayerCardProfileResult&gt;
        &lt;ResponsePlayerCardProfile&gt;
          &lt;SpecialOfferCustomerEffectiveDate&gt;string&lt;/SpecialOfferCustomerEffectiveDate&gt;
          &lt;SpecialOfferCustomerExpirationDate&gt;string&lt;/SpecialOfferCustomerExpirationDate&gt;
          &lt;SpecialOfferTitle&gt;string&lt;/SpecialOfferTitle&gt;
          &lt;SpecialOfferFreeRounds&gt;int&lt;/SpecialOfferFreeRounds&gt;
          &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
          &lt;CardStatus&gt;string&lt;/CardStatus&gt;
          &lt;WebSites&gt;string&lt;/WebSites&gt;
          &lt;PlayerCardRounds&gt;
            &lt;PlayerCardRounds&gt;
              &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
              &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
              &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
              &lt;Expires&gt;string&lt;/Expires&gt;
            &lt;/PlayerCardRounds&gt;
            &lt;PlayerCardRounds&gt;
              &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
              &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
              &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
              &lt;Expires&gt;string&lt;/Expires&gt;
            &lt;/PlayerCardRounds&gt;
          &lt;/PlayerCardRounds&gt;
        &lt;/ResponsePlayerCardProfile&gt;
        &lt;ResponsePlayerCardProfile&gt;
          &lt;SpecialOfferCustomerEffectiveDate&gt;string&lt;/SpecialOfferCustomerEffectiveDate&gt;
          &lt;SpecialOfferCustomerExpirationDate&gt;string&lt;/SpecialOfferCustomerExpirationDate&gt;
          &lt;SpecialOfferTitle&gt;string&lt;/SpecialOfferTitle&gt;
          &lt;SpecialOfferFreeRounds&gt;int&lt;/SpecialOfferFreeRounds&gt;
          &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
          &lt;CardStatus&gt;string&lt;/CardStatus&gt;
          &lt;WebSites&gt;string&lt;/WebSites&gt;
          &lt;PlayerCardRounds&gt;
            &lt;PlayerCardRounds&gt;
              &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
              &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
              &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
              &lt;Expires&gt;string&lt;/Expires&gt;
            &lt;/PlayerCardRounds&gt;
            &lt;PlayerCardRounds&gt;
              &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
              &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
              &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
              &lt;Expires&gt;string&lt;/Expires&gt;
            &lt;/PlayerCardRounds&gt;
          &lt;/PlayerCardRounds&gt;
        &lt;/ResponsePlayerCardProfile&gt;
      &lt;/GetCustomerPlayerCardProfileResult&gt;
    &lt;/GetCustomerPlayerCardProfileResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/GetCustomerPlayerCardProfile HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;CustomerID=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ArrayOfResponsePlayerCardProfile xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;ResponsePlayerCardProfile&gt;
    &lt;SpecialOfferCustomerEffectiveDate&gt;string&lt;/SpecialOfferCustomerEffectiveDate&gt;
    &lt;SpecialOfferCustomerExpirationDate&gt;string&lt;/SpecialOfferCustomerExpirationDate&gt;
    &lt;SpecialOfferTitle&gt;string&lt;/SpecialOfferTitle&gt;
    &lt;SpecialOfferFreeRounds&gt;int&lt;/SpecialOfferFreeRounds&gt;
    &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
    &lt;CardStatus&gt;string&lt;/CardStatus&gt;
    &lt;WebSites&gt;string&lt;/WebSites&gt;
    &lt;PlayerCardRounds&gt;
      &lt;PlayerCardRounds&gt;
        &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
        &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
        &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
        &lt;Expires&gt;string&lt;/Expires&gt;
      &lt;/PlayerCardRounds&gt;
      &lt;PlayerCardRounds&gt;
        &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
        &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
        &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
        &lt;Expires&gt;string&lt;/Expires&gt;
      &lt;/PlayerCardRounds&gt;
    &lt;/PlayerCardRounds&gt;
  &lt;/ResponsePlayerCardProfile&gt;
  &lt;ResponsePlayerCardProfile&gt;
    &lt;SpecialOfferCustomerEffectiveDate&gt;string&lt;/SpecialOfferCustomerEffectiveDate&gt;
    &lt;SpecialOfferCustomerExpirationDate&gt;string&lt;/SpecialOfferCustomerExpirationDate&gt;
    &lt;SpecialOfferTitle&gt;string&lt;/SpecialOfferTitle&gt;
    &lt;SpecialOfferFreeRounds&gt;int&lt;/SpecialOfferFreeRounds&gt;
    &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
    &lt;CardStatus&gt;string&lt;/CardStatus&gt;
    &lt;WebSites&gt;string&lt;/WebSites&gt;
    &lt;PlayerCardRounds&gt;
      &lt;PlayerCardRounds&gt;
        &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
        &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
        &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
        &lt;Expires&gt;string&lt;/Expires&gt;
      &lt;/PlayerCardRounds&gt;
      &lt;PlayerCardRounds&gt;
        &lt;GolfFacilityName&gt;string&lt;/GolfFacilityName&gt;
        &lt;FacilityRoundAvailable&gt;int&lt;/FacilityRoundAvailable&gt;
        &lt;RoundsUsed&gt;int&lt;/RoundsUsed&gt;
        &lt;Expires&gt;string&lt;/Expires&gt;
      &lt;/PlayerCardRounds&gt;
    &lt;/PlayerCardRounds&gt;
  &lt;/ResponsePlayerCardProfile&gt;
&lt;/ArrayOfResponsePlayerCardProfile&gt;</code></pre>
</section>
${links}
`)],
  ["HasPlayerCard", (url, host, path, links, invoke) =>
    page("HasPlayerCard · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>HasPlayerCard</h2>
<p class="lead">Lists the customer&apos;s player cards usable for a tee time.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>CustomerID</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer from SaveCustomer.</td></tr>
<tr><td><code>TeeTimeID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Tee time from SearchTeeTimes.</td></tr>
</table>
<h3>Result: <code>ResponseHasPlayerCard</code></h3>
<p>Result of HasPlayerCard.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>CustomerCards</code></td><td><code>Card[]</code></td><td>may be omitted</td><td>Usable cards, or one entry with Error and PurchaseLink.</td></tr>
</table>
<h3 id="type-Card">Type <code>Card</code></h3>
<p>A player card of the customer usable for the tee time, or one entry saying why there is none.</p>
<table>
<tr><th>Field</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>ID</code></td><td><code>string</code></td><td>may be omitted</td><td>Card identifier, as taken by CreateReservationWithFreeRound as CardID.</td></tr>
<tr><td><code>EffectiveDate</code></td><td><code>string</code></td><td>may be omitted</td><td>First day the card is valid.</td></tr>
<tr><td><code>ExpirationDate</code></td><td><code>string</code></td><td>may be omitted</td><td>Last day the card is valid.</td></tr>
<tr><td><code>Title</code></td><td><code>string</code></td><td>may be omitted</td><td>Name of the card program.</td></tr>
<tr><td><code>Error</code></td><td><code>string</code></td><td>may be omitted</td><td>Why no card can be used, when there is none.</td></tr>
<tr><td><code>PurchaseLink</code></td><td><code>string</code></td><td>may be omitted</td><td>Where the customer can buy a card, when there is none.</td></tr>
</table>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/HasPlayerCard">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-CustomerID">CustomerID</label></td><td><input type="text" id="param-CustomerID" name="CustomerID" placeholder="string"></td></tr>
<tr><td><label for="param-TeeTimeID">TeeTimeID</label></td><td><input type="text" id="param-TeeTimeID" name="TeeTimeID" placeholder="int"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/HasPlayerCard&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;HasPlayerCard xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
    &lt;/HasPlayerCard&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;HasPlayerCardResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;HasPlayerCardResult&gt;
        &lt;CustomerCards&gt;
          &lt;Card&gt;
            &lt;ID&gt;string&lt;/ID&gt;
            &lt;EffectiveDate&gt;string&lt;/EffectiveDate&gt;
            &lt;ExpirationDate&gt;string&lt;/ExpirationDate&gt;
            &lt;Title&gt;string&lt;/Title&gt;
            &lt;Error&gt;string&lt;/Error&gt;
            &lt;PurchaseLink&gt;string&lt;/PurchaseLink&gt;
          &lt;/Card&gt;
          &lt;Card&gt;
            &lt;ID&gt;string&lt;/ID&gt;
            &lt;EffectiveDate&gt;string&lt;/EffectiveDate&gt;
            &lt;ExpirationDate&gt;string&lt;/ExpirationDate&gt;
            &lt;Title&gt;string&lt;/Title&gt;
            &lt;Error&gt;string&lt;/Error&gt;
            &lt;PurchaseLink&gt;string&lt;/PurchaseLink&gt;
          &lt;/Card&gt;
        &lt;/CustomerCards&gt;
      &lt;/HasPlayerCardResult&gt;
    &lt;/HasPlayerCardResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;HasPlayerCard xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;TeeTimeID&gt;int&lt;/TeeTimeID&gt;
    &lt;/HasPlayerCard&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;HasPlayerCardResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;HasPlayerCardResult&gt;
        &lt;CustomerCards&gt;
          &lt;Card&gt;
            &lt;ID&gt;string&lt;/ID&gt;
            &lt;EffectiveDate&gt;string&lt;/EffectiveDate&gt;
            &lt;ExpirationDate&gt;string&lt;/ExpirationDate&gt;
            &lt;Title&gt;string&lt;/Title&gt;
            &lt;Error&gt;string&lt;/Error&gt;
            &lt;PurchaseLink&gt;string&lt;/PurchaseLink&gt;
          &lt;/Card&gt;
          &lt;Card&gt;
            &lt;ID&gt;string&lt;/ID&gt;
            &lt;EffectiveDate&gt;string&lt;/EffectiveDate&gt;
            &lt;ExpirationDate&gt;string&lt;/ExpirationDate&gt;
            &lt;Title&gt;string&lt;/Title&gt;
            &lt;Error&gt;string&lt;/Error&gt;
            &lt;PurchaseLink&gt;string&lt;/PurchaseLink&gt;
          &lt;/Card&gt;
        &lt;/CustomerCards&gt;
      &lt;/HasPlayerCardResult&gt;
    &lt;/HasPlayerCardResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/HasPlayerCard HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;CustomerID=string&amp;TeeTimeID=int</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseHasPlayerCard xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
  &lt;CustomerCards&gt;
    &lt;Card&gt;
      &lt;ID&gt;string&lt;/ID&gt;
      &lt;EffectiveDate&gt;string&lt;/EffectiveDate&gt;
      &lt;ExpirationDate&gt;string&lt;/ExpirationDate&gt;
      &lt;Title&gt;string&lt;/Title&gt;
      &lt;Error&gt;string&lt;/Error&gt;
      &lt;PurchaseLink&gt;string&lt;/PurchaseLink&gt;
    &lt;/Card&gt;
    &lt;Card&gt;
      &lt;ID&gt;string&lt;/ID&gt;
      &lt;EffectiveDate&gt;string&lt;/EffectiveDate&gt;
      &lt;ExpirationDate&gt;string&lt;/ExpirationDate&gt;
      &lt;Title&gt;string&lt;/Title&gt;
      &lt;Error&gt;string&lt;/Error&gt;
      &lt;PurchaseLink&gt;string&lt;/PurchaseLink&gt;
    &lt;/Card&gt;
  &lt;/CustomerCards&gt;
&lt;/ResponseHasPlayerCard&gt;</code></pre>
</section>
${links}
`)],
  ["AddPlayerCard", (url, host, path, links, invoke) =>
    page("AddPlayerCard · CRMTeeTimeAPI", url,
      `<p class="back"><a href="${url}">&larr; All operations of CRMTeeTimeAPI</a></p>
<h2>AddPlayerCard</h2>
<p class="lead">Sells a player card to a customer.</p>
<h3>Parameters</h3>
<table>
<tr><th>Parameter</th><th>Type</th><th>Element</th><th>Description</th></tr>
<tr><td><code>SessionID</code></td><td><code>string</code></td><td>may be omitted</td><td>Session from Login. Needed by every call although the schema lets the element be omitted: without a valid session the call fails with an ErrorCode.</td></tr>
<tr><td><code>PlayerCardID</code></td><td><code>int</code></td><td><span class="req">required</span></td><td>Card program of the facility.</td></tr>
<tr><td><code>CustomerID</code></td><td><code>string</code></td><td>may be omitted</td><td>Customer from SaveCustomer.</td></tr>
<tr><td><code>TotalAmt</code></td><td><code>decimal</code></td><td><span class="req">required</span></td><td>Price paid for the card.</td></tr>
<tr><td><code>ExpirationDate</code></td><td><code>string</code></td><td>may be omitted</td><td>Last day the card is valid: YYYY-MM-DD, MM/DD/YYYY or M/D/YYYY (a time after it is ignored).</td></tr>
<tr><td><code>Comment</code></td><td><code>string</code></td><td>may be omitted</td><td>Free text stored with the card.</td></tr>
</table>
<h3>Result: <code>ResponseAddPlayerCard</code></h3>
<p>Result of AddPlayerCard, an empty element.</p>
`
      + (invoke ? `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/AddPlayerCard">
<table>
<tr><th>Parameter</th><th>Value</th></tr>
<tr><td><label for="param-SessionID">SessionID</label></td><td><input type="text" id="param-SessionID" name="SessionID" placeholder="string"></td></tr>
<tr><td><label for="param-PlayerCardID">PlayerCardID</label></td><td><input type="text" id="param-PlayerCardID" name="PlayerCardID" placeholder="int"></td></tr>
<tr><td><label for="param-CustomerID">CustomerID</label></td><td><input type="text" id="param-CustomerID" name="CustomerID" placeholder="string"></td></tr>
<tr><td><label for="param-TotalAmt">TotalAmt</label></td><td><input type="text" id="param-TotalAmt" name="TotalAmt" placeholder="decimal"></td></tr>
<tr><td><label for="param-ExpirationDate">ExpirationDate</label></td><td><input type="text" id="param-ExpirationDate" name="ExpirationDate" placeholder="string"></td></tr>
<tr><td><label for="param-Comment">Comment</label></td><td><input type="text" id="param-Comment" name="Comment" placeholder="string"></td></tr>
</table>
<button type="submit">Invoke</button>
</form>
</section>` : '')
      + `
<section>
<h2>SOAP 1.1</h2>
<p>The following is a sample SOAP 1.1 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: text/xml; charset=utf-8
Content-Length: length
SOAPAction: &quot;http://onlinereservationsystems.com/api/AddPlayerCard&quot;

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;AddPlayerCard xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;PlayerCardID&gt;int&lt;/PlayerCardID&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;TotalAmt&gt;decimal&lt;/TotalAmt&gt;
      &lt;ExpirationDate&gt;string&lt;/ExpirationDate&gt;
      &lt;Comment&gt;string&lt;/Comment&gt;
    &lt;/AddPlayerCard&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap=&quot;http://schemas.xmlsoap.org/soap/envelope/&quot;&gt;
  &lt;soap:Body&gt;
    &lt;AddPlayerCardResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;AddPlayerCardResult /&gt;
    &lt;/AddPlayerCardResponse&gt;
  &lt;/soap:Body&gt;
&lt;/soap:Envelope&gt;</code></pre>
</section>
<section>
<h2>SOAP 1.2</h2>
<p>The following is a sample SOAP 1.2 request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path} HTTP/1.1
Host: ${host}
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;AddPlayerCard xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;SessionID&gt;string&lt;/SessionID&gt;
      &lt;PlayerCardID&gt;int&lt;/PlayerCardID&gt;
      &lt;CustomerID&gt;string&lt;/CustomerID&gt;
      &lt;TotalAmt&gt;decimal&lt;/TotalAmt&gt;
      &lt;ExpirationDate&gt;string&lt;/ExpirationDate&gt;
      &lt;Comment&gt;string&lt;/Comment&gt;
    &lt;/AddPlayerCard&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: application/soap+xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;soap12:Envelope xmlns:xsi=&quot;http://www.w3.org/2001/XMLSchema-instance&quot; xmlns:xsd=&quot;http://www.w3.org/2001/XMLSchema&quot; xmlns:soap12=&quot;http://www.w3.org/2003/05/soap-envelope&quot;&gt;
  &lt;soap12:Body&gt;
    &lt;AddPlayerCardResponse xmlns=&quot;http://onlinereservationsystems.com/api/&quot;&gt;
      &lt;AddPlayerCardResult /&gt;
    &lt;/AddPlayerCardResponse&gt;
  &lt;/soap12:Body&gt;
&lt;/soap12:Envelope&gt;</code></pre>
</section>
<section>
<h2>HTTP POST</h2>
<p>The following is a sample HTTP POST request and response. The placeholders shown need to be replaced with actual values.</p>
<pre><code>POST ${path}/AddPlayerCard HTTP/1.1
Host: ${host}
Content-Type: application/x-www-form-urlencoded
Content-Length: length

SessionID=string&amp;PlayerCardID=int&amp;CustomerID=string&amp;TotalAmt=decimal&amp;ExpirationDate=string&amp;Comment=string</code></pre>
<pre><code>HTTP/1.1 200 OK
Content-Type: text/xml; charset=utf-8
Content-Length: length

&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;
&lt;ResponseAddPlayerCard xmlns=&quot;http://onlinereservationsystems.com/api/&quot; /&gt;</code></pre>
</section>
${links}
`)],
]);

/** The help page of one operation (`?op=Name`), or undefined when there is no such operation. `invokeForm` offers the HTTP POST test form. */
export function operationPage(operation: string, serviceUrl: string, links?: HelpLinks, invokeForm = false): string | undefined {
  const render = operationPages.get(operation);
  if (render === undefined) return undefined;
  const { host, path } = hostAndPath(serviceUrl);
  return render(escapeXml(serviceUrl), host, path, linksHtml(links), invokeForm);
}
