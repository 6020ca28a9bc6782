"""What a proxy generator sees in a WSDL, as zeep reads it: services, ports, bindings, operations
with their input and output signatures, and the global elements and types.

Usage: python3 zeep_dump.py WSDL_FILE...  Prints {"FILE": dump or {"error": text}, ...} as JSON.
Type names are written {namespace}local (zeep's own prefixes, ns0, ns1..., depend on the order in
which it meets the namespaces, which is not what a proxy is named after). Exit status 3 means zeep
cannot be imported.
"""
import json
import re
import sys

try:
    import zeep
    from zeep_offline import OfflineTransport
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"zeep is not importable by {sys.executable}: {error}", file=sys.stderr)
    sys.exit(3)


XSD = "http://www.w3.org/2001/XMLSchema"
# The SOAP encoding's schema, which zeep loads for a WSDL importing it: its built-ins are no WSDL's own.
BUILT_IN = {XSD, "http://schemas.xmlsoap.org/soap/encoding/"}


def dump(path):
    doc = zeep.wsdl.Document(path, transport=OfflineTransport())
    prefixes = doc.types.prefix_map
    expand = lambda text: re.sub(r"\b(ns\d+|xsd|soap-env|soap-enc):(?=[\w.-])", lambda m: "{%s}" % prefixes.get(m.group(1), m.group(1)), text)
    services = {}
    for service in doc.services.values():
        ports = {}
        for port in service.ports.values():
            binding = port.binding
            operations = {}
            for name, op in sorted(binding._operations.items()):
                operations[name] = {
                    "input": expand(op.input.signature(as_output=False)) if op.input else None,
                    "output": expand(op.output.signature(as_output=True)) if op.output else None,
                }
            ports[port.name] = {"binding": binding.name.text, "operations": operations}
        services[service.name] = ports
    return {
        "services": services,
        # The schemas' own declarations, not the built-ins zeep lists beside them.
        "elements": sorted(e.qname.text for e in doc.types.elements if e.qname.namespace not in BUILT_IN),
        "types": sorted(t.qname.text for t in doc.types.types if t.qname is not None and t.qname.namespace not in BUILT_IN),
    }


results = {}
for path in sys.argv[1:]:
    try:
        results[path] = dump(path)
    except Exception as error:  # a WSDL zeep refuses is an outcome to compare too
        results[path] = {"error": f"{type(error).__name__}: {error}"}
print(json.dumps(results, indent=1, sort_keys=True))
