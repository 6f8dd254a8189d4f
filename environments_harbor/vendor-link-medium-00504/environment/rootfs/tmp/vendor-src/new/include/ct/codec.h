#ifndef CT_CODEC_H
#define CT_CODEC_H

/* maps the value into 0..FOLD_M-1 (mathematical modulo), applied after ct_core_sqrtfloor */
long ct_codec_fold(long x);

#endif
