#ifndef OE_RT_H
#define OE_RT_H

/* clamps the value to [SATURATE_LO, SATURATE_HI] */
long oe_rt_saturate(long x);

#endif
