#ifndef KM_CODEC_H
#define KM_CODEC_H

/* divides the value by SPLIT_D (C division, toward zero), applied after km_core_mirror */
long km_codec_split(long x);

#endif
