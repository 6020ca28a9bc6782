"""Calls the CRMTeeTimeAPI service with Python zeep, the way a third-party reseller would.

Usage: python3 zeep_client.py WSDL_URL [REQUESTS_JSON_FILE]
       python3 zeep_client.py --story WSDL_URL [STORY_JSON_FILE]

The requests are a JSON object {"Operation": {parameters}, ...}; without a file they are read from
stdin. Every operation is called, in the given order, over the three ports of the WSDL: the SOAP 1.1
port, the SOAP 1.2 port and the HTTP POST port. Prints one JSON document on stdout:

  {"zeep": "4.2.1",
   "parameters": {"soap11": {"Op": ["SessionID", ...]}, ...},   # input parameters zeep read from the WSDL
   "results": {"soap11": {"Op": {"result": ...} | {"fault": {...}} | {"error": "..."}}, "soap12": ..., "httpPost": ...}}

With --story, the input is {"login": {OwnerID, UserID, Password}, "card": {...card fields},
"teeTimes": {"soap11": {"TeeTimeID", "FacilityID", "Date"}, ...}} and each port runs a reseller's
booking story on its own tee time: Login, SaveCustomer, CreateReservationWithTracking (2 players),
GetReservation, GetCancellationPolicy, SearchTeeTimes, CancelReservation, SearchTeeTimes,
CancelReservation again, GetCustomerReservations. It prints {"zeep": ..., "stories": {"soap11":
{"Step": {"result": ...} | {"fault": ...} | {"error": ...}, ...}, ...}}.

Results are zeep.helpers.serialize_object() of what zeep returned, with decimals as strings
(str(Decimal('89.00')) == '89.00'). Exit status 3 means zeep cannot be imported.
"""
import json
import sys
from collections import OrderedDict
from decimal import Decimal

try:
    import zeep
    from zeep.exceptions import Fault
    from zeep.helpers import serialize_object
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"zeep is not importable by {sys.executable}: {error}. Install it with: apt-get install python3-zeep",
          file=sys.stderr)
    sys.exit(3)

SERVICE = "CRMTeeTimeAPI"
PORTS = OrderedDict([
    ("soap11", "CRMTeeTimeAPISoap"),
    ("soap12", "CRMTeeTimeAPISoap12"),
    ("httpPost", "CRMTeeTimeAPIHttpPost"),
])

# The WSDL's HTTP POST message for SearchTeeTimes names the AMPM form field "M" (the spec follows the
# interface's HTTP POST sample; the server accepts both M and AMPM), so zeep's signature for that
# port has M where the SOAP ports have AMPM. A caller of the HttpPost port must pass M.
HTTP_POST_RENAMES = {("SearchTeeTimes", "AMPM"): "M"}


def to_json(value):
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    raise TypeError(f"cannot serialize {type(value).__name__}: {value!r}")


def parameter_names(binding, operation):
    """Names of the input parameters zeep derived from the WSDL for one operation of one binding."""
    return [name for name, _ in binding.get(operation).input.body.type.elements]


def call(proxy, operation, params):
    try:
        return {"result": serialize_object(getattr(proxy, operation)(**params))}
    except Fault as fault:
        message = fault.message.decode("utf-8", "replace") if isinstance(fault.message, bytes) else fault.message
        return {"fault": {"message": message, "code": fault.code}}
    except Exception as error:  # report, don't stop: the other operations still run
        return {"error": f"{type(error).__name__}: {error}"}


class StepFailed(Exception):
    """A story step answered a fault, an error or an ErrorCode: the story stops there."""


def story(client, port, login, card, tee_time):
    """One reseller's booking story on one port; stops at the first step that fails."""
    proxy = client.bind(SERVICE, port)
    steps = OrderedDict()

    def step(name, operation, **params):
        if port == PORTS["httpPost"]:
            # zeep's HttpPostBinding sends a parameter left out as the text "None"; a form sends it empty.
            params = OrderedDict((part, params.get(part, "")) for part in parameter_names(proxy._binding, operation))
        steps[name] = call(proxy, operation, params)
        outcome = steps[name]
        if "result" not in outcome or outcome["result"]["ErrorCode"] != 0:
            raise StepFailed(name)
        return outcome["result"]

    def search(name):
        return step(name, "SearchTeeTimes", SessionID=session, AreaID=0, FacilityID=tee_time["FacilityID"],
                    FromDate=tee_time["Date"], ToDate=tee_time["Date"], NumberOfPlayers=1, DiscountPercent=0)

    try:
        session = step("Login", "Login", **login)["SessionID"]
        customer = step("SaveCustomer", "SaveCustomer", SessionID=session, FacilityID=tee_time["FacilityID"],
                        EmailAddress=f"zeep-{port}@example.com", FirstName="Zeep")["Customer"]["CustomerID"]
        booked = step("Book", "CreateReservationWithTracking", SessionID=session, TeeTimeID=tee_time["TeeTimeID"],
                      NumberOfPlayers=2, CustomerID=customer, TrackingCode=f"zeep-{port}", **card)
        reservation = booked["Reservation"]["ReservationID"]
        step("LookUp", "GetReservation", SessionID=session, ReservationID=reservation)
        step("Policy", "GetCancellationPolicy", SessionID=session, ReservationID=reservation, TeeTimeID=0)
        search("SearchBooked")
        step("Cancel", "CancelReservation", SessionID=session, ReservationID=reservation, CustomerID=customer,
             Reason="zeep story")
        search("SearchCancelled")
        step("CancelAgain", "CancelReservation", SessionID=session, ReservationID=reservation)
        step("CustomerReservations", "GetCustomerReservations", SessionID=session, CustomerID=customer,
             FromDate=tee_time["Date"], ToDate=tee_time["Date"])
    except StepFailed:
        pass
    return steps


def main_story(wsdl_url, spec):
    client = zeep.Client(wsdl_url)
    stories = OrderedDict(
        (transport, story(client, port, spec["login"], spec["card"], spec["teeTimes"][transport]))
        for transport, port in PORTS.items())
    json.dump({"zeep": zeep.__version__, "stories": stories}, sys.stdout, default=to_json)
    sys.stdout.write("\n")


def read_json(path):
    if path is not None:
        with open(path, encoding="utf-8") as file:
            return json.load(file, object_pairs_hook=OrderedDict)
    return json.load(sys.stdin, object_pairs_hook=OrderedDict)


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "--story":
        main_story(sys.argv[2], read_json(sys.argv[3] if len(sys.argv) > 3 else None))
        return
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    wsdl_url = sys.argv[1]
    requests = read_json(sys.argv[2] if len(sys.argv) > 2 else None)

    client = zeep.Client(wsdl_url)
    parameters = OrderedDict()
    results = OrderedDict()
    for transport, port in PORTS.items():
        proxy = client.bind(SERVICE, port)
        parameters[transport] = OrderedDict(
            (operation, parameter_names(proxy._binding, operation)) for operation in requests)
        results[transport] = OrderedDict()
        for operation, params in requests.items():
            if transport == "httpPost":
                params = OrderedDict(
                    (HTTP_POST_RENAMES.get((operation, name), name), value) for name, value in params.items())
            results[transport][operation] = call(proxy, operation, params)
    json.dump({"zeep": zeep.__version__, "parameters": parameters, "results": results}, sys.stdout,
              default=to_json)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
