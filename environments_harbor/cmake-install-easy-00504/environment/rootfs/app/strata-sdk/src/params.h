#ifndef STRATA_PARAMS_H
#define STRATA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef SPLIT_D
#define SPLIT_D (3)
#endif
#ifndef COMMON_K
#define COMMON_K (42)
#endif

#endif
