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

/* adds OFFSET_K to the value. */
long nimbus_offset(long x);

/* maps the value into 0..MODULO_M-1 (mathematical modulo). */
long nimbus_modulo(long x);

/* xors the value with MIX_K and keeps the low 16 bits. */
long nimbus_mix(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long nimbus_reverse(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long nimbus_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
