"""Calls operations of any generated service with Python zeep, over every SOAP port its WSDL offers.

Usage: python3 zeep_calls.py WSDL_URL < CALLS_JSON

CALLS_JSON is {"Operation": {parameters} or [positional arguments], ...}. Prints {"port name": {"Operation": {"result": ...}
| {"fault": "..."} | {"error": "..."}}} where results are zeep.helpers.serialize_object() of what
zeep returned, with integers as strings (so big integers keep their digits through JSON) and
decimals as strings. XML elements (open content: xs:any) are {"xml": "<a/>"} both ways; a typed
xs:anyType value is {"anyType": "{namespace}type", "value": ...}, zeep's AnyObject; a value of a
derived type in place of its base is {"xsiType": "{namespace}type", fields...}. A port whose name
ports of other services have too is keyed "service/port". Exit status 3 means zeep cannot be imported.
"""
import copy
import json
import sys
from decimal import Decimal

try:
    from lxml import etree
    import zeep
    from zeep.exceptions import Fault
    from zeep.helpers import serialize_object
    from zeep_offline import OfflineTransport
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"zeep is not importable: {error}", file=sys.stderr)
    sys.exit(3)


def plain(value):
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, etree._Element):
        # Without the declarations it inherits from the envelope and does not use.
        element = copy.deepcopy(value)
        etree.cleanup_namespaces(element)
        return {"xml": etree.tostring(element).decode()}
    if isinstance(value, (int, Decimal)):
        return str(value)
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [plain(item) for item in value]
    return value


def argument(client, value):
    if isinstance(value, dict) and set(value) == {"xml"}:
        return etree.fromstring(value["xml"])
    if isinstance(value, dict) and set(value) == {"anyType", "value"}:
        return zeep.xsd.AnyObject(client.get_type(value["anyType"]), value["value"])
    if isinstance(value, dict) and "xsiType" in value:
        fields = {key: argument(client, item) for key, item in value.items() if key != "xsiType"}
        return client.get_type(value["xsiType"])(**fields)
    if isinstance(value, list):
        return [argument(client, item) for item in value]
    if isinstance(value, dict):
        return {key: argument(client, item) for key, item in value.items()}
    return value


def main():
    client = zeep.Client(sys.argv[1], transport=OfflineTransport())
    calls = json.load(sys.stdin)
    out = {}
    names = [port.name for service in client.wsdl.services.values() for port in service.ports.values()]
    for service in client.wsdl.services.values():
        for port in service.ports.values():
            if "soap" not in type(port.binding).__name__.lower():
                continue
            bound = client.bind(service.name, port.name)
            results = {}
            for operation, parameters in calls.items():
                try:
                    call = bound[operation]
                    # A list is positional: zeep takes a bare simple-typed body element's value so.
                    args = argument(client, parameters)
                    answer = call(*args) if isinstance(args, list) else call(**args)
                    results[operation] = {"result": plain(serialize_object(answer))}
                except Fault as fault:
                    results[operation] = {"fault": fault.message}
                except Exception as error:  # noqa: BLE001 - reported to the test
                    results[operation] = {"error": f"{type(error).__name__}: {error}"}
            out[port.name if names.count(port.name) == 1 else f"{service.name}/{port.name}"] = results
    print(json.dumps(out))


main()
