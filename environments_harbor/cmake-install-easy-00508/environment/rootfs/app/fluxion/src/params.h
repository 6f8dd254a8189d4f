#ifndef FLUXION_PARAMS_H
#define FLUXION_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef COMMON_K
#define COMMON_K (126)
#endif
#ifndef SCALE_K
#define SCALE_K (83)
#endif
#ifndef BIAS_K
#define BIAS_K (106)
#endif

#endif
