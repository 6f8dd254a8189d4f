#ifndef LUMEN_H
#define LUMEN_H

#include <lumen/version.h>
#include <lumen/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *lumen_version(void);

/* Applies every transform below, in this order, then lumen_lookup(). */
long lumen_apply(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long lumen_poly(long x);

/* returns the sum of the decimal digits of |x|. */
long lumen_crossfoot(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long lumen_radix(long x);

/* xors the value with MIX_K and keeps the low 16 bits. */
long lumen_mix(long x);
/* Adds the calibration table entry for x (data/offsets.csv). */
long lumen_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
