#ifndef QD_CODEC_H
#define QD_CODEC_H

/* reverses the decimal digits of |x|, keeping the sign, applied after qd_core_split */
long qd_codec_mirror(long x);

#endif
