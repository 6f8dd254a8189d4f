#ifndef UNISON_PARAMS_H
#define UNISON_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef BIAS_K
#define BIAS_K (725)
#endif
#ifndef GAIN_K
#define GAIN_K (15)
#endif

#endif
