#ifndef STRATA_PARAMS_H
#define STRATA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef LIMIT_LO
#define LIMIT_LO (-3107)
#endif
#ifndef LIMIT_HI
#define LIMIT_HI (2104)
#endif
#ifndef SHIFT_K
#define SHIFT_K (434)
#endif
#ifndef GCD_K
#define GCD_K (46)
#endif

#endif
