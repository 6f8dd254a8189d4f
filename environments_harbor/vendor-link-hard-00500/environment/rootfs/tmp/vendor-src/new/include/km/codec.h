#ifndef KM_CODEC_H
#define KM_CODEC_H

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder), applied after km_core_saturate */
long km_codec_quadratic(long x);

#endif
