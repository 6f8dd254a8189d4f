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

/* counts Collatz steps from |x| % ORBIT_CAP + 1 down to 1. */
long rivet_orbit(long x);

/* maps the value into 0..MODULO_M-1 (mathematical modulo). */
long rivet_modulo(long x);

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long rivet_clamp(long x);

/* adds OFFSET_K to the value. */
long rivet_offset(long x);
/* Adds the calibration table entry for x (data/weights.csv). */
long rivet_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
