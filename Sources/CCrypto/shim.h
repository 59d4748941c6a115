/*
 * OpenSSL's libcrypto for the CommonCrypto façade: its message digests (EVP) and HMAC, which
 * CommonCrypto's CC_MD5, CC_SHA256 … and CCHmac are answered with.
 */
#ifndef EASEL_CRYPTO_SHIM_H
#define EASEL_CRYPTO_SHIM_H

#include <openssl/evp.h>
#include <openssl/hmac.h>

#endif
