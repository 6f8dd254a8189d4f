#ifndef TESSEL_PARAMS_H
#define TESSEL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef GCD_K
#define GCD_K (103)
#endif

#endif
