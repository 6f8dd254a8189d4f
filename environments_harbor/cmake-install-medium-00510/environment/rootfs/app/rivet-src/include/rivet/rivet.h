#ifndef RIVET_H
#define RIVET_H

#include <rivet/version.h>
#include <rivet/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *rivet_version(void);

/* Applies every transform below, in this order, then rivet_lookup(). */
long rivet_apply(long x);

/* xors the value with XORKEY_K and keeps the low 16 bits. */
long rivet_xorkey(long x);

/* multiplies the value by SCALE_K. */
long rivet_scale(long x);

/* counts Collatz steps from |x| % ORBIT_CAP + 1 down to 1. */
long rivet_orbit(long x);

/* returns gcd(|x|, GCDKEY_K). */
long rivet_gcdkey(long x);
/* Adds the calibration table entry for x (data/weights.csv). */
long rivet_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
