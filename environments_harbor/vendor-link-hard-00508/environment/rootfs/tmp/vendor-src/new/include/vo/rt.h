#ifndef VO_RT_H
#define VO_RT_H

/* adds SHIFT_K to the value */
long vo_rt_shift(long x);

#endif
