#ifndef VO_RT_H
#define VO_RT_H

/* multiplies the value by SCALE_K */
long vo_rt_scale(long x);

#endif
