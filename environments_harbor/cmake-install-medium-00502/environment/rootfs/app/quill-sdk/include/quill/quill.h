#ifndef QUILL_H
#define QUILL_H

#include <quill/version.h>
#include <quill/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *quill_version(void);

/* Applies every transform below, in this order, then quill_lookup(). */
long quill_apply(long x);

/* xors the value with SCRAMBLE_K and keeps the low 16 bits. */
long quill_scramble(long x);

/* multiplies the value by SCALE_K. */
long quill_scale(long x);

/* returns gcd(|x|, GCD_K). */
long quill_gcd(long x);

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder). */
long quill_hash(long x);
/* Adds the calibration table entry for x (data/trim.csv). */
long quill_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
