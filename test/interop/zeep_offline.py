"""The transport both zeep scripts build their clients with: offline, as the tests run.

zeep imports the SOAP encoding's schema from its web address whenever a WSDL refers to
soapenc:Array; tests have no network, so it is read from the copy in the fixtures.
"""

from pathlib import Path

from zeep.transports import Transport

SOAP_ENCODING = "http://schemas.xmlsoap.org/soap/encoding/"
SOAP_ENCODING_XSD = Path(__file__).resolve().parent.parent / "fixtures" / "wsdl" / "soap-encoding.xsd"


class OfflineTransport(Transport):
    def load(self, url):
        if url.rstrip("/") == SOAP_ENCODING.rstrip("/"):
            return SOAP_ENCODING_XSD.read_bytes()
        return super().load(url)
