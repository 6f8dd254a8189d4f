#ifndef NUMKIT_H
#define NUMKIT_H

#include <numkit/version.h>
#include <numkit/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *numkit_version(void);

/* Applies every transform below, in this order, then numkit_lookup(). */
long numkit_apply(long x);

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder). */
long numkit_curve(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long numkit_radix(long x);

/* xors the value with MIX_K and keeps the low 16 bits. */
long numkit_mix(long x);

/* adds NUDGE_K to the value. */
long numkit_nudge(long x);
/* Adds the calibration table entry for x (data/weights.csv). */
long numkit_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
