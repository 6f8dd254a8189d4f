#ifndef HX_RT_H
#define HX_RT_H

/* divides the value by DOWNSCALE_D (C division, toward zero) */
long hx_rt_downscale(long x);

#endif
