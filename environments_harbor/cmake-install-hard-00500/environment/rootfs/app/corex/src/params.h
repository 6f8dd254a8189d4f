#ifndef COREX_PARAMS_H
#define COREX_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef STEPS_CAP
#define STEPS_CAP (1142)
#endif
#ifndef BIAS_K
#define BIAS_K (230)
#endif
#ifndef GCD_K
#define GCD_K (90)
#endif
#ifndef WHITEN_K
#define WHITEN_K (29648)
#endif

#endif
