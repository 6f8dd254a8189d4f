#ifndef KAPPA_PARAMS_H
#define KAPPA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef OFFSET_K
#define OFFSET_K (-492)
#endif
#ifndef SPLIT_D
#define SPLIT_D (10)
#endif
#ifndef MIX_K
#define MIX_K (46809)
#endif
#ifndef DIVISOR_K
#define DIVISOR_K (48)
#endif

#endif
