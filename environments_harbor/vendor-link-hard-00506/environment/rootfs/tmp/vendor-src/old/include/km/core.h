#ifndef KM_CORE_H
#define KM_CORE_H

/* clamps the value to [SATURATE_LO, SATURATE_HI] */
long km_core_saturate(long x);
/* divides the value by SPLIT_D (C division, toward zero) */
long km_core_split(long x);

#endif
