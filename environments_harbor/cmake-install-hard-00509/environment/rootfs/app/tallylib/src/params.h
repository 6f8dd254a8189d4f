#ifndef TALLYLIB_PARAMS_H
#define TALLYLIB_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef MIX_K
#define MIX_K (43367)
#endif
#ifndef BOUND_LO
#define BOUND_LO (-903)
#endif
#ifndef BOUND_HI
#define BOUND_HI (40813)
#endif

#endif
