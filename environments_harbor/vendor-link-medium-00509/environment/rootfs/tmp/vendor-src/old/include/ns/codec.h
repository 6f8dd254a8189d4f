#ifndef NS_CODEC_H
#define NS_CODEC_H

/* xors the value with WHITEN_K and keeps the low 16 bits, applied after ns_core_split */
long ns_codec_whiten(long x);

#endif
