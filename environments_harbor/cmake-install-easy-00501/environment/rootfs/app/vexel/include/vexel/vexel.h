#ifndef VEXEL_H
#define VEXEL_H

#include <vexel/version.h>
#include <vexel/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *vexel_version(void);

/* Applies every transform below, in this order, then vexel_lookup(). */
long vexel_apply(long x);

/* maps the value into 0..RING_M-1 (mathematical modulo). */
long vexel_ring(long x);

/* multiplies the value by GAIN_K. */
long vexel_gain(long x);

/* divides the value by SPLIT_D (C division, toward zero). */
long vexel_split(long x);
/* Adds the calibration table entry for x (data/trim.csv). */
long vexel_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
