#ifndef TALLYLIB_PARAMS_H
#define TALLYLIB_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef AMPLIFY_K
#define AMPLIFY_K (31)
#endif
#ifndef WRAP_M
#define WRAP_M (915)
#endif
#ifndef STEPS_CAP
#define STEPS_CAP (1000)
#endif

#endif
