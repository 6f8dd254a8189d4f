#ifndef FX_SPLIT_H
#define FX_SPLIT_H

/* divides the value by SPLIT_D (C division, toward zero). */
long fx_split(long x);

#endif
