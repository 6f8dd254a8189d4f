#ifndef KM_CORE_H
#define KM_CORE_H

/* clamps the value to [SATURATE_LO, SATURATE_HI] */
long km_core_saturate(long x);
/* maps the value into 0..WRAP_M-1 (mathematical modulo) */
long km_core_wrap(long x);

#endif
