#ifndef TRANSFORM_H
#define TRANSFORM_H

/* Calibrates a 64-bit value. */
long transform_apply(long v);

#endif
