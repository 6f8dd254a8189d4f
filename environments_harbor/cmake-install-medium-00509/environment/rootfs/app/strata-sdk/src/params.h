#ifndef STRATA_PARAMS_H
#define STRATA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef WHITEN_K
#define WHITEN_K (13437)
#endif
#ifndef HAILSTONE_CAP
#define HAILSTONE_CAP (500)
#endif
#ifndef SHIFT_K
#define SHIFT_K (434)
#endif
#ifndef GCD_K
#define GCD_K (46)
#endif

#endif
