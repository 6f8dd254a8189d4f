#ifndef BL_RT_H
#define BL_RT_H

/* reverses the decimal digits of |x|, keeping the sign */
long bl_rt_mirror(long x);

#endif
