"""Calls a service with Python zeep built from a given WSDL file, at another address.

Usage: python3 zeep_wsdl.py WSDL_FILE ADDRESS  (the calls as JSON on stdin)

stdin: {"bindings": {"soap11": "{ns}BindingName", ...}, "calls": [["Operation", {params}], ...]}
Decimal parameters are given as {"decimal": "12.50"}. Every call is made through every binding,
whose address is replaced by ADDRESS (the published WSDLs point at the real services). Prints
{"results": {"soap11": [{"result": ...} | {"fault": ...} | {"error": ...}, ...], ...}} with
decimals and dates as strings. Exit status 3 means zeep cannot be imported.
"""
import datetime
import json
import sys
from decimal import Decimal

try:
    import zeep
    from zeep.exceptions import Fault
    from zeep.helpers import serialize_object
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"zeep is not importable by {sys.executable}: {error}", file=sys.stderr)
    sys.exit(3)


def to_json(value):
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    raise TypeError(f"cannot serialize {type(value).__name__}: {value!r}")


def argument(value):
    if isinstance(value, dict) and set(value) == {"decimal"}:
        return Decimal(value["decimal"])
    return value


def call(proxy, operation, params):
    try:
        return {"result": serialize_object(getattr(proxy, operation)(**{k: argument(v) for k, v in params.items()}))}
    except Fault as fault:
        return {"fault": {"message": fault.message, "code": fault.code}}
    except Exception as error:  # report, don't stop: the other calls still run
        return {"error": f"{type(error).__name__}: {error}"}


def main():
    wsdl, address = sys.argv[1], sys.argv[2]
    spec = json.load(sys.stdin)
    client = zeep.Client(wsdl)
    results = {}
    for transport, binding in spec["bindings"].items():
        proxy = client.create_service(binding, address)
        results[transport] = [call(proxy, operation, params) for operation, params in spec["calls"]]
    json.dump({"results": results}, sys.stdout, default=to_json)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
