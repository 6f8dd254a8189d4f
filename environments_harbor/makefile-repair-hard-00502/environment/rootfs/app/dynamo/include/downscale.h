#ifndef FX_DOWNSCALE_H
#define FX_DOWNSCALE_H

/* divides the value by DOWNSCALE_D (C division, toward zero). */
long fx_downscale(long x);

#endif
