#ifndef VO_CODEC_H
#define VO_CODEC_H

/* reverses the decimal digits of |x|, keeping the sign, applied after vo_core_poly */
long vo_codec_mirror(long x);

#endif
