#ifndef KM_RT_H
#define KM_RT_H

/* adds SHIFT_K to the value */
long km_rt_shift(long x);

#endif
