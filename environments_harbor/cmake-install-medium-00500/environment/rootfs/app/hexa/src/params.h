#ifndef HEXA_PARAMS_H
#define HEXA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef XORKEY_K
#define XORKEY_K (5354)
#endif
#ifndef RING_M
#define RING_M (2193)
#endif
#ifndef GAIN_K
#define GAIN_K (63)
#endif

#endif
