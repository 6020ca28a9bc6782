"""The transport both zeep scripts build their clients with: offline, as the tests run.

zeep imports the SOAP encoding's schema from its web address whenever a WSDL refers to
soapenc:Array, and the xml namespace's where a WSDL imports it; tests have no network, so both
are read from the fixtures.
"""

from pathlib import Path

from zeep.transports import Transport

SOAP_ENCODING = "http://schemas.xmlsoap.org/soap/encoding/"
SOAP_ENCODING_XSD = Path(__file__).resolve().parent.parent / "fixtures" / "wsdl" / "soap-encoding.xsd"
# zeep reads the xml namespace's schema from here when a WSDL imports the namespace without a location.
XML_XSD_URL = "https://www.w3.org/2001/xml.xsd"
XML_XSD = Path(__file__).resolve().parent.parent / "fixtures" / "wsdl" / "xml.xsd"


class OfflineTransport(Transport):
    def load(self, url):
        if url.rstrip("/") == SOAP_ENCODING.rstrip("/"):
            return SOAP_ENCODING_XSD.read_bytes()
        if url == XML_XSD_URL:
            return XML_XSD.read_bytes()
        return super().load(url)
