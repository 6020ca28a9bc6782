"""Calls the Vault service (test/fixtures/protocol/vault.yaml) with Python zeep: SOAP headers both
ways and declared faults, over the SOAP 1.1 and SOAP 1.2 ports.

Usage: python3 zeep_protocol.py WSDL_URL

Prints one JSON document: per port, what Login returned (result and the Session header), what
ReadNote returned when zeep sent the Session header, and the fault Unlock raised (message, code and
the detail element's tag and text content). Exit status 3 means zeep cannot be imported.
"""
import json
import sys

try:
    import zeep
    from lxml import etree
    from zeep.exceptions import Fault
    from zeep.helpers import serialize_object
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"zeep is not importable by {sys.executable}: {error}", file=sys.stderr)
    sys.exit(3)

PORTS = {"soap11": "VaultSoap", "soap12": "VaultSoap12"}


def fault_of(call):
    try:
        call()
    except Fault as fault:
        detail = fault.detail
        element = detail[0] if detail is not None and len(detail) else None
        return {
            "message": fault.message,
            "code": fault.code,
            "detail": None if element is None else {
                "tag": element.tag,
                "text": [t.strip() for t in element.itertext() if t.strip()],
            },
        }
    return None


def main():
    client = zeep.Client(sys.argv[1])
    out = {}
    for transport, port in PORTS.items():
        service = client.bind("Vault", port)
        login = service.Login(Device="zeep", _soapheaders={"Credentials": {"User": "zed", "Password": "open"}})
        note = service.ReadNote(Title="plan", _soapheaders={"Session": "S-zed"})
        out[transport] = {
            "login": {"result": login.body.LoginResult, "session": serialize_object(login.header.Session)},
            "readNote": note,
            "missing": fault_of(lambda: service.Unlock(Title="lost", Pin=1)),
            "locked": fault_of(lambda: service.Unlock(Title="x", Pin=1)),
        }
    print(json.dumps(out, default=str))


if __name__ == "__main__":
    main()
