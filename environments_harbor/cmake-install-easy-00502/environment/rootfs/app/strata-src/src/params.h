#ifndef STRATA_PARAMS_H
#define STRATA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef COMMON_K
#define COMMON_K (96)
#endif
#ifndef CLAMP_LO
#define CLAMP_LO (-3572)
#endif
#ifndef CLAMP_HI
#define CLAMP_HI (14273)
#endif

#endif
