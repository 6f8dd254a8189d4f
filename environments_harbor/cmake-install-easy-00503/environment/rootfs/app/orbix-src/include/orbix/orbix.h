#ifndef ORBIX_H
#define ORBIX_H

#include <orbix/version.h>
#include <orbix/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *orbix_version(void);

/* Applies every transform below, in this order, then orbix_lookup(). */
long orbix_apply(long x);

/* returns gcd(|x|, GCDKEY_K). */
long orbix_gcdkey(long x);

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder). */
long orbix_hash(long x);

/* maps the value into 0..WRAP_M-1 (mathematical modulo). */
long orbix_wrap(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long orbix_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
