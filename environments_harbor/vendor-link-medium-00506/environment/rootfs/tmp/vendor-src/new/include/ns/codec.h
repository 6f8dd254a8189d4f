#ifndef NS_CODEC_H
#define NS_CODEC_H

/* returns the sum of the decimal digits of |x|, applied after ns_core_curve */
long ns_codec_crossfoot(long x);

#endif
