#ifndef KM_RT_H
#define KM_RT_H

/* clamps the value to [CLAMP_LO, CLAMP_HI] */
long km_rt_clamp(long x);

#endif
