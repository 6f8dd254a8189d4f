#ifndef NS_CORE_H
#define NS_CORE_H

/* adds BIAS_K to the value */
long ns_core_bias(long x);
/* reverses the decimal digits of |x|, keeping the sign */
long ns_core_flip(long x);

#endif
