"""Apple's own verifier as the referee for AppleJWS (run by AppleRefereeTests).

Reads one JSON object on stdin:
  {"cases": [{"name": str, "kind": "notification" | "transaction" | "renewal",
              "jws": str, "root": base64 DER, "bundleId": str, "appAppleId": int,
              "environment": "Sandbox" | "Production"}]}
and writes one JSON object on stdout: {"results": [{"name", "status", "fields"}]}
where status is "OK" or the VerificationStatus name Apple's SignedDataVerifier
raised, and fields holds what it decoded. It judges nothing itself: the Swift
test asserts on what it reports.
"""

import base64
import json
import sys

from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException


def plain(value):
    """An attrs model, enum or scalar as plain JSON values."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value.value if hasattr(value, "value") else value
    if hasattr(value, "value"):
        return value.value
    if hasattr(value, "__attrs_attrs__"):
        out = {}
        raw = {}
        for attribute in value.__attrs_attrs__:
            name = attribute.name
            item = getattr(value, name)
            if name.startswith("raw"):
                # An open enum's raw value, kept when the typed one is unknown to the library.
                raw[name[3].lower() + name[4:]] = item
                continue
            if item is not None:
                out[name] = plain(item)
        for name, item in raw.items():
            if name not in out and item is not None:
                out[name] = plain(item)
        return out
    return str(value)


def run(case):
    verifier = SignedDataVerifier(
        [base64.b64decode(case["root"])],
        False,
        Environment(case["environment"]),
        case["bundleId"],
        case["appAppleId"],
    )
    method = {
        "notification": verifier.verify_and_decode_notification,
        "transaction": verifier.verify_and_decode_signed_transaction,
        "renewal": verifier.verify_and_decode_renewal_info,
    }[case["kind"]]
    try:
        decoded = method(case["jws"])
    except VerificationException as error:
        return {"name": case["name"], "status": error.status.name, "fields": {}}
    return {"name": case["name"], "status": "OK", "fields": plain(decoded)}


def main():
    request = json.load(sys.stdin)
    results = [run(case) for case in request["cases"]]
    json.dump({"results": results}, sys.stdout)


if __name__ == "__main__":
    main()
