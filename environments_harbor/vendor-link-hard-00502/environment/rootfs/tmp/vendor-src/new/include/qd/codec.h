#ifndef QD_CODEC_H
#define QD_CODEC_H

/* reverses the decimal digits of |x|, keeping the sign, applied after qd_core_sqrtfloor */
long qd_codec_backwards(long x);

#endif
