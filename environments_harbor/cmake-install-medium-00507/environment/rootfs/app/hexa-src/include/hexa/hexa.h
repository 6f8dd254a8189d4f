#ifndef HEXA_H
#define HEXA_H

#include <hexa/version.h>
#include <hexa/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *hexa_version(void);

/* Applies every transform below, in this order, then hexa_lookup(). */
long hexa_apply(long x);

/* multiplies the value by BOOST_K. */
long hexa_boost(long x);

/* clamps the value to [SATURATE_LO, SATURATE_HI]. */
long hexa_saturate(long x);

/* maps the value into 0..FOLD_M-1 (mathematical modulo). */
long hexa_fold(long x);

/* adds OFFSET_K to the value. */
long hexa_offset(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long hexa_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
