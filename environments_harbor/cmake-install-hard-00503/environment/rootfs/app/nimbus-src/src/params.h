#ifndef NIMBUS_PARAMS_H
#define NIMBUS_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef HAILSTONE_CAP
#define HAILSTONE_CAP (1142)
#endif
#ifndef SATURATE_LO
#define SATURATE_LO (-3767)
#endif
#ifndef SATURATE_HI
#define SATURATE_HI (42079)
#endif
#ifndef XORKEY_K
#define XORKEY_K (43317)
#endif
#ifndef BIAS_K
#define BIAS_K (330)
#endif

#endif
