"""Calls a service with Python zeep built from a given WSDL file, at another address.

Usage: python3 zeep_wsdl.py WSDL_FILE ADDRESS  (the calls as JSON on stdin)

stdin: {"bindings": {"soap11": "{ns}BindingName", ...}, "calls": [["Operation", {params} or [params]], ...]}; a binding may
instead be {"binding": "{ns}BindingName", "address": ..., "calls": [...]}, called at its own address with its own calls.
Decimal parameters are given as {"decimal": "12.50"}, XML elements (xs:any) as {"xml": "<a/>"}, a value of a type derived
from the declared one as {"xsi_type": "{ns}Type", "value": {fields}} (zeep writes xsi:type for it). Every call is made through every binding
(but those a binding gives itself), whose address is replaced by ADDRESS (or its own) (the published WSDLs point at the real services). Prints
{"results": {"soap11": [{"result": ...} | {"fault": ...} | {"error": ...}, ...], ...}} with
decimals and dates as strings. Exit status 3 means zeep cannot be imported.
"""
import copy
import datetime
import json
import sys
from decimal import Decimal

try:
    from lxml import etree
    import zeep
    from zeep.exceptions import Fault
    from zeep.helpers import serialize_object
    from zeep_offline import OfflineTransport
    from zeep.wsdl.messages.soap import SoapMessage
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"zeep is not importable by {sys.executable}: {error}", file=sys.stderr)
    sys.exit(3)


def _deserialize(self, envelope):
    """zeep's SoapMessage.deserialize, except for a message whose body is one simple-typed element
    (a bare part): zeep takes len() of its value, failing on an int and on a one-character text."""
    if not self.envelope:
        return None
    body_result = self._deserialize_body(envelope.find("soap-env:Body", namespaces=self.nsmap))
    headers_result = self._deserialize_headers(envelope.find("soap-env:Header", namespaces=self.nsmap))
    result = self.envelope(**body_result, **headers_result)
    if self.header.type._element:
        return result
    body = result.body
    if body is not None and not isinstance(body, zeep.xsd.CompoundValue):
        return body
    return ORIGINAL_DESERIALIZE(self, envelope)


ORIGINAL_DESERIALIZE = SoapMessage.deserialize
SoapMessage.deserialize = _deserialize


def to_json(value):
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    # zeep reads xsd:duration as a timedelta: written back as XML Schema writes it (P1DT5S).
    if isinstance(value, datetime.timedelta):
        return zeep.xsd.types.builtins.Duration().xmlvalue(value)
    if isinstance(value, etree._Element):
        return etree.tostring(value).decode()
    # zeep reads a DataSet's inline xs:schema as a schema of its own.
    if isinstance(value, zeep.xsd.Schema):
        return repr(value)
    raise TypeError(f"cannot serialize {type(value).__name__}: {value!r}")


def argument(value, client):
    if isinstance(value, dict) and set(value) == {"xsi_type", "value"}:
        return client.get_type(value["xsi_type"])(**argument(value["value"], client))
    if isinstance(value, dict) and set(value) == {"tuple"}:
        return tuple(value["tuple"])
    if isinstance(value, dict) and set(value) == {"decimal"}:
        return Decimal(value["decimal"])
    if isinstance(value, dict) and set(value) == {"xml"}:
        return etree.fromstring(value["xml"])
    if isinstance(value, list):
        return [argument(item, client) for item in value]
    if isinstance(value, dict):
        return {key: argument(item, client) for key, item in value.items()}
    return value


def call(client, proxy, operation, params):
    try:
        # A list: positional arguments (the parts of a bare message, in order).
        if isinstance(params, list):
            return {"result": serialize_object(getattr(proxy, operation)(*[argument(v, client) for v in params]))}
        if isinstance(params, dict) and set(params) == {"xsi_type", "value"}:
            return {"result": serialize_object(derived_body(client, proxy, operation, argument(params, client)))}
        return {"result": serialize_object(getattr(proxy, operation)(**{k: argument(v, client) for k, v in params.items()}))}
    except Fault as fault:
        return {"fault": {"message": fault.message, "code": fault.code}}
    except Exception as error:  # report, don't stop: the other calls still run
        return {"error": f"{type(error).__name__}: {error}"}


def derived_body(client, proxy, operation, value):
    """Calls a bare operation whose one body element is given a value of a type derived from its own:
    zeep's signature takes the declared type's fields only, so the body element is made to take the
    value as it is (zeep then writes it as its type, with xsi:type)."""
    message = proxy._binding._operations[operation].input
    declared = message.body
    given = copy.copy(declared)
    given.__class__ = type("Given", (type(declared),), {"__call__": lambda self, *args, **kwargs: value})
    message.body = given
    try:
        return getattr(proxy, operation)()
    finally:
        message.body = declared


def main():
    wsdl, address = sys.argv[1], sys.argv[2]
    spec = json.load(sys.stdin)
    client = zeep.Client(wsdl, transport=OfflineTransport())
    results = {}
    for key, binding in spec["bindings"].items():
        # A binding is its {namespace}name, or {"binding", "address", "calls"}: its own address and calls.
        own = binding if isinstance(binding, dict) else {"binding": binding}
        proxy = client.create_service(own["binding"], own.get("address", address))
        results[key] = [call(client, proxy, operation, params) for operation, params in own.get("calls", spec["calls"])]
    json.dump({"results": results}, sys.stdout, default=to_json)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
