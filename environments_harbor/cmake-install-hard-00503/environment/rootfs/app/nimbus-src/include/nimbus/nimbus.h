#ifndef NIMBUS_H
#define NIMBUS_H

#include <nimbus/version.h>
#include <nimbus/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *nimbus_version(void);

/* Applies every transform below, in this order, then nimbus_lookup(). */
long nimbus_apply(long x);

/* divides the value by DOWNSCALE_D (C division, toward zero). */
long nimbus_downscale(long x);

/* returns the sum of the decimal digits of |x|. */
long nimbus_crossfoot(long x);

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder). */
long nimbus_hash(long x);

/* maps the value into 0..RING_M-1 (mathematical modulo). */
long nimbus_ring(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long nimbus_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
