#ifndef PL_GAIN_H
#define PL_GAIN_H

/* multiplies the value by GAIN_K. */
long pl_gain(long x);

#endif
