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

/* xors the value with WHITEN_K and keeps the low 16 bits. */
long quill_whiten(long x);

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1. */
long quill_steps(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long quill_radix(long x);

/* divides the value by SPLIT_D (C division, toward zero). */
long quill_split(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long quill_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif
