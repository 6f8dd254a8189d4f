#ifndef TUNDRA_PARAMS_H
#define TUNDRA_PARAMS_H

/* Development defaults; the production values are passed by the build system (Makefile.am). */
#ifndef MIX_K
#define MIX_K (25043)
#endif

#endif
