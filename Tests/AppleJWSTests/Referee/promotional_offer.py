"""Apple's promotional-offer signature creators as the referee for AppleJWS
(run by PromotionalOfferRefereeTests).

Reads one JSON object on stdin:
  {"pem": PKCS#8 PEM, "keyId", "issuerId", "bundleId", "productId", "offerId",
   "username", "nonce": UUID, "timestamp": ms, "ourJws": str, "ourLegacy": base64}
and writes one JSON object on stdout:
  {"appleJws": what PromotionalOfferV2SignatureCreator signs,
   "appleLegacy": what PromotionalOfferSignatureCreator signs,
   "ourJwsHeader", "ourJwsClaims": our JWS as PyJWT decodes it with the key's
   public key and audience "promotional-offer" (or "ourJwsError"),
   "ourLegacyValid": whether our legacy signature verifies over Apple's message}.
It judges nothing itself: the Swift test asserts on what it reports.
"""

import base64
import json
import sys
import uuid

import jwt
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec

from appstoreserverlibrary.jws_signature_creator import PromotionalOfferV2SignatureCreator
from appstoreserverlibrary.promotional_offer import PromotionalOfferSignatureCreator

request = json.load(sys.stdin)
pem = request["pem"].encode()
nonce = uuid.UUID(request["nonce"])
out = {
    "appleJws": PromotionalOfferV2SignatureCreator(
        pem, request["keyId"], request["issuerId"], request["bundleId"]
    ).create_signature(request["productId"], request["offerId"], None),
    "appleLegacy": PromotionalOfferSignatureCreator(
        pem, request["keyId"], request["bundleId"]
    ).create_signature(
        request["productId"], request["offerId"], request["username"], nonce,
        request["timestamp"]),
}
public = serialization.load_pem_private_key(pem, password=None).public_key()
try:
    out["ourJwsHeader"] = jwt.get_unverified_header(request["ourJws"])
    out["ourJwsClaims"] = jwt.decode(
        request["ourJws"], public, algorithms=["ES256"], audience="promotional-offer",
        options={"verify_iat": False})
except jwt.PyJWTError as error:
    out["ourJwsError"] = repr(error)
message = "\u2063".join([
    request["bundleId"], request["keyId"], request["productId"], request["offerId"],
    request["username"].lower(), str(nonce).lower(), str(request["timestamp"])])
try:
    public.verify(base64.b64decode(request["ourLegacy"]), message.encode(),
                  ec.ECDSA(hashes.SHA256()))
    out["ourLegacyValid"] = True
except InvalidSignature:
    out["ourLegacyValid"] = False
json.dump(out, sys.stdout)
