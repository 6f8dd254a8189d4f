#ifndef PL_BIAS_H
#define PL_BIAS_H

/* adds BIAS_K to the value. */
long pl_bias(long x);

#endif
