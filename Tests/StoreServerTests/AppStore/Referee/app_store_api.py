"""Apple's own App Store Server API client against subkit-server (run by
AppStoreServerAPIRefereeTests).

Reads one JSON object on stdin:
  {"baseURL": str, "key": PKCS#8 PEM, "keyId": str, "issuerId": str,
   "bundleId": str, "appAppleId": int, "root": base64 DER,
   "transactionId": str, "originalTransactionId": str,
   "startDate": ms, "endDate": ms, "extendByDays": int}
Apple's AppStoreServerAPIClient (its base URL replaced by the local server's,
which is the only change) reads statuses, transaction history (every page),
transaction info and notification history (every page), extends one
subscription, reads the statuses again, and makes three requests that must
fail. Every signed answer is verified and decoded by Apple's
SignedDataVerifier with the store's root. One JSON object goes to stdout;
the Swift test compares it with the ledger. It judges nothing itself.
"""

import base64
import json
import sys

from appstoreserverlibrary.api_client import (
    APIException,
    AppStoreServerAPIClient,
    GetTransactionHistoryVersion,
)
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.ExtendReasonCode import ExtendReasonCode
from appstoreserverlibrary.models.ExtendRenewalDateRequest import ExtendRenewalDateRequest
from appstoreserverlibrary.models.NotificationHistoryRequest import NotificationHistoryRequest
from appstoreserverlibrary.models.TransactionHistoryRequest import (
    Order,
    ProductType,
    TransactionHistoryRequest,
)
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier

sys.path.insert(0, __file__.rsplit("/", 4)[0] + "/AppleJWSTests/Referee")
from referee import plain  # noqa: E402  (the same model flattening as the JWS referee)


def client_for(request, key_id=None):
    client = AppStoreServerAPIClient(
        request["key"].encode(),
        key_id or request["keyId"],
        request["issuerId"],
        request["bundleId"],
        Environment.SANDBOX,
    )
    client._base_url = request["baseURL"]  # Apple's hosts are hard-coded: the one change
    return client


def failure(call):
    try:
        call()
    except APIException as error:
        return {"status": error.http_status_code, "errorCode": error.raw_api_error}
    return {"status": 200, "errorCode": None}


def main():
    request = json.load(sys.stdin)
    client = client_for(request)
    verifier = SignedDataVerifier(
        [base64.b64decode(request["root"])],
        False,
        Environment.SANDBOX,
        request["bundleId"],
        request["appAppleId"],
    )
    transaction_id = request["transactionId"]

    def statuses():
        answer = client.get_all_subscription_statuses(transaction_id)
        return {
            "environment": answer.rawEnvironment,
            "bundleId": answer.bundleId,
            "appAppleId": answer.appAppleId,
            "data": [
                {
                    "subscriptionGroupIdentifier": group.subscriptionGroupIdentifier,
                    "lastTransactions": [
                        {
                            "status": item.rawStatus,
                            "originalTransactionId": item.originalTransactionId,
                            "transaction": plain(
                                verifier.verify_and_decode_signed_transaction(
                                    item.signedTransactionInfo
                                )
                            ),
                            "renewalInfo": plain(
                                verifier.verify_and_decode_renewal_info(item.signedRenewalInfo)
                            ),
                        }
                        for item in group.lastTransactions
                    ],
                }
                for group in answer.data
            ],
        }

    def history(types=None):
        pages, revision = [], None
        while len(pages) < 50:
            answer = client.get_transaction_history(
                transaction_id,
                revision,
                TransactionHistoryRequest(sort=Order.ASCENDING, productTypes=types),
                GetTransactionHistoryVersion.V2,
            )
            pages.append(
                [
                    plain(verifier.verify_and_decode_signed_transaction(jws))
                    for jws in answer.signedTransactions
                ]
            )
            revision = answer.revision
            if not answer.hasMore:
                break
        return pages

    def notifications():
        items, token = [], None
        while len(items) < 10000:
            answer = client.get_notification_history(
                token,
                NotificationHistoryRequest(
                    startDate=request["startDate"], endDate=request["endDate"]
                ),
            )
            for item in answer.notificationHistory:
                items.append(
                    {
                        "notification": plain(
                            verifier.verify_and_decode_notification(item.signedPayload)
                        ),
                        "sendAttempts": [plain(attempt) for attempt in item.sendAttempts],
                    }
                )
            token = answer.paginationToken
            if not answer.hasMore:
                break
        return items

    out = {
        "statuses": statuses(),
        "history": history(),
        "subscriptionHistory": history([ProductType.AUTO_RENEWABLE]),
        "transactionInfo": plain(
            verifier.verify_and_decode_signed_transaction(
                client.get_transaction_info(transaction_id).signedTransactionInfo
            )
        ),
        "notificationHistory": notifications(),
    }
    extension = client.extend_subscription_renewal_date(
        request["originalTransactionId"],
        ExtendRenewalDateRequest(
            extendByDays=request["extendByDays"],
            extendReasonCode=ExtendReasonCode.CUSTOMER_SATISFACTION,
            requestIdentifier="referee-extension",
        ),
    )
    out["extension"] = plain(extension)
    out["statusesAfterExtension"] = statuses()
    out["failures"] = {
        "unknownTransaction": failure(lambda: client.get_transaction_info("2000000000999999")),
        "absurdExtension": failure(
            lambda: client.extend_subscription_renewal_date(
                request["originalTransactionId"],
                ExtendRenewalDateRequest(
                    extendByDays=91,
                    extendReasonCode=ExtendReasonCode.OTHER,
                    requestIdentifier="referee-absurd",
                ),
            )
        ),
        "wrongKeyId": failure(
            lambda: client_for(request, "WRONGKEYID").get_transaction_info(transaction_id)
        ),
    }
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
