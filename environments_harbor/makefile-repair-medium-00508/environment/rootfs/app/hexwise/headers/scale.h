#ifndef XF_SCALE_H
#define XF_SCALE_H

/* multiplies the value by SCALE_K. */
long xf_scale(long x);

#endif
